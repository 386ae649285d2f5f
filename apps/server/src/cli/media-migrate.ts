import path from 'node:path';
import { ConfigError, loadConfig, loadDotEnv, storageOptions } from '../config.js';
import { copyFoldersToStorage } from '../lib/uploads/copy-to-storage.js';
import { openMediaStorage } from '../lib/uploads/open-media-storage.js';

/**
 * npm run media:migrate: copies the files of DATA_DIR (public uploads and private files) into the
 * S3_BUCKET, keeping their keys, so every address already in the database keeps working. Safe to
 * repeat: files already in the bucket are skipped; nothing is deleted.
 */
loadDotEnv();
try {
  const config = loadConfig();
  const target = storageOptions(config);
  if (target.kind !== 's3') {
    console.error('media:migrate copies DATA_DIR into the bucket: set S3_BUCKET (and the other S3_ settings) first');
    process.exit(2);
  }
  const { dataDir } = config;
  const storage = await openMediaStorage(target);
  const outcome = await copyFoldersToStorage({
    dirs: { public: path.join(dataDir, 'uploads'), private: path.join(dataDir, 'private') },
    storage,
    onCopied: (area, key, bytes) => process.stdout.write(`${area} ${key} (${bytes} bytes)\n`),
  });
  storage.close();
  process.stdout.write(
    `${outcome.copied} copied, ${outcome.skipped} already in bucket ${target.bucket} (from ${dataDir})\n`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
