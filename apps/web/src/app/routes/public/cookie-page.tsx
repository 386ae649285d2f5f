import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

export default function CookiePage() {
  const { t } = useTranslation();
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
