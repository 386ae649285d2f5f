import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { siteSettings } from '../../db/schema/settings.js';

/** The stored values as they were saved; the service parses them with the contract's schema. */
export async function selectSettingsValues(db: Executor): Promise<unknown> {
  const [row] = await db.select({ values: siteSettings.values }).from(siteSettings).where(eq(siteSettings.id, 1));
  return row?.values;
}

export async function upsertSettingsValues(db: Executor, values: unknown, now: Date): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, values, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.id, set: { values, updatedAt: now } });
}
