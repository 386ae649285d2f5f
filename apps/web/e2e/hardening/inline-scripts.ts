import { createHash } from 'node:crypto';

/**
 * Whether a page's Content-Security-Policy names this inline script by its SHA-256 hash: the one inline
 * script a page may carry (it starts the app once the page is painted) is allowed so, and no other runs.
 */
export function allowedByPolicy(script: string, policy: string): boolean {
  const hashes = new Set([...policy.matchAll(/'sha256-([^']+)'/g)].map(([, hash]) => hash));
  return hashes.has(createHash('sha256').update(script).digest('base64'));
}
