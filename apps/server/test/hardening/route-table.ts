/*
 * Who may call each route, and whose answers may be cached: written by hand, on purpose. The
 * authorization matrix (authorization.hardening.test.ts) and the caching walk
 * (cache-control.hardening.test.ts) take their expectations from here, never from the routes'
 * own OpenAPI tags, security or hooks: a new admin route that forgets both its `admin` tag and
 * its `requireAdmin` hook must fail the matrix, not be expected to be public.
 *
 * HOW TO ADD A ROW. One row per operation of the OpenAPI document (`/api/docs/json`), keyed
 * `METHOD /path` exactly as the document spells it (path parameters in braces, trailing slash as
 * declared): `'GET /api/orders/{id}': { access: 'customer' }`.
 *   access  'public'           anyone, no token needed
 *           'customer'         any logged-in user (customer or admin login token); a visitor gets 401
 *           'owner'            what the caller bought or is (a course, its lessons and videos, its own
 *                              e-mail), or an admin's private token: visitor 401, the buyer through,
 *                              anyone else logged in 403 (an admin's login token included: admin
 *                              power over customers' media comes only from the private token)
 *           'admin'            an admin's private token only; visitor 401, customer 403, admin login token 403
 *           'admin-session'    an admin's login token or private token; visitor 401, customer 403
 *           'admin-login'      an admin's login token only (the step up to a private token): visitor
 *                              401, customer 403, an admin's private token 403 (it never mints another)
 *           'session-optional' anyone; a session changes what it does, not whether it answers
 *   cache   'public'           only for answers the public cache (or the places list, robots.txt,
 *                              the sitemap) sends with its own `Cache-Control: public…`; leave it
 *                              out otherwise, and the answer must say `no-store`
 * A documented route missing here, or a row naming a route the document does not list, fails
 * `authorization.hardening.test.ts`; until its row exists a route is checked as 'admin', the
 * strictest expectation. Decide the row from what the route is for, not from what it does today.
 */

export type Access = 'public' | 'customer' | 'owner' | 'admin' | 'session-optional' | 'admin-session' | 'admin-login';

export interface RouteRow {
  access: Access;
  /** The answer is public and says so with its own caching headers. */
  cache?: 'public';
}

export const ROUTE_TABLE: Record<string, RouteRow> = {
  // health
  'GET /api/health': { access: 'public' },
  // accounts
  'POST /api/login/': { access: 'public' },
  'GET /api/check/': { access: 'customer' },
  'POST /api/forcelogout/': { access: 'session-optional' },
  'GET /api/generate-private-token/': { access: 'admin-login' },
  'POST /api/confirm-password/': { access: 'admin-login' },
  'GET /api/user/current-group/{email}': { access: 'customer' },
  'POST /api/generate-token/': { access: 'public' },
  'POST /api/register': { access: 'public' },
  'POST /api/reset-password/': { access: 'public' },
  'GET /api/check-reset-token/{token}': { access: 'public' },
  'PUT /api/reset/': { access: 'public' },
  'PUT /api/user/password/': { access: 'customer' },
  'GET /api/user/': { access: 'customer' },
  'PUT /api/user/': { access: 'customer' },
  'GET /api/user/export': { access: 'customer' },
  'DELETE /api/user/': { access: 'customer' },
  'DELETE /api/admin/customers/{id}': { access: 'admin' },
  // geo
  'GET /api/geo/countries': { access: 'public', cache: 'public' },
  'GET /api/geo/places/{id}/children': { access: 'public', cache: 'public' },
  // catalogue
  'GET /get/topics': { access: 'public', cache: 'public' },
  'GET /api/get/topics': { access: 'public', cache: 'public' },
  'GET /api/topics': { access: 'public', cache: 'public' },
  'GET /api/topic/{id}': { access: 'public', cache: 'public' },
  'GET /api/articles': { access: 'public', cache: 'public' },
  'GET /api/article/{title}': { access: 'public', cache: 'public' },
  'GET /api/courses': { access: 'public', cache: 'public' },
  'GET /api/get/courses': { access: 'public', cache: 'public' },
  'GET /api/get/course/{title}': { access: 'public', cache: 'public' },
  'GET /api/course/{title}': { access: 'public', cache: 'public' },
  'GET /api/onlinecourses': { access: 'public', cache: 'public' },
  'GET /api/onlinecourse/{title}': { access: 'public', cache: 'public' },
  'GET /api/onlinecoursedetail/{title}': { access: 'public', cache: 'public' },
  'GET /api/members': { access: 'public', cache: 'public' },
  'GET /api/members/territories': { access: 'public', cache: 'public' },
  'GET /api/member/{id}': { access: 'public', cache: 'public' },
  'GET /api/members/{idMember}/courses': { access: 'public', cache: 'public' },
  'GET /api/faqs': { access: 'public', cache: 'public' },
  'GET /api/faq/{id}': { access: 'public', cache: 'public' },
  'GET /api/reviews': { access: 'public', cache: 'public' },
  'DELETE /api/topic': { access: 'admin' },
  'POST /api/topic': { access: 'admin' },
  'PUT /api/topic': { access: 'admin' },
  'DELETE /api/article': { access: 'admin' },
  'POST /api/article': { access: 'admin' },
  'PUT /api/article': { access: 'admin' },
  'DELETE /api/course': { access: 'admin' },
  'POST /api/course': { access: 'admin' },
  'PUT /api/course': { access: 'admin' },
  'DELETE /api/onlinecourse': { access: 'admin' },
  'POST /api/onlinecourse': { access: 'admin' },
  'PUT /api/onlinecourse': { access: 'admin' },
  'DELETE /api/member': { access: 'admin' },
  'PUT /api/member': { access: 'admin' },
  'DELETE /api/faq': { access: 'admin' },
  'POST /api/faq': { access: 'admin' },
  'PUT /api/faq': { access: 'admin' },
  'PUT /api/faq/move': { access: 'admin' },
  'DELETE /api/review': { access: 'admin' },
  'POST /api/member/add': { access: 'admin' },
  'GET /api/admin/course/{title}': { access: 'admin' },
  'GET /api/admin/onlinecourse/{title}': { access: 'admin' },
  'GET /api/admin/courses': { access: 'admin' },
  // contact
  // A logged-in sender's message is recorded as that account's own (its export and erasure).
  'POST /send-email': { access: 'session-optional' },
  'POST /api/module/': { access: 'session-optional' },
  'GET /api/admin/messages': { access: 'admin' },
  'PUT /api/admin/messages/{id}': { access: 'admin' },
  // newsletter
  'POST /api/subscribe/': { access: 'public' },
  'POST /api/newsletter/confirm': { access: 'public' },
  'GET /api/newsletter/unsubscribe/{token}': { access: 'public' },
  'POST /api/newsletter/unsubscribe/{token}': { access: 'public' },
  'POST /api/newsletter/unsubscribe': { access: 'public' },
  'POST /api/sendnewsletter': { access: 'admin' },
  'GET /api/newsletters': { access: 'admin' },
  'POST /api/newsletter/preview': { access: 'admin' },
  'POST /api/newsletter/test': { access: 'admin' },
  'POST /api/upload/newsletter': { access: 'admin' },
  // customers
  'GET /api/clienti': { access: 'admin' },
  'GET /api/clienti/export.xlsx': { access: 'admin' },
  // documents
  'GET /api/documents': { access: 'admin' },
  'GET /api/document/{id}/file/{side}': { access: 'admin' },
  'PUT /api/document': { access: 'admin' },
  // banking
  'POST /api/document': { access: 'customer' },
  // withdrawals
  'GET /get/withdrawals': { access: 'admin' },
  'PUT /api/withdraw': { access: 'admin' },
  // banking
  'POST /api/withdraw': { access: 'customer' },
  // dashboard
  'GET /api/admin/summary': { access: 'admin' },
  // reviews
  'POST /api/review/': { access: 'customer' },
  'GET /api/admin/reviews': { access: 'admin' },
  'PUT /api/admin/reviews/{id}': { access: 'admin' },
  // settings
  'GET /api/settings': { access: 'public', cache: 'public' },
  'GET /api/admin/settings': { access: 'admin' },
  'PUT /api/settings': { access: 'admin' },
  // terms
  'GET /api/terms-of-sale': { access: 'public', cache: 'public' },
  'GET /api/terms-of-sale/{version}': { access: 'public', cache: 'public' },
  // landing-pages
  'GET /api/landingpage/{slug}': { access: 'public' },
  'GET /api/landingpages': { access: 'admin' },
  'GET /api/landingpage/id/{id}': { access: 'admin' },
  'POST /api/landingpage': { access: 'admin' },
  'PUT /api/landingpage/{id}': { access: 'admin' },
  'DELETE /api/landingpage/{id}': { access: 'admin' },
  // media
  'POST /api/upload': { access: 'admin' },
  'POST /api/convert-docx-to-html': { access: 'admin' },
  // orders
  'GET /api/checkout/{title}': { access: 'customer' },
  'POST /api/create-checkout': { access: 'customer' },
  'GET /api/orders/{id}': { access: 'customer' },
  'GET /api/orders': { access: 'admin' },
  'GET /api/orders/export.xlsx': { access: 'admin' },
  'GET /api/orders/{id}/details': { access: 'admin' },
  'POST /api/payments/confirm': { access: 'customer' },
  'GET /api/course/{title}/waitlist': { access: 'customer' },
  'POST /api/course/{title}/waitlist': { access: 'customer' },
  'DELETE /api/course/{title}/waitlist': { access: 'customer' },
  'GET /api/admin/course/{title}/waitlist': { access: 'admin' },
  'GET /api/admin/course/{title}/bookings': { access: 'admin' },
  'GET /api/admin/course/{title}/holds': { access: 'admin' },
  'POST /api/admin/orders/{id}/release-hold': { access: 'admin' },
  'POST /api/admin/bookings/{id}/balance-paid': { access: 'admin' },
  'POST /api/orders/{id}/refund': { access: 'admin' },
  'POST /api/user/courses/{title}/cancel': { access: 'customer' },
  // contract withdrawals: the public form and the e-mailed link work without a session; a wrong link or
  // another's withdrawal answers 404, as a missing one does
  'POST /api/contract-withdrawals': { access: 'session-optional' },
  'GET /api/contract-withdrawals/{id}': { access: 'session-optional' },
  'POST /api/contract-withdrawals/{id}/confirm': { access: 'session-optional' },
  'GET /api/user/contract-withdrawals': { access: 'customer' },
  // payments
  'POST /api/payments/test/charge': { access: 'customer' },
  // learning
  'GET /api/user/courses': { access: 'customer' },
  'GET /api/user/onlinecourses': { access: 'customer' },
  'GET /api/user/getcourses/{email}': { access: 'owner' },
  'GET /api/user/getonlinecourses/{email}': { access: 'owner' },
  'GET /api/user/courses/{title}': { access: 'owner' },
  'GET /api/user/onlinecourses/{title}': { access: 'owner' },
  // banking
  'PUT /api/iban': { access: 'customer' },
  'PUT /api/cf': { access: 'customer' },
  'GET /api/withdrawals': { access: 'customer' },
  // learning
  'GET /api/lessons/{id}/video-url': { access: 'owner' },
  'GET /api/lessons/{id}/video': { access: 'owner' },
  'PUT /api/lessons/{id}/progress': { access: 'owner' },
  'GET /api/courses/{id}/videos/{position}/video-url': { access: 'owner' },
  'GET /api/courses/{id}/videos/{position}/video': { access: 'owner' },
  // captions: written by admins, read as their video is (a buyer's lesson, a public trailer)
  'POST /api/lessons/{id}/captions': { access: 'admin' },
  'GET /api/lessons/{id}/captions/{language}': { access: 'owner' },
  'DELETE /api/lessons/{id}/captions/{language}': { access: 'admin' },
  'POST /api/courses/{id}/videos/{position}/captions': { access: 'admin' },
  'GET /api/courses/{id}/videos/{position}/captions/{language}': { access: 'owner' },
  'DELETE /api/courses/{id}/videos/{position}/captions/{language}': { access: 'admin' },
  'POST /api/onlinecourses/{id}/video/captions': { access: 'admin' },
  'GET /api/onlinecourses/{id}/video/captions/{language}': { access: 'public', cache: 'public' },
  'DELETE /api/onlinecourses/{id}/video/captions/{language}': { access: 'admin' },
  'POST /api/landingpage/{id}/videos/{position}/captions': { access: 'admin' },
  'GET /api/landingpage/{id}/videos/{position}/captions/{language}': { access: 'public', cache: 'public' },
  'DELETE /api/landingpage/{id}/videos/{position}/captions/{language}': { access: 'admin' },
  // seo
  'GET /sitemap.xml': { access: 'public', cache: 'public' },
  'GET /robots.txt': { access: 'public', cache: 'public' },
};
