import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusKeptClear } from '../../lib/use-focus-kept-clear';
import { useFocusOnNavigation } from '../../lib/use-focus-on-navigation';
import { PasswordConfirmationHost } from '../admin/password-confirmation';
import { Loading } from '../ui/loading';
import { ChatLink } from './chat-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const { t } = useTranslation();
  useFocusOnNavigation('main');
  useFocusKeptClear('.site-header', '.chat-link');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <main id="main">
        <Suspense fallback={<Loading label={t('states.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ChatLink />
      <PasswordConfirmationHost />
      <ScrollRestoration />
    </>
  );
}
