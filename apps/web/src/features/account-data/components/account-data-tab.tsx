import { ErrorCode } from '@cammini/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { problemOf } from '../../../lib/forms/problem-of';
import { accountKeys } from '../../../lib/query-keys';
import { sessionStore } from '../../../lib/session/session-store';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadAccountData } from '../api/export-account-data';
import '../../../styles/account-data.css';

/** The refusals the server explains with a code; anything else gets the generic text. */
const deletionErrors: Partial<Record<string, string>> = {
  [ErrorCode.WRONG_PASSWORD]: 'userArea.data.delete.errors.wrongPassword',
  [ErrorCode.BALANCE_NOT_WITHDRAWN]: 'userArea.data.delete.errors.balance',
  [ErrorCode.WITHDRAWAL_OPEN]: 'userArea.data.delete.errors.withdrawal',
  [ErrorCode.RATE_LIMITED]: 'userArea.data.delete.errors.tooMany',
};

function errorKey(failure: unknown, fallback: string): string {
  const error = problemOf(failure);
  if (!error) return fallback;
  if (error.status === 0) return 'userArea.data.network';
  return deletionErrors[error.code] ?? fallback;
}

/**
 * "Your data": a copy of everything the site holds about the customer, and the erasure of the account.
 *
 * Hand-written state rather than react-hook-form: the erasure asks for one password box, which only the
 * server can judge.
 */
export function AccountDataTab() {
  const { t } = useTranslation('accounts');
  const download = useDownloadAccountData();
  const erase = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const onDelete = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (!window.confirm(t('userArea.data.delete.confirm'))) return;
    erase.mutate(
      { currentPassword: password },
      {
        onSuccess: async () => {
          // Home first, with the notice; then the browser forgets the session the server already ended.
          await navigate('/', { replace: true, state: { accountDeleted: true } });
          // The notice sits at the top of the home; the delete button was far down this page.
          window.scrollTo(0, 0);
          sessionStore.logout({ byUser: true });
          queryClient.removeQueries({ queryKey: accountKeys.all });
        },
      },
    );
  };

  return (
    <div className="account-data-tab">
      <h2>{t('userArea.data.title')}</h2>
      <p className="lead">{t('userArea.data.lead')}</p>

      <section className="account-data-section" aria-labelledby="account-data-export">
        <h3 id="account-data-export">{t('userArea.data.export.title')}</h3>
        <p className="account-data-section__intro">{t('userArea.data.export.intro')}</p>
        {download.isError && <Alert tone="error">{t(errorKey(download.error, 'userArea.data.export.error'))}</Alert>}
        <div>
          <button
            type="button"
            className="button button-secondary"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            <Download aria-hidden="true" size={18} />
            {download.isPending ? t('userArea.data.export.preparing') : t('userArea.data.export.button')}
          </button>
        </div>
      </section>

      <section className="account-data-section" aria-labelledby="account-data-delete">
        <h3 id="account-data-delete">{t('userArea.data.delete.title')}</h3>
        <p className="account-data-section__intro">{t('userArea.data.delete.intro')}</p>
        <div className="account-data-columns">
          <div>
            <h4>{t('userArea.data.delete.erasedTitle')}</h4>
            <ul>
              {(t('userArea.data.delete.erased', { returnObjects: true }) as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4>{t('userArea.data.delete.keptTitle')}</h4>
            <ul>
              {(t('userArea.data.delete.kept', { returnObjects: true }) as string[]).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="account-data-section__intro">{t('userArea.data.delete.before')}</p>
        <form className="account-data-delete" noValidate onSubmit={onDelete} aria-busy={erase.isPending}>
          <Field
            label={t('userArea.data.delete.password')}
            error={missing ? t('userArea.data.delete.passwordRequired') : undefined}
          >
            {(props) => (
              <PasswordInput
                {...props}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                required
              />
            )}
          </Field>
          {erase.isError && (
            <Alert tone="error">{t(errorKey(erase.error, 'userArea.data.delete.errors.generic'))}</Alert>
          )}
          <div>
            <button
              type="submit"
              className="button button-secondary account-data-delete__button"
              disabled={erase.isPending}
            >
              <Trash2 aria-hidden="true" size={18} />
              {erase.isPending ? t('userArea.data.delete.deleting') : t('userArea.data.delete.button')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
