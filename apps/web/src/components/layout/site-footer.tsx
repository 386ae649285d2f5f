import { Mail, Phone } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentYear } from '../../lib/format';
import { site } from '../../lib/site';
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
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">Cammini di Crescita</p>
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
            <li>
              <Mail aria-hidden="true" size={18} /> <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Phone aria-hidden="true" size={18} /> <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
            </li>
          </ul>
          <ul className="site-footer__social" aria-label={t('footer.social')}>
            <li>
              <a href={site.social.facebook} rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href={site.social.instagram} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href={site.social.youtube} rel="noopener noreferrer" target="_blank">
                YouTube
              </a>
            </li>
          </ul>
        </div>
      </div>
      <NewsletterSlot />
      <div className="container site-footer__legal">
        {/* The one text that depends on when it is drawn: a page drawn on New Year's Eve can be adopted
            by the browser after midnight, and the server's year then stands until the next render. */}
        <span>{`© ${currentYear()} Cammini di Crescita`}</span>
        <Link to="/privacy-policy">{t('footer.privacy')}</Link>
        <Link to="/cookie-policy">{t('footer.cookies')}</Link>
      </div>
    </footer>
  );
}
