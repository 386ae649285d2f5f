import sharp from 'sharp';
import type { TestFile } from '../support/multipart.js';

/** Files built to be refused, or accepted only once made harmless. */

export const SCRIPT = '<script>window.__xss=1</script>';
export const PHP = '<?php system($_GET["c"]); ?>';

/** Markers that must never survive into a stored public file. */
export const PAYLOAD_MARKERS = ['<script', '<?php', 'onload=', '<html'];

const file = (filename: string, type: string, bytes: Buffer | Uint8Array): TestFile => ({ filename, type, bytes });

export const realPng = async () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const realGif = async () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#993366' } })
    .gif()
    .toBuffer();
const realJpeg = async () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#669933' } })
    .jpeg()
    .toBuffer();

/** A JPEG with a comment segment (FF FE) carrying a PHP and HTML payload, right after its SOI marker. */
export async function jpegWithPayloadComment(): Promise<Buffer> {
  const jpeg = await realJpeg();
  const payload = Buffer.from(`${PHP}${SCRIPT}`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, payload, jpeg.subarray(2)]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=2</script></svg>`,
);
export const HTML_PAGE = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
export const PDF_WITH_JAVASCRIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    '3 0 obj<</S/JavaScript/JS(app.alert\\(1\\))>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
export const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
/** A ZIP archive that is not a Word document. */
export const PLAIN_ZIP = Buffer.from(
  '504b0304140000000000000000000000000000000000000000000500000068656c6c6f504b01021400140000000000000000000000000000000000000000050000000000000000000000000000000068656c6c6f504b050600000000010001003300000023000000000000',
  'hex',
);

export interface Attack {
  name: string;
  file: TestFile;
}

/** Content that is not what its name and type claim: each must be refused with 415. */
export async function wrongContent(kind: 'image' | 'video' | 'document' | 'docx'): Promise<Attack[]> {
  const claimed = {
    image: ['foto.png', 'image/png'],
    video: ['lezione.mp4', 'video/mp4'],
    document: ['documento.pdf', 'application/pdf'],
    docx: ['articolo.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  }[kind] as [string, string];
  const attacks: Attack[] = [
    { name: 'an HTML page', file: file(...claimed, HTML_PAGE) },
    { name: 'an SVG with script', file: file(...claimed, SVG_WITH_SCRIPT) },
    { name: 'a Windows program', file: file(...claimed, WINDOWS_EXE) },
    { name: 'a GIF header followed by script', file: file(...claimed, Buffer.from(`GIF89a${SCRIPT}`)) },
    {
      name: 'a PNG signature followed by PHP',
      file: file(...claimed, Buffer.from(`\x89PNG\r\n\x1a\n${PHP}`, 'latin1')),
    },
  ];
  if (kind === 'image') attacks.push({ name: 'a PDF', file: file(...claimed, PDF_WITH_JAVASCRIPT) });
  if (kind === 'docx') {
    attacks.push({ name: 'a ZIP that is not a Word document', file: file(...claimed, PLAIN_ZIP) });
    attacks.push({ name: 'a picture', file: file(...claimed, await realPng()) });
  }
  if (kind === 'video') attacks.push({ name: 'a picture', file: file(...claimed, await realPng()) });
  return attacks;
}

/** Real pictures carrying a payload: accepted, and stored re-encoded without it. */
export async function polyglotImages(): Promise<Attack[]> {
  return [
    {
      name: 'a valid GIF with an HTML page appended',
      file: file('foto.gif', 'image/gif', Buffer.concat([await realGif(), HTML_PAGE])),
    },
    {
      name: 'a valid PNG with script appended',
      file: file('foto.png', 'image/png', Buffer.concat([await realPng(), Buffer.from(SCRIPT)])),
    },
    {
      name: 'a JPEG with PHP and HTML in a comment',
      file: file('foto.jpg', 'image/jpeg', await jpegWithPayloadComment()),
    },
  ];
}

/** File names that try to escape the upload folder or to name a runnable file. */
export const HOSTILE_NAMES = [
  '../../etc/passwd',
  '..\\..\\x.png',
  '/etc/passwd',
  'C:\\Windows\\System32\\x.png',
  'a\u0000.png',
  '....//....//x.png',
  '%2e%2e%2f%2e%2e%2fx.png',
  'index.html',
  'foto.png.php',
  `${'a'.repeat(300)}.png`,
];

/** A file of `bytes` bytes that starts like a real one of its kind: only its size is wrong. */
export function oversized(kind: 'image' | 'video' | 'document' | 'docx', bytes: number): TestFile {
  const head = {
    image: Buffer.from('89504e470d0a1a0a', 'hex'),
    video: Buffer.from('000000206674797069736f6d', 'hex'),
    document: Buffer.from('%PDF-1.4\n'),
    docx: Buffer.from('504b0304', 'hex'),
  }[kind];
  const body = Buffer.alloc(bytes);
  head.copy(body);
  return {
    filename: `grande.${kind === 'image' ? 'png' : kind === 'video' ? 'mp4' : kind === 'docx' ? 'docx' : 'pdf'}`,
    type: '',
    bytes: body,
  };
}
