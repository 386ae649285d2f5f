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
      { path: 'chisono', ...page(() => import('./routes/public/members-page')) },
      { path: 'soluzioni', ...page(() => import('./routes/public/areas-page')) },
      { path: 'blog', ...page(() => import('./routes/public/blog-page')) },
      { path: 'articolo/:title', ...page(() => import('./routes/public/article-page')) },
      { path: 'corsi', ...page(() => import('./routes/public/courses-page')) },
      { path: 'courseDetail/:title', ...page(() => import('./routes/public/course-detail-page')) },
      { path: 'corso/:title', ...soon('pages.courseViewer') },
      { path: 'corsi-membro/:idMember', ...page(() => import('./routes/public/member-courses-page')) },
      { path: 'meditazione', ...page(() => import('./routes/public/online-courses-page')) },
      { path: 'videocorsi', ...page(() => import('./routes/public/online-courses-page')) },
      { path: 'onlinecoursedetail/:title', ...page(() => import('./routes/public/online-course-detail-page')) },
      { path: 'corsoonline/:title', ...soon('pages.onlineCoursePlayer') },
      { path: 'contatti', ...page(() => import('./routes/public/contact-page')) },
      { path: 'modulo', ...page(() => import('./routes/public/module-page')) },
      { path: 'calendario', ...page(() => import('./routes/public/calendar-page')) },
      { path: 'faq', ...page(() => import('./routes/public/faq-page')) },
      { path: 'newsletter/conferma/:token', ...page(() => import('./routes/public/newsletter-confirm-page')) },
      { path: 'newsletter/disiscrizione/:token', ...page(() => import('./routes/public/newsletter-unsubscribe-page')) },
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
          { path: 'review', ...page(() => import('./routes/account/review-page')) },
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
