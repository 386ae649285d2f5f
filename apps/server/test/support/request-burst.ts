/**
 * A burst of GET requests from a process of its own, so that the sender's work (and its garbage collector)
 * does not count in what the test process measures meanwhile. Run with tsx:
 *
 *   request-burst.ts <origin> <count> <connections> <headers JSON>
 *
 * sends `${origin}/blog?q=<n>` for n in 0..count-1 over `connections` connections, each sending its next
 * request when the last is answered, and prints one JSON line: every answer's status and whether the page
 * came drawn (it carries the page state) or as the app's shell.
 */
const [origin, count, connections, headers] = process.argv.slice(2);
const total = Number(count);
let sent = 0;
const statuses: number[] = [];
let drawn = 0;

async function connection() {
  while (sent < total) {
    const answer = await fetch(`${origin}/blog?q=${sent++}`, { headers: JSON.parse(headers ?? '{}') });
    const body = await answer.text();
    statuses.push(answer.status);
    if (body.includes('id="page-state"')) drawn += 1;
  }
}

Promise.all(Array.from({ length: Number(connections) }, connection)).then(
  () => process.stdout.write(`${JSON.stringify({ statuses, drawn })}\n`),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = 1;
  },
);
