import { type ChildProcess, fork } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { serverNodeFlags } from '../start-command.mjs';
import type { BenchFixtures, BenchMessage, BenchRequest, BenchResults, BenchServerSpec } from './bench-protocol.js';

/** The orchestrator's handle on a bench server process (bench-server.ts). */
export class BenchProcess {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  private constructor(
    private readonly child: ChildProcess,
    readonly fixtures: BenchFixtures,
  ) {
    child.on('message', (message: BenchMessage) => {
      if (message.type !== 'reply') return;
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.ok) waiter?.resolve(message.result);
      else waiter?.reject(new Error(`bench server: ${message.error}`));
    });
    child.on('exit', (code) => {
      for (const waiter of this.waiting.values()) waiter.reject(new Error(`bench server exited with ${code}`));
      this.waiting.clear();
    });
  }

  /** Starts the server and waits until the data set is loaded and both servers listen. */
  static start(spec: BenchServerSpec, options: { profileDir?: string } = {}): Promise<BenchProcess> {
    const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
    // The app's log goes to a file beside its data, as a deployment writes it.
    mkdirSync(path.dirname(spec.dataDir), { recursive: true });
    const log = openSync(`${spec.dataDir}.log`, 'w');
    const child = fork(path.join(import.meta.dirname, 'bench-server.ts'), [], {
      // The Node flags `npm start` gives the server (its memory settings), then the TypeScript loader.
      execArgv: [...serverNodeFlags(), '--import', 'tsx', ...profile],
      env: { ...process.env, BENCH_SERVER: JSON.stringify(spec) },
      stdio: ['ignore', log, 'inherit', 'ipc'],
    });
    closeSync(log);
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code} while starting`)));
      child.on('message', (message: BenchMessage) => {
        if (message.type === 'ready') resolve(new BenchProcess(child, message.fixtures));
      });
    });
  }

  get appUrl(): string {
    return `http://127.0.0.1:${this.fixtures.appPort}`;
  }

  get bareUrl(): string {
    return `http://127.0.0.1:${this.fixtures.barePort}`;
  }

  request<T extends BenchRequest['type']>(message: Extract<BenchRequest, { type: T }>): Promise<BenchResults[T]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.child.send({ ...message, id });
    });
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.request({ type: 'close' }).catch(() => {});
    await exited;
  }
}
