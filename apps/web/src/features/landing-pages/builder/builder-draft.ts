import { z } from 'zod';
import type { BuilderState } from './builder-state';

/** Where "Pubblica" keeps the new page's draft (administration spec: saving also stores a draft). */
export const DRAFT_STORAGE_KEY = 'landing-builder-draft';

const text = z.string().max(20_000);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(200);

/** What a stored draft must look like to be restored; anything else is ignored, never a crash. */
const StoredDraft = z.object({
  savedAt: z.string(),
  state: z.object({
    slug: text,
    mode: z.enum(['url', 'file']),
    heroTitle: text,
    heroSubtitle: text,
    heroCtaText: text,
    heroCtaUrl: text.default(''),
    heroBgColor: text,
    heroTextColor: text,
    heroButtonColor: text,
    heroButtonTextColor: text,
    logoUrl: text,
    heroBgImageUrl: text,
    heroVideoUrl: text,
    showSocialIcons: z.boolean(),
    socialIcons: list(z.object({ icon: text, url: text })),
    reasons: list(z.object({ icon: text, title: text, text: text })),
    modules: list(z.object({ moduleTitle: text, bullets: list(text) })),
    faqs: list(z.object({ question: text, answer: text })),
    photos: list(text),
    videos: list(text),
  }),
});

export interface Draft {
  savedAt: string;
  state: BuilderState;
}

/** Keeps the builder's texts and addresses; chosen files cannot be stored and are not. */
export function saveDraft(state: BuilderState, now = new Date()): boolean {
  try {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ savedAt: now.toISOString(), state }));
    return true;
  } catch {
    // Storage full or disabled: publishing goes on without the draft.
    return false;
  }
}

export function loadDraft(): Draft | null {
  try {
    const stored = localStorage.getItem(DRAFT_STORAGE_KEY);
    if (!stored) return null;
    const parsed = StoredDraft.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
