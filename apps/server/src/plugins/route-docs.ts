/** The OpenAPI security of a route that takes a bearer token. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/**
 * Documents the routes of one area that take a bearer token (a login, or the admin's private token):
 * each tagged with `tags`, with bearer security, and its own summary.
 */
export function bearerRouteDocs(...tags: string[]) {
  return (summary: string) => ({ tags, security: BEARER_SECURITY, summary });
}
