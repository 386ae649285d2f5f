/*
 * What the fuzzer must achieve, written down so that a fuzzer that quietly stops reaching the
 * handlers (every request refused at the door, or never built) fails instead of passing.
 *
 * Each route first gets a control request: the well-formed call of its rightful caller
 * (route-calls.ts `wellFormedCall`, with the bodies of json-examples.ts and multipart-forms.ts).
 * It must answer 2xx, except on the routes below, where the fuzz world cannot hold what success
 * needs; each says why. A route listed here whose control request succeeds fails too, so the list
 * cannot grow stale. HOW TO ADD A ROW: only when success truly needs something the world cannot
 * give (a token sent only by e-mail, a real payment); otherwise give the route a working example.
 */
export const NO_SUCCESS_IN_FUZZ_WORLD: Record<string, string> = {
  'POST /api/register': 'needs the token of a verification e-mail',
  'GET /api/check-reset-token/{token}': 'needs the token of a reset e-mail',
  'PUT /api/reset/': 'needs the token of a reset e-mail',
  'PUT /api/user/password/': 'the example sends a wrong current password, so the fuzzed sessions survive',
  'DELETE /api/user/': 'the example sends a wrong current password, so the world’s customer is not erased',
  'DELETE /api/admin/customers/{id}': 'it names no customer: the world’s customer must outlive the battery',
  'POST /api/newsletter/confirm': 'needs the token of a confirmation e-mail',
  'GET /api/newsletter/unsubscribe/{token}': 'needs the token of a newsletter e-mail',
  'POST /api/newsletter/unsubscribe/{token}': 'needs the token of a newsletter e-mail',
  'POST /api/newsletter/unsubscribe': 'needs the token of a newsletter e-mail',
  'GET /api/orders/{id}': 'the world has no order to name',
  'GET /api/orders/{id}/details': 'the world has no order to name',
  'POST /api/payments/confirm': 'the world has no order to name',
  'POST /api/payments/test/charge': 'the world has no open checkout to charge',
  'POST /api/course/{title}/waitlist': 'the world’s course has free places (only a full course has a waiting list)',
  'POST /api/admin/bookings/{id}/balance-paid': 'the world has no deposit booking to name',
  'POST /api/admin/orders/{id}/release-hold': 'the world has no unpaid checkout holding a seat to name',
  'POST /api/orders/{id}/refund': 'the world has no paid order to name',
  'POST /api/user/courses/{title}/cancel': 'the world’s customer is enrolled without a paid order to refund',
  'DELETE /api/course': 'the world’s customer is enrolled in it (a bought course cannot be deleted)',
  'DELETE /api/onlinecourse': 'the world’s customer bought it (a bought course cannot be deleted)',
  'GET /api/terms-of-sale/{version}': 'the number the path names is not a version the world published',
  'GET /api/contract-withdrawals/{id}': 'the world has no withdrawal request, nor the token of its e-mail',
  'POST /api/contract-withdrawals/{id}/confirm': 'the world has no withdrawal request, nor the token of its e-mail',
  'GET /api/lessons/{id}/captions/{language}': 'the world’s lessons have no captions',
  'GET /api/courses/{id}/videos/{position}/captions/{language}': 'the world’s course videos have no captions',
  'GET /api/onlinecourses/{id}/video/captions/{language}': 'the world’s trailer has no captions',
  'GET /api/landingpage/{id}/videos/{position}/captions/{language}': 'the world’s landing page has no captions',
  'POST /api/landingpage/{id}/videos/{position}/captions': 'the world’s landing page has no saved video',
  'DELETE /api/landingpage/{id}/videos/{position}/captions/{language}': 'the world’s landing page has no saved video',
};

/**
 * Generated requests that light-my-request may refuse to build (a header value no client could
 * send): they are counted, not sent. More than this share of a shard means the generators have
 * drifted into making requests that never reach the server.
 */
export const MAX_UNBUILT_SHARE = 0.01;
