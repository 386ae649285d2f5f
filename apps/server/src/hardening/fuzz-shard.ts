import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentedRoutes } from '../test/api-routes.js';
import { distinctFailures, fuzzRoutes, routeKey } from './fuzz.js';
import { HARDENING_SEED, hash32, recordResult } from './results.js';
import { buildWorld, type World } from './world.js';

/** Requests in the whole battery (both shards); `HARDENING_REQUESTS` changes it. */
const TOTAL_REQUESTS = Number(process.env.HARDENING_REQUESTS ?? 10_400);

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * One shard of the fuzzer: the routes whose key hashes to `shard`, over their own app and
 * database, so two shards run side by side.
 */
export function fuzzShard(shard: number, shards: number) {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });
  afterAll(() => world.close());

  it(`answers every generated request without a 5xx, and every 4xx as { message, error } (shard ${shard + 1}/${shards})`, async () => {
    const all = documentedRoutes(world.t.app);
    const routes = all.filter((route) => hash32(routeKey(route)) % shards === shard);
    const perRoute = Math.ceil(TOTAL_REQUESTS / all.length);
    say(`hardening fuzz: seed ${HARDENING_SEED}, ${routes.length} of ${all.length} routes, ${perRoute} requests each`);
    const stats = await fuzzRoutes(world, routes, {
      seed: HARDENING_SEED,
      perRoute,
      log: process.env.HARDENING_VERBOSE ? say : undefined,
    });
    const failures = distinctFailures(stats.failures);
    await recordResult(`fuzz-${shard + 1}`, { ...stats, failures, totalRoutes: all.length });
    say(
      `hardening fuzz shard ${shard + 1}: ${stats.requests} requests in ${Math.round(stats.durationMs / 1000)} s, ` +
        `${stats.failures.length} failed; replay with HARDENING_SEED=${HARDENING_SEED}`,
    );
    for (const failure of failures) say(JSON.stringify(failure));
    expect(failures).toEqual([]);
  }, 600_000);
}
