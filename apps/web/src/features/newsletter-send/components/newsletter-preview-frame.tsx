import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The e-mail as the server lays it out, in a sandboxed frame: no script runs and nothing in it
 * reaches the back office, whatever the HTML holds.
 */
export function NewsletterPreviewFrame({
  subject,
  html,
  recipients,
}: {
  subject: string;
  html: string;
  recipients: number;
}) {
  const { t } = useTranslation('admin-business');
  const headingId = useId();
  return (
    <section className="newsletter-preview" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('newsletter.preview.title')}</h2>
      <p className="newsletter-preview__meta">
        <strong>{t('newsletter.preview.subject')}</strong> {subject}
      </p>
      <p className="newsletter-preview__meta">{t('newsletter.preview.recipients', { count: recipients })}</p>
      <iframe
        className="newsletter-preview__frame"
        title={t('newsletter.preview.frameTitle')}
        sandbox=""
        srcDoc={html}
      />
    </section>
  );
}
