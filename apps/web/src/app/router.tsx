import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../components/layout/route-error';
import { SiteLayout } from '../components/layout/site-layout';
import { RequireAdmin, RequireLogin } from '../features/session/route-guards';

/** Every page is its own chunk, so public pages never download admin or account code. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Screens a later release builds; they already have their address and title. */
const soon = (titleKey: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { titleKey },
  ...page(() => import('./routes/placeholder')),
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('./routes/public/home-page')) },
      { path: 'chisono', ...soon('pages.about') },
      { path: 'soluzioni', ...soon('pages.areas') },
      { path: 'blog', ...soon('pages.blog') },
      { path: 'articolo/:title', ...soon('pages.article') },
      { path: 'corsi', ...soon('pages.courses') },
      { path: 'courseDetail/:title', ...soon('pages.courseDetail') },
      { path: 'corso/:title', ...soon('pages.courseViewer') },
      { path: 'corsi-membro/:idMember', ...soon('pages.memberCourses') },
      { path: 'meditazione', ...soon('pages.meditations') },
      { path: 'videocorsi', ...soon('pages.meditations') },
      { path: 'onlinecoursedetail/:title', ...soon('pages.onlineCourseDetail') },
      { path: 'corsoonline/:title', ...soon('pages.onlineCoursePlayer') },
      { path: 'contatti', ...soon('pages.contacts') },
      { path: 'modulo', ...soon('pages.module') },
      { path: 'calendario', ...soon('pages.calendar') },
      { path: 'faq', ...soon('pages.faq') },
      { path: 'payment/:title', ...soon('pages.payment') },
      { path: 'privacy-policy', ...page(() => import('./routes/public/privacy-page')) },
      { path: 'cookie-policy', ...page(() => import('./routes/public/cookie-page')) },
      { path: 'login', ...page(() => import('./routes/account/login-page')) },
      { path: 'signin', ...page(() => import('./routes/account/signin-page')) },
      { path: 'forgotpassword', ...page(() => import('./routes/account/forgot-password-page')) },
      { path: 'recoverypassword/:token', ...page(() => import('./routes/account/recovery-password-page')) },
      { path: 'verificaRegistrazione/:token', ...page(() => import('./routes/account/verify-registration-page')) },
      {
        element: <RequireLogin />,
        children: [
          { path: 'modificaPassword', ...page(() => import('./routes/account/change-password-page')) },
          { path: 'utente', ...page(() => import('./routes/account/user-area-page')) },
          { path: 'review', ...soon('pages.review') },
          { path: 'success', ...soon('pages.paymentSuccess') },
          { path: 'cancel', ...soon('pages.paymentCancelled') },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: 'pannello', ...page(() => import('./routes/admin/admin-dashboard-page')) },
          { path: 'addarticolo', ...soon('admin.addArticle') },
          { path: 'addcorso', ...soon('admin.addCourse') },
          { path: 'addmeditazione', ...soon('admin.addOnlineCourse') },
          { path: 'addargomento', ...soon('admin.addTopic') },
          { path: 'addmembro', ...soon('admin.addMember') },
          { path: 'addfaq', ...soon('admin.addFaq') },
          { path: 'editarticolo/:title', ...soon('admin.editArticle') },
          { path: 'editcorso/:title', ...soon('admin.editCourse') },
          { path: 'editmeditazione/:title', ...soon('admin.editOnlineCourse') },
          { path: 'editargomento/:id', ...soon('admin.editTopic') },
          { path: 'editmembro/:id', ...soon('admin.editMember') },
          { path: 'editfaq/:id', ...soon('admin.editFaq') },
          { path: 'clienti', ...soon('admin.customers') },
          { path: 'pagamenti', ...soon('admin.withdrawals') },
          { path: 'invianewsletter', ...soon('admin.newsletter') },
          // The original left the landing tools unguarded; they are admin tools (DESIGN §5).
          { path: 'buildlandingpage', ...soon('admin.buildLanding') },
          { path: 'seelandingpage', ...soon('admin.landingList') },
          { path: 'edit-landing/:id', ...soon('admin.editLanding') },
        ],
      },
      { path: '*', ...page(() => import('./routes/public/landing-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
