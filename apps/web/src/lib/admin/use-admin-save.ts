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

/**
 * The one state of an admin save: the upload progress (0..1 while the body goes up, null
 * otherwise), the outcome shown beside the button, and leaving the page once a success was seen.
 * Why a save failed is read by adminFailureOf; each screen words it.
 */
export function useAdminSave(initialOutcome: AdminOutcome | null = null) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<AdminOutcome | null>(initialOutcome);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const begin = useCallback(() => {
    setOutcome(null);
    setProgress(null);
  }, []);
  const succeed = useCallback((text: string, link?: AdminOutcome['link']) => {
    setProgress(null);
    setOutcome({ tone: 'success', text, link });
  }, []);
  const fail = useCallback((text: string) => {
    setProgress(null);
    setOutcome({ tone: 'error', text });
  }, []);
  const leaveFor = useCallback(
    (path: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(path), AFTER_SAVE_DELAY_MS);
    },
    [navigate],
  );

  return useMemo(
    () => ({ progress, outcome, onProgress: setProgress, begin, succeed, fail, leaveFor }),
    [progress, outcome, begin, succeed, fail, leaveFor],
  );
}
