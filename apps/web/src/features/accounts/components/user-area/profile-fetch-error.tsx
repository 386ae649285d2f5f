import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { useApiErrorText } from '../../../../lib/forms/use-api-error-text';

/** What a tab built on the profile shows when it cannot be read, with a way to try again. */
export function ProfileFetchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('accounts');
  const apiErrorText = useApiErrorText();
  return (
    <div className="form">
      <Alert tone="error">{apiErrorText(error, { fallback: 'userArea.profile.fetchError' })}</Alert>
      <div>
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('userArea.retry')}
        </button>
      </div>
    </div>
  );
}
