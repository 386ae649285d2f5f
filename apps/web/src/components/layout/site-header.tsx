import { Menu, UserRound, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-store';
import { useSiteSettings } from '../../lib/site';
import { LanguageSwitch } from './language-switch';

export const mainLinks = [
  { to: '/', key: 'nav.home' },
  { to: '/chisono', key: 'nav.about' },
  { to: '/soluzioni', key: 'nav.areas' },
  { to: '/blog', key: 'nav.blog' },
  { to: '/corsi', key: 'nav.courses' },
  { to: '/meditazione', key: 'nav.meditations' },
  { to: '/contatti', key: 'nav.contacts' },
  { to: '/calendario', key: 'nav.calendar' },
] as const;

/** Names longer than this are set smaller, so that even 60 characters take two lines on a phone. */
const LONG_NAME = 28;

/**
 * The header's height as `--header-block` on the page: a long business name wraps the header to two
 * rows, and what sticks below it (summaries, side panels) or scrolls to an anchor must clear it.
 */
function useHeaderBlock(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--header-block', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-block');
    };
  }, [header]);
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  const businessName = useSiteSettings()?.businessName;
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useHeaderBlock(header);

  // Escape closes the open menu and gives focus back to its button; so does focus leaving the header,
  // which would otherwise walk into the page hidden behind the open panel.
  useEffect(() => {
    const element = header.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    // Only a move to another focusable element counts: a tap that focuses nothing (Safari's on links)
    // must not hide the panel before its click lands.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) setOpenOn(null);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <header className="site-header" ref={header}>
      <div className="container site-header__bar">
        <Link
          to="/"
          className="brand"
          data-long={businessName && businessName.length > LONG_NAME ? '' : undefined}
          aria-label={businessName ? t('brand.home', { name: businessName }) : t('nav.home')}
        >
          <img src="/favicon.svg" alt="" width="34" height="34" />
          <span>{businessName}</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <nav id="main-menu" className="main-nav" data-open={open} aria-label={t('nav.label')}>
          <ul className="main-nav__links">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            {user?.group === 'admin' && (
              <li>
                <NavLink to="/pannello">{t('nav.panel')}</NavLink>
              </li>
            )}
          </ul>
          <div className="main-nav__account">
            {user ? (
              <NavLink to="/utente" className="profile-link" aria-label={t('nav.profile')} title={t('nav.profile')}>
                <UserRound aria-hidden="true" />
                <span className="profile-link__text">{t('nav.profile')}</span>
              </NavLink>
            ) : (
              <>
                <NavLink to="/login" className="button button-secondary">
                  {t('nav.login')}
                </NavLink>
                <NavLink to="/signin" className="button button-primary">
                  {t('nav.signin')}
                </NavLink>
              </>
            )}
            <LanguageSwitch />
          </div>
        </nav>
      </div>
    </header>
  );
}
