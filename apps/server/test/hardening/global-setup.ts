import { rm } from 'node:fs/promises';
import { HARDENING_SEED, RESULTS_DIR } from './results.js';

/** Each run of the battery starts without the figures of an earlier one. */
export default async function setup() {
  await rm(RESULTS_DIR, { recursive: true, force: true });
  process.stdout.write(`hardening battery: seed ${HARDENING_SEED} (HARDENING_SEED=… replays another)\n`);
}
