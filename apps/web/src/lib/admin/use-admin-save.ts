import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** What a save came to, shown beside the form's button; a success may link to where the item shows. */
export interface AdminOutcome {
  tone: 'success' | 'error';
  text: string;
  link?: { to: string; label: string };
}

/** How long a success message shows before an edit form leads on to the page it changed. */
export const AFTER_SAVE_DELAY_MS = 1500;

/** A success to show, with where the saved item can be seen. */
export const saved = (text: string, link?: AdminOutcome['link']): AdminOutcome => ({ tone: 'success', text, link });
/** A failure to show, worded by the screen (from adminFailureOf, or its own checks). */
export const failed = (text: string): AdminOutcome => ({ tone: 'error', text });

/**
 * The one state of an admin save: the upload progress (0..1 while the body goes up, null
 * otherwise), the outcome shown beside the button, and leaving the page once a success was seen.
 * Forms show an AdminOutcome; the landing-page builder its own richer outcome.
 */
export function useAdminSave<TOutcome = AdminOutcome>(initialOutcome: TOutcome | null = null) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<TOutcome | null>(initialOutcome);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** A new try: the last outcome and progress go. */
  const begin = useCallback(() => {
    setOutcome(null);
    setProgress(null);
  }, []);
  /** The try ended: its outcome shows and the progress goes. */
  const settle = useCallback((next: TOutcome | null) => {
    setProgress(null);
    setOutcome(next);
  }, []);
  const leaveFor = useCallback(
    (path: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(path), AFTER_SAVE_DELAY_MS);
    },
    [navigate],
  );

  return useMemo(
    () => ({ progress, outcome, onProgress: setProgress, begin, settle, leaveFor }),
    [progress, outcome, begin, settle, leaveFor],
  );
}
