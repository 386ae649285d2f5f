import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouteError } from '../components/layout/route-error';
import { SiteLayout } from '../components/layout/site-layout';
import i18n from '../lib/i18n';
import type { PagePrefetch } from '../lib/page-data';
import { siteSettingsQuery } from '../lib/site';
import { RequireAdmin, RequireLogin } from './session/route-guards';

/** A page's module: its component, and the queries of its first view when the server renders it. */
interface PageModule {
  default: ComponentType;
  prefetch?: PagePrefetch;
}

/** What a route carries for the server renderer (entry-server.tsx). */
export interface PageHandle {
  prefetch?: PagePrefetch;
}

/**
 * Every page is its own chunk, so public pages never download admin or account code. The page's
 * translation namespaces load beside it, not after it.
 */
const page = (load: () => Promise<PageModule>, ...namespaces: string[]): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    const handle: PageHandle = { prefetch: module.prefetch };
    return { Component: module.default, handle };
  },
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    // Every page's header, footer and chat button show the business's details: drawn in the first HTML.
    handle: { prefetch: () => [siteSettingsQuery] } satisfies PageHandle,
    children: [
      { index: true, ...page(() => import('./routes/public/home-page'), 'home') },
      { path: 'chisono', ...page(() => import('./routes/public/members-page'), 'content') },
      { path: 'soluzioni', ...page(() => import('./routes/public/areas-page'), 'content') },
      { path: 'blog', ...page(() => import('./routes/public/blog-page'), 'content') },
      { path: 'articolo/:title', ...page(() => import('./routes/public/article-page'), 'content') },
      { path: 'corsi', ...page(() => import('./routes/public/courses-page'), 'content') },
      { path: 'courseDetail/:title', ...page(() => import('./routes/public/course-detail-page'), 'content') },
      { path: 'corso/:title', ...page(() => import('./routes/public/course-viewer-page'), 'commerce') },
      { path: 'corsi-membro/:idMember', ...page(() => import('./routes/public/member-courses-page'), 'content') },
      { path: 'meditazione', ...page(() => import('./routes/public/online-courses-page'), 'content') },
      { path: 'videocorsi', ...page(() => import('./routes/public/online-courses-page'), 'content') },
      {
        path: 'onlinecoursedetail/:title',
        ...page(() => import('./routes/public/online-course-detail-page'), 'content'),
      },
      { path: 'corsoonline/:title', ...page(() => import('./routes/public/online-player-page'), 'commerce') },
      { path: 'contatti', ...page(() => import('./routes/public/contact-page'), 'forms') },
      { path: 'modulo', ...page(() => import('./routes/public/module-page'), 'forms') },
      { path: 'calendario', ...page(() => import('./routes/public/calendar-page'), 'content') },
      { path: 'faq', ...page(() => import('./routes/public/faq-page'), 'forms') },
      { path: 'newsletter/conferma/:token', ...page(() => import('./routes/public/newsletter-confirm-page'), 'forms') },
      {
        path: 'newsletter/disiscrizione/:token',
        ...page(() => import('./routes/public/newsletter-unsubscribe-page'), 'forms'),
      },
      { path: 'payment/:title', ...page(() => import('./routes/public/payment-page'), 'commerce', 'content') },
      { path: 'privacy-policy', ...page(() => import('./routes/public/privacy-page'), 'legal') },
      { path: 'accessibilita', ...page(() => import('./routes/public/accessibility-page'), 'legal', 'content') },
      { path: 'cookie-policy', ...page(() => import('./routes/public/cookie-page'), 'legal') },
      { path: 'recesso/:id?', ...page(() => import('./routes/public/withdrawal-page'), 'contract-withdrawal') },
      { path: 'condizioni-di-vendita', ...page(() => import('./routes/public/terms-of-sale-page'), 'commerce') },
      { path: 'login', ...page(() => import('./routes/account/login-page'), 'accounts') },
      { path: 'signin', ...page(() => import('./routes/account/signin-page'), 'accounts') },
      { path: 'forgotpassword', ...page(() => import('./routes/account/forgot-password-page'), 'accounts') },
      { path: 'recoverypassword/:token', ...page(() => import('./routes/account/recovery-password-page'), 'accounts') },
      {
        path: 'verificaRegistrazione/:token',
        ...page(() => import('./routes/account/verify-registration-page'), 'accounts'),
      },
      {
        element: <RequireLogin />,
        children: [
          { path: 'modificaPassword', ...page(() => import('./routes/account/change-password-page'), 'accounts') },
          { path: 'utente', ...page(() => import('./routes/account/user-area-page'), 'accounts', 'commerce') },
          { path: 'review', ...page(() => import('./routes/account/review-page'), 'home') },
          { path: 'success', ...page(() => import('./routes/account/payment-success-page'), 'commerce') },
          { path: 'cancel', ...page(() => import('./routes/account/payment-cancel-page'), 'commerce') },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: 'pannello',
            ...page(() => import('./routes/admin/admin-dashboard-page'), 'admin-business', 'admin-office'),
          },
          { path: 'addarticolo', ...page(() => import('./routes/admin/article-form-page'), 'admin', 'admin-content') },
          { path: 'addcorso', ...page(() => import('./routes/admin/course-form-page'), 'admin', 'admin-courses') },
          {
            path: 'addmeditazione',
            ...page(() => import('./routes/admin/online-course-form-page'), 'admin', 'admin-courses'),
          },
          { path: 'addargomento', ...page(() => import('./routes/admin/topic-form-page'), 'admin', 'admin-content') },
          { path: 'addmembro', ...page(() => import('./routes/admin/member-form-page'), 'admin', 'admin-content') },
          { path: 'addfaq', ...page(() => import('./routes/admin/faq-form-page'), 'admin', 'admin-content') },
          {
            path: 'editarticolo/:title',
            ...page(() => import('./routes/admin/article-form-page'), 'admin', 'admin-content'),
          },
          {
            path: 'editcorso/:title',
            ...page(() => import('./routes/admin/course-form-page'), 'admin', 'admin-courses'),
          },
          {
            path: 'editmeditazione/:title',
            ...page(() => import('./routes/admin/online-course-form-page'), 'admin', 'admin-courses'),
          },
          {
            path: 'editargomento/:id',
            ...page(() => import('./routes/admin/topic-form-page'), 'admin', 'admin-content'),
          },
          {
            path: 'editmembro/:id',
            ...page(() => import('./routes/admin/member-form-page'), 'admin', 'admin-content'),
          },
          { path: 'editfaq/:id', ...page(() => import('./routes/admin/faq-form-page'), 'admin', 'admin-content') },
          { path: 'clienti', ...page(() => import('./routes/admin/customers-page'), 'admin-business') },
          { path: 'ordini', ...page(() => import('./routes/admin/orders-page'), 'admin-business', 'admin-orders') },
          {
            path: 'ordini/:id',
            ...page(() => import('./routes/admin/order-page'), 'admin-business', 'admin-orders'),
          },
          { path: 'pagamenti', ...page(() => import('./routes/admin/withdrawals-page'), 'admin-business') },
          { path: 'impostazioni', ...page(() => import('./routes/admin/settings-page'), 'admin-office') },
          { path: 'messaggi', ...page(() => import('./routes/admin/messages-page'), 'admin-office') },
          { path: 'moderazione', ...page(() => import('./routes/admin/review-moderation-page'), 'admin-office') },
          {
            path: 'invianewsletter',
            ...page(() => import('./routes/admin/newsletter-send-page'), 'admin-business', 'admin'),
          },
          // The original left the landing tools unguarded; they are admin tools.
          {
            path: 'buildlandingpage',
            ...page(() => import('./routes/admin/build-landing-page'), 'admin', 'admin-landing', 'forms'),
          },
          {
            path: 'seelandingpage',
            ...page(() => import('./routes/admin/landing-list-page'), 'admin', 'admin-landing', 'forms'),
          },
          {
            path: 'edit-landing/:id',
            ...page(() => import('./routes/admin/edit-landing-page'), 'admin', 'admin-landing', 'forms'),
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/public/landing-page'), 'forms') },
    ],
  },
];

/**
 * The browser's router. On a page the server rendered, the matched routes' code is loaded first, so the
 * first render draws what the server drew (a lazy route would otherwise draw nothing while it loads).
 */
export async function createRouter(options: { hydrate: boolean }) {
  if (options.hydrate) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
    return createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  }
  return createBrowserRouter(routes);
}
