import { PagePath } from '@cammini/contract';
import { Mail, Phone } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentYear } from '../../lib/format';
import { socialLinks, taxIdLine, telHref, useSiteSettings } from '../../lib/site';
import { useNearViewport } from '../../lib/use-near-viewport';
import { mainLinks } from './site-header';

// The form, its texts (the forms namespace) and styles are fetched only when the footer comes near the
// screen: every page has the footer, and most first views never show it.
const LazyNewsletterForm = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);

function NewsletterSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} className="newsletter-slot">
      {near && (
        <Suspense fallback={null}>
          <LazyNewsletterForm />
        </Suspense>
      )}
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const name = settings?.businessName ?? '';
  const social = socialLinks(settings);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{name}</p>
          <p className="site-footer__motto">{t('footer.motto')}</p>
          <Link to="/contatti" className="button button-primary">
            {t('footer.contactUs')}
          </Link>
        </div>
        <nav aria-label={t('footer.pages')}>
          <ul className="site-footer__links">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
            <li>
              <Link to="/faq">{t('nav.faq')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <ul className="site-footer__contacts">
            {settings?.email && (
              <li>
                <Mail aria-hidden="true" size={18} /> <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            )}
            {settings?.phone && (
              <li>
                <Phone aria-hidden="true" size={18} /> <a href={telHref(settings.phone)}>{settings.phone}</a>
              </li>
            )}
          </ul>
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label={t('footer.social')}>
              {social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {(settings?.legalAddress || settings?.taxId) && (
            <p className="site-footer__company">
              {settings.legalAddress && <span>{settings.legalAddress}</span>}
              {settings.taxId && <span>{taxIdLine(settings.taxId, t)}</span>}
            </p>
          )}
        </div>
      </div>
      <NewsletterSlot />
      <div className="container site-footer__legal">
        {/* The one text that depends on when it is drawn: a page drawn on New Year's Eve can be adopted
            by the browser after midnight, and the server's year then stands until the next render. */}
        <span>{`© ${currentYear()} ${name}`}</span>
        <Link to="/privacy-policy">{t('footer.privacy')}</Link>
        <Link to="/cookie-policy">{t('footer.cookies')}</Link>
        <Link to="/accessibilita">{t('footer.accessibility')}</Link>
        <Link to={PagePath.termsOfSale}>{t('footer.terms')}</Link>
        <Link to={PagePath.withdrawal}>{t('footer.withdraw')}</Link>
      </div>
    </footer>
  );
}
