import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../lib/site';
import { usePageTitle } from '../../../lib/use-page-title';

interface StatementSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** /accessibilita: what conforms, what does not yet, how it was checked and how to report a barrier. */
export default function AccessibilityPage() {
  // The legal pages' texts are a namespace of their own: common is in every page's first load.
  const { t } = useTranslation(['legal', 'common']);
  usePageTitle(t('accessibility.title'));
  const email = useSiteSettings()?.email;
  const contact = email ? t('accessibility.contactEmail', { email }) : t('accessibility.contactPage');
  const sections = t('accessibility.sections', { contact, returnObjects: true }) as StatementSection[];
  // What is captioned, and why the home's background video needs no captions, before how to report a barrier.
  const media: StatementSection = {
    heading: t('content:captionsStatement.heading'),
    items: t('content:captionsStatement.items', { returnObjects: true }) as string[],
  };
  const shown = [...sections.slice(0, -1), media, ...sections.slice(-1)];
  return (
    <article className="page container">
      <div className="card prose-page">
        <h1>{t('accessibility.title')}</h1>
        <p className="lead">{t('accessibility.updated')}</p>
        {shown.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
