import { pbkdf2 } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { LogBlocks } from './log-destination.js';

const folders: string[] = [];
const writers: ReturnType<typeof pino.destination>[] = [];

async function fileLog(blockBytes: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'log-blocks-'));
  folders.push(folder);
  const file = path.join(folder, 'app.log');
  const writer = pino.destination({ dest: file, sync: false });
  await once(writer, 'ready');
  const lastWriter = pino.destination({ dest: file, sync: true });
  writers.push(writer, lastWriter);
  const blocks = new LogBlocks({ writer, lastWriter }, blockBytes);
  const read = () => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const written = async (expected: string) => {
    await expect.poll(read, { timeout: 2000 }).toBe(expected);
  };
  return { blocks, read, written, writer };
}

afterEach(() => {
  for (const writer of writers.splice(0)) writer.end();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('LogBlocks', () => {
  it('keeps lines until a block is full, then writes them in order', async () => {
    const { blocks, read, written } = await fileLog(20);
    blocks.write('one 456789\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read()).toBe('');
    blocks.write('two 456789\n');
    await written('one 456789\ntwo 456789\n');
  });

  it('writes what is gathered on flush, and everything before flushSync returns', async () => {
    const { blocks, read, written } = await fileLog(4096);
    blocks.write('a\n');
    blocks.flush();
    await written('a\n');
    blocks.write('b\n');
    blocks.write('c\n');
    blocks.flushSync();
    expect(read()).toBe('a\nb\nc\n');
  });

  it('writes the last block itself when the thread pool that asynchronous writes wait for is busy', async () => {
    const { blocks, read } = await fileLog(4096);
    // Every thread of libuv's pool busy for a while: an asynchronous write started now waits for them.
    const poolSize = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const busy = Array.from(
      { length: poolSize },
      () => new Promise((resolve) => pbkdf2('busy', 'salt', 300_000, 32, 'sha256', resolve)),
    );
    blocks.write('last\n');
    blocks.flushSync();
    expect(read()).toBe('last\n');
    await Promise.all(busy);
  });

  it('loses no line of a burst, however the blocks are cut', async () => {
    const { blocks, written } = await fileLog(100);
    const lines = Array.from({ length: 2000 }, (_, index) => `{"n":${index},"msg":"è request completed"}\n`);
    for (const line of lines) blocks.write(line);
    blocks.flush();
    await written(lines.join(''));
  });

  it('is what pino writes its lines to', async () => {
    const { blocks, read } = await fileLog(4096);
    const log = pino({ base: undefined, timestamp: false }, blocks);
    log.info({ statusCode: 200 }, 'request completed');
    blocks.flushSync();
    expect(JSON.parse(read())).toEqual({ level: 30, statusCode: 200, msg: 'request completed' });
  });
});
