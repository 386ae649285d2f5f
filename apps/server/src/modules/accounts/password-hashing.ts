import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default) at OWASP's baseline: 19 MiB, 2 iterations, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when no account matches keeps a login's timing the same either way. */
export const dummyPasswordHash = await hashPassword('timing-equaliser-not-a-password');
