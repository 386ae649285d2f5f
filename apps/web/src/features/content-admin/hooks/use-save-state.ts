import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { PrivateTokenError } from '../api/private-token';

/** What a save ended with, shown above the form's button; a success may link to where the item shows. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
  link?: { to: string; label: string };
}

/** How long a success message shows before an edit form leads to the public page. */
export const AFTER_SAVE_DELAY_MS = 1500;

interface FailureTexts {
  /** The screen's own failure text (the specification's). */
  failed: string;
  /** When the server could not be reached, if the screen has its own text for it. */
  network?: string;
  /** Show the server's message for a refusal the fields do not explain. */
  serverMessage?: boolean;
}

/** Codes whose message the form already shows on its fields. */
const SHOWN_ON_FIELDS = new Set(['VALIDATION', 'TITLE_TAKEN']);

/** The state of one form's save: upload progress, the outcome, and leaving the page after a success. */
export function useSaveState() {
  const { t } = useTranslation('admin-content');
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const failureText = useCallback(
    (error: unknown, texts: FailureTexts) => {
      if (error instanceof PrivateTokenError) return t('errors.privateToken');
      if (!(error instanceof ApiError)) return texts.failed;
      if (error.status === 0) return texts.network ?? texts.failed;
      if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return t('errors.imageType');
      if (error.code === 'PAYLOAD_TOO_LARGE') return t('errors.tooLarge');
      if (error.status === 401 || error.status === 403) return t('errors.session');
      const explainedByServer = error.status >= 400 && error.status < 500 && !SHOWN_ON_FIELDS.has(error.code);
      return texts.serverMessage && explainedByServer && error.message ? error.message : texts.failed;
    },
    [t],
  );

  return {
    progress,
    outcome,
    onProgress: setProgress,
    begin: () => {
      setOutcome(null);
      setProgress(null);
    },
    succeed: (text: string, link?: Outcome['link']) => {
      setProgress(null);
      setOutcome({ tone: 'success', text, link });
    },
    fail: (error: unknown, texts: FailureTexts) => {
      setProgress(null);
      setOutcome({ tone: 'error', text: failureText(error, texts) });
    },
    /** After the success message has been seen. */
    leaveFor: (path: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(path), AFTER_SAVE_DELAY_MS);
    },
  };
}
