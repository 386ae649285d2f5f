import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerDatabase } from '../support/database.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process.js';
import { type Balancer, startHaproxy } from './haproxy.js';
import { type Pooler, startPgbouncer } from './pgbouncer.js';

/** The PostgreSQL server the cluster's database is created on. */
export const CLUSTER_POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Cluster {
  /** The balancer's address: what visitors use. */
  url: string;
  /** Each instance's own address, to ask one of them on purpose. */
  instances: string[];
  /** Each instance's own data folder (e-mails go to `outbox/` there without SMTP_URL). */
  dataDirs: string[];
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** Through PgBouncer in transaction mode (the default), or straight to PostgreSQL with named statements. */
  pooler?: boolean;
  /** More settings for every instance (object storage, SMTP, …). */
  env?: Record<string, string>;
}

/**
 * The site as it runs on several machines: a fresh PostgreSQL database reached through PgBouncer in
 * transaction mode (migrations and LISTEN on a direct connection), an S3 server for every file, N instances of the server each with
 * a data folder of its own (nothing shared but the database and what `env` names), and HAProxy in
 * round robin in front of them.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cammini-cluster-'));
  const database = await createServerDatabase(CLUSTER_POSTGRES, 'cluster');
  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const started: ServerProcess[] = [];
  let balancer: Balancer | undefined;
  let pooler: Pooler | undefined;
  let s3: TestS3Server | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(started.map((server) => stopServer(server)));
    await pooler?.stop();
    await s3?.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    if (options.pooler !== false) pooler = await startPgbouncer(dir, await freePort(), CLUSTER_POSTGRES);
    const connection: Record<string, string> = pooler
      ? {
          DATABASE_URL: pooler.urlFor(database.url),
          DATABASE_DIRECT_URL: database.url,
          DATABASE_NAMED_STATEMENTS: 'false',
        }
      : { DATABASE_URL: database.url };
    s3 = await startS3Server();
    // One after the other here; cold starts all at once are a test of their own.
    for (let index = 0; index < (options.instances ?? 2); index++) {
      started.push(
        await startServerProcess({
          DATA_DIR: path.join(dir, `instance-${index + 1}`),
          ...connection,
          DATABASE_POOL_MAX: '5',
          PUBLIC_URL: publicUrl,
          // The balancer's address is the only proxy in front: the client is what it saw.
          TRUST_PROXY: '127.0.0.1',
          // The demo content, its pictures in the bucket: what one instance seeds, every instance serves.
          SEED_DEMO: 'true',
          ...s3.env,
          ...options.env,
        }),
      );
    }
    balancer = await startHaproxy(
      dir,
      balancerPort,
      started.map((server) => server.url),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: balancer.url,
    instances: started.map((server) => server.url),
    dataDirs: started.map((_server, index) => path.join(dir, `instance-${index + 1}`)),
    databaseUrl: database.url,
    stop,
  };
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
