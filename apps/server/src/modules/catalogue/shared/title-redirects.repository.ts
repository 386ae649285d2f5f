import { titleKey } from '@cammini/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { titleRedirects } from '../../../db/schema/catalogue.js';

export type RedirectKind = (typeof titleRedirects.$inferInsert)['kind'];

/**
 * Call in the transaction that renames an item: links to the old title keep finding it, and a
 * redirect that pointed the new title elsewhere is dropped (a real title always wins).
 */
export async function recordRename(
  db: Executor,
  kind: RedirectKind,
  change: { itemId: number; oldTitle: string; newTitle: string },
): Promise<void> {
  const oldKey = titleKey(change.oldTitle);
  const newKey = titleKey(change.newTitle);
  await db.delete(titleRedirects).where(and(eq(titleRedirects.kind, kind), eq(titleRedirects.oldTitleKey, newKey)));
  if (oldKey === newKey) return;
  await db
    .insert(titleRedirects)
    .values({ kind, oldTitleKey: oldKey, itemId: change.itemId })
    .onConflictDoUpdate({
      target: [titleRedirects.kind, titleRedirects.oldTitleKey],
      set: { itemId: change.itemId, createdAt: new Date() },
    });
}

/** Call when a new item takes a title: an old redirect under that title stops applying. */
export async function releaseTitle(db: Executor, kind: RedirectKind, title: string): Promise<void> {
  await db
    .delete(titleRedirects)
    .where(and(eq(titleRedirects.kind, kind), eq(titleRedirects.oldTitleKey, titleKey(title))));
}

/** The id of the item that once had this title, or null. */
export async function findRenamedItemId(db: Executor, kind: RedirectKind, rawTitle: string): Promise<number | null> {
  const [row] = await db
    .select({ itemId: titleRedirects.itemId })
    .from(titleRedirects)
    .where(and(eq(titleRedirects.kind, kind), eq(titleRedirects.oldTitleKey, titleKey(rawTitle))))
    .limit(1);
  return row?.itemId ?? null;
}

/** Call when an item is deleted. */
export async function forgetRedirects(db: Executor, kind: RedirectKind, itemId: number): Promise<void> {
  await db.delete(titleRedirects).where(and(eq(titleRedirects.kind, kind), eq(titleRedirects.itemId, itemId)));
}

/** The calls above for one kind of item, bound once by the service that owns that kind. */
export const titleRedirectsOf = (kind: RedirectKind) => ({
  recordRename: (db: Executor, change: { itemId: number; oldTitle: string; newTitle: string }) =>
    recordRename(db, kind, change),
  releaseTitle: (db: Executor, title: string) => releaseTitle(db, kind, title),
  findRenamedItemId: (db: Executor, rawTitle: string) => findRenamedItemId(db, kind, rawTitle),
  forgetRedirects: (db: Executor, itemId: number) => forgetRedirects(db, kind, itemId),
});
