import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black PNG of `side` × `side` pixels, one bit each: 7070 × 7070 (50 million pixels)
 * compresses to about 6 KB, the decompression bomb an outside review sent as an identity document.
 */
export function pngBomb(side = 7070): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = Math.ceil(side / 8) + 1; // a filter byte, then the row's bits
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The opposite of a bomb: a genuine photo-like JPEG whose gaussian noise is real detail, so it
 * compresses badly and takes real work to decode and re-encode.
 */
export function noisyJpeg(options: {
  width: number;
  height: number;
  background: string;
  sigma: number;
  quality: number;
}) {
  return sharp({
    create: {
      width: options.width,
      height: options.height,
      channels: 3,
      background: options.background,
      noise: { type: 'gaussian', mean: 128, sigma: options.sigma },
    },
  })
    .jpeg({ quality: options.quality })
    .toBuffer();
}
