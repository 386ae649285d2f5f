import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { clearDraft, DRAFT_STORAGE_KEY, loadDraft, saveDraft } from './builder-draft';
import { defaultBuilderState } from './builder-state';

const state = {
  ...defaultBuilderState(i18n.getFixedT('it', 'admin-landing')),
  slug: 'open-day',
  mode: 'file' as const,
};

describe('the builder draft', () => {
  it('is kept in local storage and restored as it was saved', () => {
    expect(saveDraft(state, new Date('2026-03-01T10:00:00Z'))).toBe(true);
    expect(loadDraft()).toEqual({ savedAt: '2026-03-01T10:00:00.000Z', state });
  });

  it('is gone after starting over', () => {
    saveDraft(state);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('ignores what is stored under its key but is not a draft', () => {
    for (const stored of [
      'not json',
      '{"savedAt":"x"}',
      JSON.stringify({ savedAt: 'x', state: { ...state, reasons: 'no' } }),
    ]) {
      localStorage.setItem(DRAFT_STORAGE_KEY, stored);
      expect(loadDraft(), stored).toBeNull();
    }
  });
});
