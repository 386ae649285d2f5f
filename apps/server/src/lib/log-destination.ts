import pino from 'pino';

/** Where the blocks are written: sonic-boom, as pino opens it. */
type BlockWriter = Pick<pino.DestinationStream, 'write'> & { flush(): void; flushSync(): void };

/**
 * The destination twice: `writer` writes asynchronously while the process runs; `lastWriter`, opened on the
 * same descriptor or file with `sync: true`, writes the last block as the process ends.
 */
export interface LogWriters {
  writer: BlockWriter;
  lastWriter: Pick<pino.DestinationStream, 'write'>;
}

/**
 * Log lines gathered into blocks of about `blockBytes` before they reach sonic-boom, which then handles
 * each block as one write (partial writes, a busy pipe; the last block through `lastWriter`). sonic-boom,
 * given one line at a time, measures its whole pending block again on every line: about 2.4 µs a line of
 * a cached read's 60–100 µs, against under 1 µs through these blocks (docs/decisions.md, "LogBlocks").
 */
export class LogBlocks implements pino.DestinationStream {
  private lines: string[] = [];
  private length = 0;

  constructor(
    private readonly writers: LogWriters,
    private readonly blockBytes: number,
  ) {}

  write(line: string): void {
    this.lines.push(line);
    // Characters, not bytes: a line of accented text counts a little short, which only moves the cut.
    this.length += line.length;
    if (this.length >= this.blockBytes) this.pass();
  }

  /** Hands what is gathered to the writer, which writes it asynchronously. */
  flush(): void {
    this.pass();
    this.writers.writer.flush();
  }

  /**
   * Writes everything gathered before returning: for the process's last moment. The asynchronous writer
   * cannot take the last block: handed a block while idle, it starts an asynchronous write at once, which
   * its own flushSync then leaves in flight and the process may not live to finish. So it writes what it
   * holds, and the last block goes out through the synchronous writer. A write it had already started
   * before this call is left to finish.
   */
  flushSync(): void {
    this.writers.writer.flushSync();
    const block = this.take();
    if (block !== undefined) this.writers.lastWriter.write(block);
  }

  private pass() {
    const block = this.take();
    if (block !== undefined) this.writers.writer.write(block);
  }

  private take() {
    if (this.lines.length === 0) return undefined;
    const block = this.lines.join('');
    this.lines = [];
    this.length = 0;
    return block;
  }
}

// A line short of sonic-boom's largest single write (16 KB): a block is one system call.
const LOG_BLOCK_BYTES = 15 * 1024;
const LOG_FLUSH_MS = 1000;

// One per process, however many apps it builds (the tests build many).
let standardOutput: LogBlocks | undefined;

/**
 * Where the app's log lines go when no stream is given: standard output, written asynchronously in
 * blocks. A write per line costs a system call per request (measured: a third of a cached read's
 * throughput with request logs on), so lines gather up to 15 KB, and at most a second when traffic is
 * light; what is still gathered is written out when the process exits.
 */
export function standardOutputLog(): pino.DestinationStream {
  standardOutput ??= openStandardOutput();
  return standardOutput;
}

function openStandardOutput() {
  const destination = new LogBlocks(
    { writer: pino.destination({ dest: 1, sync: false }), lastWriter: pino.destination({ dest: 1, sync: true }) },
    LOG_BLOCK_BYTES,
  );
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Standard output already closed: nothing more can be written.
    }
  });
  return destination;
}
