import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentedRoutes } from '../support/api-routes.js';
import { distinctFailures, type FuzzShardResult, fuzzRoutes, routeKey } from './fuzz.js';
import { MAX_UNBUILT_SHARE, NO_SUCCESS_IN_FUZZ_WORLD } from './fuzz-expectations.js';
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
    const result: FuzzShardResult = { ...stats, failures, totalRoutes: all.length };
    await recordResult(`fuzz-${shard + 1}`, result);
    say(
      `hardening fuzz shard ${shard + 1}: ${stats.requests} requests in ${Math.round(stats.durationMs / 1000)} s ` +
        `(${stats.unbuilt} could not be built), ${stats.failures.length} failed; replay with HARDENING_SEED=${HARDENING_SEED}`,
    );
    for (const failure of failures) say(JSON.stringify(failure));
    expect(failures).toEqual([]);

    // Every route got its control request and its generated ones: none skipped, few left unbuilt.
    const generated = routes.length * perRoute;
    expect(stats.routes.sort()).toEqual(routes.map(routeKey).sort());
    expect(stats.requests).toBe(routes.length + generated - stats.unbuilt);
    expect(stats.unbuilt).toBeLessThanOrEqual(Math.floor(generated * MAX_UNBUILT_SHARE));
    // The control request reached a success wherever the world makes success possible, and only there.
    const wrongControls = Object.entries(stats.controls)
      .filter(([key, status]) => (status >= 200 && status < 300) === key in NO_SUCCESS_IN_FUZZ_WORLD)
      .map(
        ([key, status]) =>
          `${key}: ${status}${key in NO_SUCCESS_IN_FUZZ_WORLD ? ' (listed as unable to succeed)' : ''}`,
      );
    expect(wrongControls).toEqual([]);
  }, 600_000);
}
