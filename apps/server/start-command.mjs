// How the compiled server is started, read from this package's `start` script, so the tools that
// start it themselves (benchmarks, timing scripts) run it with the same Node flags as `npm start`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));

/** `[node, args]`: the arguments of `npm start`'s node command, to run with `cwd` set to this folder. */
export function serverStartCommand() {
  const [program, ...args] = manifest.scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`the start script does not run node: ${manifest.scripts.start}`);
  return [process.execPath, args];
}

/** The Node flags of `npm start` (its arguments before the entry file), for a server started another way. */
export function serverNodeFlags() {
  return serverStartCommand()[1].slice(0, -1);
}

/** This package's folder: the start command's working directory. */
export const SERVER_DIR = import.meta.dirname;
