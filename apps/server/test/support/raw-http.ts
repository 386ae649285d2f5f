import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * One request sent over a socket with its request line exactly as given (`inject` and HTTP clients
 * normalize `/./`, `\` and `#` before sending, as browsers do; an attacker's client does not).
 */
export function rawRequest(
  origin: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: close',
    ...Object.entries({ ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }).map(
      ([name, value]) => `${name}: ${value}`,
    ),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written without ending our side: a server may drop a half-closed socket before it answers.
    const socket = net.connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n${body}`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [statusAndHeaders = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = statusAndHeaders.split('\r\n');
      const answer: RawAnswer = { status: Number(statusLine.split(' ')[1]), headers: {}, body: rest.join('\r\n\r\n') };
      for (const line of headerLines) {
        const at = line.indexOf(':');
        answer.headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve(answer);
    });
  });
}

/** A form posted over a socket as a browser sends it before the page's script runs: URL-encoded fields. */
export const rawFormPost = (origin: string, target: string, fields: string) =>
  rawRequest(origin, 'POST', target, { 'content-type': 'application/x-www-form-urlencoded' }, fields);
