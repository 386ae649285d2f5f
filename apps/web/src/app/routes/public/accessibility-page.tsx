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
  const { t } = useTranslation();
  usePageTitle(t('accessibility.title'));
  const email = useSiteSettings()?.email;
  const contact = email ? t('accessibility.contactEmail', { email }) : t('accessibility.contactPage');
  const sections = t('accessibility.sections', { contact, returnObjects: true }) as StatementSection[];
  return (
    <article className="page container">
      <div className="card prose-page">
        <h1>{t('accessibility.title')}</h1>
        <p className="lead">{t('accessibility.updated')}</p>
        {sections.map((section) => (
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
