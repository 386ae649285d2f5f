import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The S3_* settings of an app that keeps its files in this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const ACCESS_KEY = 'S3RVER';

/** A real S3-protocol server (s3rver) on a random local port, storing in a temporary folder. */
export async function startS3Server(buckets: readonly string[] = ['cammini-test']): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cammini-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: buckets[0] ?? 'cammini-test',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
