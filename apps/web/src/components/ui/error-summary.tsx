import { useTranslation } from 'react-i18next';

/** How many fields a submit found wrong: an alert, so screen readers announce it as it appears. */
export function ErrorSummary({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div role="alert" className="error-summary">
      {t('formErrors.summary', { count })}
    </div>
  );
}
