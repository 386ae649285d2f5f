import { PRIVACY_POLICY_VERSION } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { businessIdentity, useSiteSettings } from '../../../lib/site';
import { usePageTitle } from '../../../lib/use-page-title';

export default function PrivacyPage() {
  // The legal pages' texts are a namespace of their own: common is in every page's first load.
  const { t } = useTranslation(['legal', 'common']);
  usePageTitle(t('privacy.title'));
  const settings = useSiteSettings();
  const controller = settings ? businessIdentity(settings, t).join(', ') : t('privacy.controllerUnknown');
  const sections = t('privacy.sections', { controller, returnObjects: true }) as { heading: string; text: string }[];
  return (
    <article className="page container">
      <div className="card prose-page">
        <h1>{t('privacy.title')}</h1>
        <p className="lead">{t('privacy.version', { version: PRIVACY_POLICY_VERSION })}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
