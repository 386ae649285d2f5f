import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { NoticeChannel } from '../db/notice-channel.js';
import { type CacheTag, isCacheTag, type PublicCacheInvalidation } from './cache-tags.js';
import type { PublicCache } from './public-cache.js';

/**
 * Public-cache invalidation that reaches every instance: a write drops its tags here at once and tells
 * the others through the channel; a notice drops them in each instance's cache. A notice names its
 * sender, and the sender does not act on its own again: by the time it comes back, pages drawn after
 * the write (from the new rows) would be dropped for nothing. After a gap in listening an instance drops
 * its whole cache, since it cannot know what it missed.
 */
export class SharedCacheInvalidation implements PublicCacheInvalidation {
  private readonly sender = randomUUID();

  constructor(
    private readonly cache: PublicCache,
    private readonly channel: NoticeChannel,
    private readonly log: FastifyBaseLogger,
  ) {
    channel.subscribe(
      (payload) => {
        // "sender:tag,tag"; a notice without a sender (from an instance not yet upgraded) is someone else's.
        const at = payload.indexOf(':');
        if (at >= 0 && payload.slice(0, at) === this.sender) return;
        const tags = payload
          .slice(at + 1)
          .split(',')
          .filter(isCacheTag);
        this.cache.invalidate(...tags);
      },
      () => {
        log.warn('public cache cleared: the invalidation channel was interrupted');
        this.cache.clear();
      },
    );
  }

  invalidate(...tags: CacheTag[]): void {
    if (tags.length === 0) return;
    this.cache.invalidate(...tags);
    // The other instances drop theirs when the notice arrives; until then the cache's age bounds them.
    const sending = this.channel
      .publish(`${this.sender}:${tags.join(',')}`)
      .catch((error: unknown) => {
        this.log.warn({ err: error, tags }, 'cache invalidation not sent to the other instances');
      })
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  /**
   * Resolves once every notice sent so far has left. A write's answer waits for it (app.ts), so the
   * writer's next read, which may reach another instance, does not overtake the notice.
   */
  async sent(): Promise<void> {
    await Promise.all(this.sending);
  }

  private readonly sending = new Set<Promise<void>>();
}
