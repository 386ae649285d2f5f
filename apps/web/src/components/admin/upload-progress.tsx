import { useTranslation } from 'react-i18next';

/** Shown while a form with files goes up; hidden before the first byte and after the last. */
export function UploadProgress({ value }: { value: number | null }) {
  const { t } = useTranslation('admin');
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <div className="upload-progress">
      <progress max={100} value={percent} aria-label={t('upload.progress')} />
      <span aria-live="polite">{t('upload.percent', { percent })}</span>
    </div>
  );
}
