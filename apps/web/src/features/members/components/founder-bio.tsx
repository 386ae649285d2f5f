import { useTranslation } from 'react-i18next';

/** The biography that opens "chi sono", before the facilitators. */
export function FounderBio() {
  const { t } = useTranslation('content');
  const paragraphs = t('members.bio.paragraphs', { returnObjects: true }) as string[];
  return (
    <section className="founder-bio" aria-labelledby="founder-bio-title">
      <p className="eyebrow">{t('members.bio.eyebrow')}</p>
      <h1 id="founder-bio-title">{t('members.bio.title')}</h1>
      <div className="founder-bio__text">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="founder-bio__signature">{t('members.bio.signature')}</p>
      </div>
    </section>
  );
}
