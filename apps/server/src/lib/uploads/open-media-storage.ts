import { createLocalStorage, type MediaArea, type MediaStorage } from './media-storage.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';

/** Where the files live: folders on this machine, or one S3-compatible bucket every instance shares. */
export type MediaStorageOptions =
  | { kind: 'local'; dirs: Record<MediaArea, string> }
  | ({ kind: 's3' } & S3StorageOptions);

export function openMediaStorage(options: MediaStorageOptions): MediaStorage {
  return options.kind === 'local' ? createLocalStorage(options.dirs) : createS3Storage(options);
}
