import { createLocalStorage, type MediaArea, type MediaStorage } from './media-storage.js';
import type { S3StorageOptions } from './s3-storage.js';

/** Where the files live: folders on this machine, or one S3-compatible bucket every instance shares. */
export type MediaStorageOptions =
  | { kind: 'local'; dirs: Record<MediaArea, string> }
  | ({ kind: 's3' } & S3StorageOptions);

/** The storage; the AWS SDK (some 30 MB of memory) is loaded only when files live in a bucket. */
export async function openMediaStorage(options: MediaStorageOptions): Promise<MediaStorage> {
  if (options.kind === 'local') return createLocalStorage(options.dirs);
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage(options);
}
