import { type ComponentType, useEffect, useRef, useState } from 'react';
import { type PrivateTokenAnswer, setPasswordConfirmer } from '../../lib/api-client';
import i18n from '../../lib/i18n';
import { sessionStore } from '../../lib/session/session-store';
import type { PasswordConfirmationDialogProps } from './password-confirmation-dialog';

interface Question {
  Dialog: ComponentType<PasswordConfirmationDialogProps>;
  answer: (token: PrivateTokenAnswer | null) => void;
  /** What had focus last when the question came (the save button, often disabled by then). */
  lastFocused: HTMLElement | null;
}

/** The dialog's code and texts, fetched the first time the server asks: most visits never need them. */
async function loadDialog(): Promise<Question['Dialog']> {
  const [module] = await Promise.all([
    import('./password-confirmation-dialog'),
    i18n.loadNamespaces(['admin', 'accounts']),
  ]);
  return module.PasswordConfirmationDialog;
}

/**
 * Answers the API client's question for a password (setPasswordConfirmer): when the server wants the
 * admin's password again before another private token, the dialog opens over whatever screen is showing,
 * and the admin call waiting on it goes on with the confirmed token, or fails as without a token when
 * the admin cancels. Mounted once, in the site's layout: admin actions live on public pages too.
 */
export function PasswordConfirmationHost() {
  const [question, setQuestion] = useState<Question | null>(null);
  const lastFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // Where focus goes back after the dialog, even when the control that had it was disabled meanwhile.
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('dialog')) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    let open: Question | null = null;
    setPasswordConfirmer(async () => {
      let Dialog: Question['Dialog'];
      try {
        Dialog = await loadDialog();
      } catch {
        // The dialog could not be fetched (offline): the call fails as it would without a token.
        return null;
      }
      return new Promise<PrivateTokenAnswer | null>((resolve) => {
        const asked: Question = {
          Dialog,
          lastFocused: lastFocused.current,
          answer: (token) => {
            if (open !== asked) return;
            open = null;
            setQuestion(null);
            resolve(token);
          },
        };
        open = asked;
        setQuestion(asked);
      });
    });
    // Logged out meanwhile (here or in another tab): there is nothing left to confirm.
    const unsubscribe = sessionStore.subscribe(() => open?.answer(null));
    return () => {
      unsubscribe();
      setPasswordConfirmer(null);
      open?.answer(null);
    };
  }, []);

  if (!question) return null;
  const { Dialog, answer } = question;
  return <Dialog onDone={answer} lastFocused={question.lastFocused} />;
}
