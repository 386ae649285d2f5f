import { PassThrough, pipeline, Readable, Transform } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentTypeOf } from './content-types.js';
import type { MediaArea, MediaStorage } from './media-storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, …); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** The SDK's own chain (instance role, AWS_* variables) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path instead of the host name: what MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
}

/**
 * Parts of a multipart upload: S3 wants at least 5 MB; two 8 MB parts in flight keep a 4 GB video's
 * memory at a few tens of megabytes (and 4 GB at 512 parts, far below S3's 10,000).
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** Each area is a prefix of the one bucket: `public/…` and `private/…`. */
const objectKey = (area: MediaArea, key: string) => {
  if (key === '' || key.startsWith('/') || key.includes('\\') || key.split('/').includes('..'))
    throw new Error(`key outside storage: ${key}`);
  return `${area}/${key}`;
};

const isMissing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;

/** Counts the bytes that pass. */
function byteCounter() {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        counter.bytes += chunk.length;
        callback(null, chunk);
      },
    }),
    { bytes: 0 },
  );
  return counter;
}

/** Files in an S3-compatible bucket, through the AWS SDK v3. */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: the SDK's default (CRC32 trailers on every upload)
    // is refused by many S3-compatible servers (older MinIO, Ceph, the test server).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request instead of holding it. No idle timeout: a paused
    // video player stops reading for minutes, and the object's stream must wait with it.
    requestHandler: { connectionTimeout: 5_000 },
  });

  return {
    async write(area, key, source) {
      const Key = objectKey(area, key);
      const ContentType = contentTypeOf(key);
      if (Buffer.isBuffer(source)) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: source, ContentType }));
        return source.length;
      }
      // A multipart upload, part by part as the stream arrives: the object appears only when it
      // completes, and a failure (a cut body, a size limit) aborts it, leaving nothing behind.
      const counter = byteCounter();
      pipeline(source, counter, () => {});
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: counter, ContentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      });
      try {
        await upload.done();
      } catch (error) {
        // The stream's own failure (the size limit's 413, a cut body) says more than the upload's.
        throw source.errored ?? counter.errored ?? error;
      }
      return counter.bytes;
    },

    read(area, key, range) {
      const out = new PassThrough();
      const abort = new AbortController();
      out.on('close', () => abort.abort());
      client
        .send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(area, key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
          { abortSignal: abort.signal },
        )
        .then((answer) => {
          if (!(answer.Body instanceof Readable)) throw new Error('unexpected object body');
          pipeline(answer.Body, out, () => {});
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },

    async size(area, key) {
      return (await this.stat(area, key))?.bytes ?? null;
    },

    async stat(area, key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(area, key) }));
        return {
          bytes: head.ContentLength ?? 0,
          modified: head.LastModified ?? new Date(0),
          etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(area, key) {
      // Deleting a missing object succeeds: removing twice is harmless, as on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(area, key) }));
    },

    async move(from, to, key) {
      // One server-side copy: fine up to S3's 5 GB limit, above the 4 GB a video may have.
      const source = objectKey(from, key);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: objectKey(to, key),
            CopySource: `${bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
            ContentType: contentTypeOf(key),
            MetadataDirective: 'REPLACE',
          }),
        );
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: source }));
    },

    close() {
      client.destroy();
    },
  };
}
