import { type PublicSettings, SiteSettings } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { CacheTag } from '../../lib/cache-tags.js';
import { isPlaceholderAddress } from '../../lib/placeholder-address.js';
import { selectSettingsValues, upsertSettingsValues } from './settings.repository.js';

/**
 * The one owner of the business's details: mails, receipts, JSON-LD and GET /api/settings read them
 * here. Until the admin saves the form only the site's name is known, and notices go to the server's
 * CONTACT_EMAIL.
 */
export const DEFAULT_SETTINGS: SiteSettings = SiteSettings.parse({ businessName: 'Cammini di Crescita' });

/**
 * Read often (every e-mail, every page's JSON-LD) and changed rarely: kept in process for a short while.
 * A save here drops it at once; another instance sees the change within this time.
 */
const FRESH_FOR_MS = 30_000;
const cached = new WeakMap<object, { settings: SiteSettings; at: number }>();

/** Stored values that no longer pass the schema (an older shape) fall back to the defaults, field by field. */
function readStored(values: unknown): SiteSettings {
  if (!values || typeof values !== 'object') return DEFAULT_SETTINGS;
  const parsed = SiteSettings.safeParse({ ...DEFAULT_SETTINGS, ...values });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

type SettingsReader = Pick<AppContext, 'db' | 'config'>;

/**
 * The settings; `db` is the caller's open transaction, if any: the embedded database has one
 * connection, so a read beside an open transaction would wait for it forever.
 */
export async function getSettings(ctx: Pick<AppContext, 'db'>, db: Executor = ctx.db): Promise<SiteSettings> {
  const now = Date.now();
  const hit = cached.get(ctx.db);
  if (hit && now - hit.at < FRESH_FOR_MS) return hit.settings;
  const settings = readStored(await selectSettingsValues(db));
  cached.set(ctx.db, { settings, at: now });
  return settings;
}

/** What every visitor may read: all but the address that receives notices. */
export async function getPublicSettings(ctx: Pick<AppContext, 'db'>): Promise<PublicSettings> {
  const { noticeEmail: _private, ...publicPart } = await getSettings(ctx);
  return publicPart;
}

/** Where the site's notices to the owner go: the setting when saved, else the server's CONTACT_EMAIL. */
export async function getNoticeAddress(ctx: SettingsReader, db: Executor = ctx.db): Promise<string> {
  return (await getSettings(ctx, db)).noticeEmail ?? ctx.config.CONTACT_EMAIL;
}

/**
 * The server's CONTACT_EMAIL as the owner and customers may read it: null while it is a developer's
 * placeholder (the default `info@localhost.test`), which reaches no one.
 */
export function shownServerContactAddress(ctx: Pick<AppContext, 'config'>): string | null {
  return isPlaceholderAddress(ctx.config.CONTACT_EMAIL) ? null : ctx.config.CONTACT_EMAIL;
}

/** The address customers are told to write to: the public e-mail, else where notices go; null when none is real. */
export async function getCustomerContactAddress(ctx: SettingsReader, db: Executor = ctx.db): Promise<string | null> {
  const settings = await getSettings(ctx, db);
  return settings.email ?? settings.noticeEmail ?? shownServerContactAddress(ctx);
}

/** PUT /api/settings: the whole form replaces the stored values; public pages showing them are renewed. */
export async function saveSettings(ctx: AppContext, settings: SiteSettings): Promise<SiteSettings> {
  await upsertSettingsValues(ctx.db, settings, ctx.clock.now());
  cached.set(ctx.db, { settings, at: Date.now() });
  ctx.publicCache.invalidate(CacheTag.settings);
  return settings;
}
