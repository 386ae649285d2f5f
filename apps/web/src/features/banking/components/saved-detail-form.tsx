import { ErrorCode, PASSWORD_MAX_LENGTH } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field, FieldError } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { isProblem } from '../../../lib/forms/problem-of';
import { useApiErrorText } from '../../../lib/forms/use-api-error-text';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { AS_SENT, useFieldText } from '../../../lib/forms/use-field-text';
import { useServerFieldError } from '../../../lib/forms/use-server-field-error';
import { type SavedDetailChange, type SavedDetailValues, savedDetailForm } from '../forms/saved-detail-form';

interface SavedDetailFormProps {
  /** Prefix of this detail's texts in the accounts catalogue, e.g. `userArea.banking.iban`. */
  textKey: string;
  /** The field's name in the request body, for the server's 400 messages. */
  serverField: string;
  saved: string | null;
  isValid: (value: string) => boolean;
  /** How a saved value is shown (the IBAN in groups of four). */
  format: (value: string) => string;
  save: UseMutationResult<unknown, Error, SavedDetailChange>;
  /** Why the saved value can no longer be changed here (verified documents); undefined while it can. */
  lockedReason?: string;
  /** What changing a saved value sets off (the IBAN's withdrawal hold), said before it is sent. */
  changeNote?: string;
}

const wrongPassword = (error: unknown) => isProblem(error, ErrorCode.WRONG_PASSWORD);

/**
 * A banking detail the customer enters once and may change: checked in the browser before it is
 * sent with the account's password, shown formatted once saved, with a button that opens the form
 * again (unless it is locked).
 */
export function SavedDetailForm({
  textKey,
  serverField,
  saved,
  isValid,
  format,
  save,
  lockedReason,
  changeNote,
}: SavedDetailFormProps) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const inputId = useId();
  const fieldText = useFieldText('accounts');
  const serverFieldError = useServerFieldError();
  const apiErrorText = useApiErrorText();
  const [editing, setEditing] = useState(!saved);
  const [justSaved, setJustSaved] = useState(false);
  // Where the focus goes when the form opens or closes, so a keyboard user is never left on nothing.
  const focusNext = useRef<'field' | 'change' | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const schema = useMemo(() => savedDetailForm(isValid, `${textKey}.invalid`), [isValid, textKey]);
  const { form, invalid, submitChecked } = useCheckedForm<SavedDetailValues>({
    resolver: zodResolver(schema),
    defaultValues: { value: '', currentPassword: '' },
  });
  const {
    register,
    setError,
    reset,
    setFocus,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (focusNext.current === 'field' && editing) setFocus('value');
    if (focusNext.current === 'change' && !editing) changeButton.current?.focus();
    focusNext.current = null;
  }, [editing, setFocus]);

  const startEditing = () => {
    save.reset();
    setJustSaved(false);
    reset({ value: saved ? format(saved) : '', currentPassword: '' });
    // A form opened again starts without the errors of the last try.
    invalid.clear();
    focusNext.current = 'field';
    setEditing(true);
  };

  const stopEditing = () => {
    focusNext.current = 'change';
    setEditing(false);
  };

  const onSubmit = submitChecked((values) => {
    setJustSaved(false);
    save.mutate(values, {
      onSuccess: () => {
        stopEditing();
        setJustSaved(true);
      },
      onError: (error) => {
        if (wrongPassword(error)) {
          // The value passed the checks: the password, the one field shown wrong, takes the focus to be typed again.
          setError('currentPassword', { type: 'server', message: 'changePassword.errors.wrongPassword' });
          invalid.report();
          return;
        }
        const message = serverFieldError(error, serverField, `${textKey}.invalid`);
        if (message) {
          setError('value', { type: 'server', message });
          invalid.report();
        }
      },
    });
  });

  const refusedField = save.error && serverFieldError(save.error, serverField, `${textKey}.invalid`);
  const failure =
    save.error &&
    !refusedField &&
    !wrongPassword(save.error) &&
    apiErrorText(save.error, {
      byCode: { IDENTITY_LOCKED: 'userArea.banking.identityLocked' },
      fallback: `${textKey}.saveError`,
    });

  const title = t(`${textKey}.title`);
  const fieldError = fieldText(errors.value, AS_SENT);
  const describedBy = [`${inputId}-hint`, fieldError ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return (
    <section className="profile-box saved-detail" aria-labelledby={titleId}>
      {!editing && saved ? (
        <>
          <h4 id={titleId}>{title}</h4>
          <div className="saved-detail__row">
            <p className="saved-detail__value">
              <span className="visually-hidden">{t(`${textKey}.savedLabel`)}: </span>
              {format(saved)}
            </p>
            {!lockedReason && (
              <button ref={changeButton} type="button" className="button button-secondary" onClick={startEditing}>
                <Pencil aria-hidden="true" size={16} />
                {t(`${textKey}.change`)}
              </button>
            )}
          </div>
          {lockedReason && <p className="field-hint locked-note">{lockedReason}</p>}
          {justSaved && <Alert tone="success">{t(`${textKey}.saved`)}</Alert>}
        </>
      ) : (
        <CheckedForm invalid={invalid} className="form" onSubmit={onSubmit} aria-busy={save.isPending}>
          {/* The box's heading is the field's label: one title, not the same word twice. */}
          <div className="field" data-invalid={Boolean(fieldError)}>
            <h4 id={titleId}>
              <label htmlFor={inputId}>{title}</label>
            </h4>
            <input
              {...register('value')}
              id={inputId}
              className="saved-detail__input"
              aria-invalid={Boolean(fieldError)}
              aria-describedby={describedBy}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
            />
            <span id={`${inputId}-hint`} className="field-hint">
              {t(`${textKey}.hint`)}
            </span>
            <FieldError id={inputId} error={fieldError} />
          </div>
          <Field
            label={t('fields.currentPassword')}
            hint={t('userArea.banking.passwordHint')}
            error={fieldText(errors.currentPassword, AS_SENT)}
          >
            {(props) => (
              <PasswordInput
                {...props}
                {...register('currentPassword')}
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
              />
            )}
          </Field>
          {saved && changeNote && <p className="field-hint locked-note">{changeNote}</p>}
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="account-actions">
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {save.isPending ? t('userArea.banking.saving') : t(`${textKey}.save`)}
            </button>
            {saved && (
              <button type="button" className="button button-secondary" onClick={stopEditing}>
                {t('userArea.banking.cancel')}
              </button>
            )}
          </div>
        </CheckedForm>
      )}
    </section>
  );
}
