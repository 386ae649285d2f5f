import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  os: string;
  commit: string;
  date: string;
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

export function describeMachine(): MachineInfo {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    commit: gitCommit(),
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}

function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { idle, ...rest } = cpu.times;
    const used = Object.values(rest).reduce((sum, value) => sum + value, 0);
    busy += used;
    total += used + idle;
  }
  return { busy, total };
}

/** Share of all cores busy (0..1) from now until `stop`, whoever used them. */
export function startCpuMeter() {
  const start = cpuTimes();
  return {
    stop(): number {
      const end = cpuTimes();
      const total = end.total - start.total;
      return total > 0 ? (end.busy - start.busy) / total : 0;
    },
  };
}

/** What other people's work keeps busy while the benchmark itself is idle. */
export async function measureBackgroundLoad(ms: number): Promise<number> {
  const meter = startCpuMeter();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return meter.stop();
}
