import { createHmac, timingSafeEqual } from 'node:crypto';
import { LESSON_STREAM_MINUTES } from '@cammini/contract';
import type { Database } from '../../db/client.js';
import { addMinutes } from '../../lib/clock.js';
import { loadSigningKey } from './signing-keys.repository.js';

export type TokenCheck = { ok: true; userId: number } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * A <video> element cannot send a bearer header, so a buyer gets a short-lived signed address for
 * one video: `?token=<userId>.<expiry>.<hmac>`, HMAC-SHA256 over the video's subject (`lesson:12`,
 * `course-video:3:1`), the user and the expiry, with a key kept in the database. It opens that
 * video only, for LESSON_STREAM_MINUTES; the player asks for a new one when it expires. No
 * database write per view, and nothing for a stranger to reuse.
 */
export class StreamTokens {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Database) {}

  private secret(): Promise<Buffer> {
    this.key ??= loadSigningKey(this.db, 'lesson-stream').catch((error) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async sign(subject: string, userId: number, expires: number): Promise<Buffer> {
    return createHmac('sha256', await this.secret())
      .update(`${subject}:${userId}:${expires}`)
      .digest();
  }

  async issue(subject: string, userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = addMinutes(now, LESSON_STREAM_MINUTES);
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const signature = (await this.sign(subject, userId, expires)).toString('base64url');
    return { token: `${userId}.${expires}.${signature}`, expiresAt: new Date(expires * 1000) };
  }

  async check(subject: string, token: string, now: Date): Promise<TokenCheck> {
    const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
    if (!match) return { ok: false, reason: 'invalid' };
    const userId = Number(match[1]);
    const expires = Number(match[2]);
    const given = Buffer.from(match[3] ?? '', 'base64url');
    const expected = await this.sign(subject, userId, expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, userId };
  }
}

export const lessonSubject = (lessonId: number) => `lesson:${lessonId}`;
export const courseVideoSubject = (courseId: number, position: number) => `course-video:${courseId}:${position}`;
