import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../lib/site';

/** The biography that opens "chi sono", before the facilitators. */
export function FounderBio() {
  const { t } = useTranslation('content');
  // The business's name as the settings hold it (rendered with the page: the layout prefetches them).
  const name = useSiteSettings()?.businessName ?? '';
  const paragraphs = t('members.bio.paragraphs', { name, returnObjects: true }) as string[];
  return (
    <section className="founder-bio" aria-labelledby="founder-bio-title">
      <p className="eyebrow">{t('members.bio.eyebrow')}</p>
      <h1 id="founder-bio-title">{t('members.bio.title')}</h1>
      <div className="founder-bio__text">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="founder-bio__signature">{t('members.bio.signature', { name })}</p>
      </div>
    </section>
  );
}
