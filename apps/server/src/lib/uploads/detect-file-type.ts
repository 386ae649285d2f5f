import type { FileTypeResult } from 'file-type';

let fileType: Promise<typeof import('file-type')> | undefined;

/**
 * The type of a file read from its first bytes, not from its name. file-type and its tables are loaded
 * with the first upload: most of a server's life has none, and they held 2.5 MB of an idle server.
 */
export async function detectFileType(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  fileType ??= import('file-type');
  return (await fileType).fileTypeFromBuffer(bytes);
}
