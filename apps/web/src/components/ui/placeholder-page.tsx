import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';

/** A screen that a later release fills in; it still has a title and a way back. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <section className="page container">
      <div className="placeholder card">
        <h1>{title}</h1>
        <p>{t('states.comingSoon')}</p>
      </div>
    </section>
  );
}
