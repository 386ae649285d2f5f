import { ErrorCode } from '@cammini/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminFailureOf } from '../../../lib/admin/admin-failure';

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
      const failure = adminFailureOf(error);
      switch (failure.kind) {
        case 'token':
          return t('errors.privateToken');
        case 'network':
          return texts.network ?? texts.failed;
        case 'fileRefused':
          return failure.code === ErrorCode.UNSUPPORTED_MEDIA_TYPE ? t('errors.imageType') : t('errors.tooLarge');
        case 'session':
          return t('errors.session');
        // The fields already show what was wrong.
        case 'titleTaken':
        case 'invalid':
        case 'failed':
          return texts.failed;
        default:
          return texts.serverMessage && failure.message ? failure.message : texts.failed;
      }
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
