import { ErrorCode } from '@cammini/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmPassword } from '../../lib/admin/confirm-password';
import type { PrivateTokenAnswer } from '../../lib/api-client';
import { LOST_SESSION_KEY } from '../../lib/forms/lost-access';
import { problemOf } from '../../lib/forms/problem-of';
import { Alert } from '../ui/alert';
import { Field } from '../ui/field';
import { PasswordInput } from '../ui/password-input';
import './password-confirmation-dialog.css';

export interface PasswordConfirmationDialogProps {
  /** The private token the confirmation answered, or null when the admin gave up. */
  onDone: (answer: PrivateTokenAnswer | null) => void;
  /**
   * What had focus last before the dialog, when focus is no longer on it (a save button disabled while
   * its save waits loses focus): where focus goes back to.
   */
  lastFocused?: HTMLElement | null;
}

/** What the server's refusal means to the admin typing the password. */
function failureKey(failure: unknown): string {
  const error = problemOf(failure);
  if (!error) return 'confirmPassword.errors.failed';
  if (error.code === ErrorCode.WRONG_PASSWORD) return 'confirmPassword.errors.wrong';
  if (error.code === ErrorCode.RATE_LIMITED) return 'confirmPassword.errors.rateLimited';
  if (error.status === 0) return 'confirmPassword.errors.network';
  if (error.status === 401 || error.status === 403) return LOST_SESSION_KEY;
  return 'confirmPassword.errors.failed';
}

/**
 * Tab from the last control goes to the first, and Shift+Tab from the first to the last: a modal dialog
 * already keeps focus off the page behind, and this keeps it off the browser's own bar as well.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button:not([disabled])')];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Focus goes back to what had it before the dialog. A save button is still disabled while the call the
 * dialog held comes to its end: it gets focus once enabled, unless the person has moved on meanwhile.
 */
function returnFocusTo(opener: HTMLElement | null) {
  if (!opener?.isConnected) return;
  if (!opener.matches(':disabled')) {
    opener.focus();
    return;
  }
  const watcher = new MutationObserver(() => {
    if (!opener.isConnected) watcher.disconnect();
    else if (!opener.matches(':disabled')) {
      watcher.disconnect();
      if (document.activeElement === null || document.activeElement === document.body) opener.focus();
    }
  });
  watcher.observe(opener, { attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => watcher.disconnect(), 10_000);
}

/**
 * Asks an admin for the password before another private token. A native modal dialog: the page behind
 * it is inert and focus goes round inside it, it is named by its title and described by why it asks, Escape or
 * Cancel give up, a refusal is announced, and focus goes back where it was. The screen behind it, a form
 * being edited included, is left untouched: the call that needed the token is only waiting.
 *
 * Hand-written state rather than react-hook-form: one password box, which only the server can judge; an
 * empty one is the only thing refused here.
 */
export function PasswordConfirmationDialog({ onDone, lastFocused = null }: PasswordConfirmationDialogProps) {
  const { t } = useTranslation('admin');
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const introId = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const done = useRef(false);
  const sending = useRef<AbortController | null>(null);

  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
    return () => {
      sending.current?.abort();
      if (element?.open) element.close();
      returnFocusTo(opener);
    };
  }, [lastFocused]);

  const finish = (answer: PrivateTokenAnswer | null) => {
    if (done.current) return;
    done.current = true;
    onDone(answer);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!password) {
      setMissing(true);
      setFailure(null);
      input.current?.focus();
      return;
    }
    setMissing(false);
    setFailure(null);
    setPending(true);
    const controller = new AbortController();
    sending.current = controller;
    try {
      finish(await confirmPassword({ password }, controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      setPending(false);
      setPassword('');
      setFailure(t(failureKey(error)));
      input.current?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="modal-dialog password-confirmation"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Escape: the dialog goes with the component, once the waiting call has been told.
        event.preventDefault();
        finish(null);
      }}
    >
      <form
        className="modal-dialog__body password-confirmation__form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={pending}
      >
        <h2 id={titleId}>{t('confirmPassword.title')}</h2>
        <p id={introId} className="password-confirmation__intro">
          {t('confirmPassword.intro')}
        </p>
        <Field label={t('confirmPassword.password')} error={missing ? t('confirmPassword.required') : undefined}>
          {(props) => (
            <PasswordInput
              {...props}
              ref={input}
              aria-invalid={props['aria-invalid'] || failure !== null}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
            />
          )}
        </Field>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="password-confirmation__actions">
          <button type="button" className="button button-secondary" onClick={() => finish(null)}>
            {t('confirmPassword.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={pending}>
            {pending ? t('confirmPassword.confirming') : t('confirmPassword.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
