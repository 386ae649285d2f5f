import type { SuccessResponse } from '@cammini/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../lib/api-client';
import '../../styles/forms.css';

/** How long the form's message stays before it goes away. */
export const NEWSLETTER_MESSAGE_MS = 3000;

/**
 * POST /api/subscribe/: the address, the name the form asks for (kept with the subscription, it
 * greets the subscriber in every newsletter) and the page language for the e-mails, with the
 * session token as bearer when there is one.
 */
function subscribe(email: string, name: string, language: string): Promise<SuccessResponse> {
  return request('/api/subscribe/', {
    method: 'POST',
    body: { email, name, language: language === 'en' ? 'en' : 'it' },
    auth: 'user',
  });
}

/**
 * The browser's own e-mail rule (HTML standard), with a dot required in the domain as the server
 * requires. Written out here so the footer, on every page, does not bring the schema library along.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

type FieldName = 'name' | 'email' | 'privacy';
type Errors = Partial<Record<FieldName, string>>;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The footer form: name, e-mail and privacy box are required; the subscription is double opt-in.
 *
 * Hand-written state rather than react-hook-form and the contract's schema: the footer is on every page,
 * and neither library may enter the entry chunk every page loads.
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation('forms');
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), NEWSLETTER_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  function validate(): Errors {
    const found: Errors = {};
    if (!name.trim()) found.name = t('validation.required');
    if (!email.trim()) found.email = t('validation.required');
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = t('validation.invalidEmail');
    if (!privacy) found.privacy = t('newsletter.privacyRequired');
    return found;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0] as FieldName;
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await subscribe(email.trim(), name.trim(), i18n.language);
      setName('');
      setEmail('');
      setPrivacy(false);
      setOutcome({ tone: 'success', text: t('newsletter.success') });
    } catch {
      setOutcome({ tone: 'error', text: t('newsletter.failure') });
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: FieldName) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <section className="container newsletter-band" aria-labelledby={`${id}-title`}>
      <div className="newsletter-band__intro">
        <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
        <p>{t('newsletter.lead')}</p>
      </div>
      <form
        method="post"
        className="newsletter-form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={sending}
      >
        <div className="newsletter-form__fields">
          <div className="newsletter-form__field" data-invalid={Boolean(errors.name)}>
            <label htmlFor={`${id}-name`}>{t('newsletter.name')}</label>
            <input
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="name"
              maxLength={120}
              required
              aria-invalid={Boolean(errors.name)}
              aria-describedby={describedBy('name')}
            />
            {errors.name && (
              <span id={`${id}-name-error`} className="newsletter-form__error">
                {errors.name}
              </span>
            )}
          </div>
          <div className="newsletter-form__field" data-invalid={Boolean(errors.email)}>
            <label htmlFor={`${id}-email`}>{t('newsletter.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              required
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy('email')}
            />
            {errors.email && (
              <span id={`${id}-email-error`} className="newsletter-form__error">
                {errors.email}
              </span>
            )}
          </div>
        </div>
        <div className="newsletter-form__actions">
          <div className="newsletter-form__consent" data-invalid={Boolean(errors.privacy)}>
            <label className="checkbox" htmlFor={`${id}-privacy`}>
              <input
                id={`${id}-privacy`}
                type="checkbox"
                checked={privacy}
                onChange={(event) => setPrivacy(event.target.checked)}
                required
                aria-invalid={Boolean(errors.privacy)}
                aria-describedby={describedBy('privacy')}
              />
              <span>
                <Trans t={t} i18nKey="newsletter.privacy" components={{ policy: <Link to="/privacy-policy" /> }} />
              </span>
            </label>
            {errors.privacy && (
              <span id={`${id}-privacy-error`} className="newsletter-form__error">
                {errors.privacy}
              </span>
            )}
          </div>
          <button type="submit" className="button button-primary newsletter-form__submit" disabled={sending}>
            {sending ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </div>
        <div className="newsletter-form__message" role="status" aria-live="polite">
          {outcome && <p className={`newsletter-form__outcome is-${outcome.tone}`}>{outcome.text}</p>}
        </div>
      </form>
    </section>
  );
}
