import { Menu, UserRound, X } from 'lucide-react';
import { useState } from 'react';
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

export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  const businessName = useSiteSettings()?.businessName;
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link
          to="/"
          className="brand"
          aria-label={businessName ? t('brand.home', { name: businessName }) : t('nav.home')}
        >
          <img src="/favicon.svg" alt="" width="34" height="34" />
          <span>{businessName}</span>
        </Link>
        <button
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
