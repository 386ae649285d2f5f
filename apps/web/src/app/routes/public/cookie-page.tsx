import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

export default function CookiePage() {
  // The legal pages' texts are a namespace of their own: common is in every page's first load.
  const { t } = useTranslation(['legal', 'common']);
  usePageTitle(t('cookies.title'));
  const paragraphs = t('cookies.paragraphs', { returnObjects: true }) as string[];
  return (
    <article className="page container">
      <div className="card prose-page">
        <h1>{t('cookies.title')}</h1>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </article>
  );
}
