import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random opaque token for a URL or a bearer header; only its hash is ever stored. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short code people can read aloud: no 0/O or 1/I confusion. */
export function createReadableCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
