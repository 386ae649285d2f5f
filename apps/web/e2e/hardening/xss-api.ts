import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chiaraRegistration } from '@cammini/contract/testing';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';

/** The API calls the stored-XSS seeding makes: forms, saves that fall back field by field, registration. */

const repoRoot = path.join(import.meta.dirname, '..', '..', '..', '..');
export const PNG = readFile(path.join(repoRoot, 'apps', 'web', 'e2e', 'fixtures', 'course-cover.png'));
export const MP4 = readFile(path.join(repoRoot, 'apps', 'server', 'src', 'db', 'seed', 'media', 'lesson-a.mp4'));
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface SeedFigures {
  /** Field → payloads stored in it. */
  stored: Record<string, number>;
  /** Field → payloads the server refused (a plain value was saved instead). */
  refused: Record<string, number>;
}

export type Fields = Record<string, string>;
export type Files = Record<string, { name: string; mimeType: string; buffer: Buffer }[]>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function form(fields: Fields, files: Files): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, list] of Object.entries(files)) {
    for (const file of list)
      data.append(name, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  return data;
}

/** The fields a 400 names (`body.title` → `title`, `body.reasons.0.title` → `reasons`). */
async function refusedFields(response: APIResponse): Promise<string[]> {
  if (response.status() !== 400) return [];
  const body = (await response.json()) as { fields?: Record<string, string[]> };
  return Object.keys(body.fields ?? {}).map((key) => key.replace(/^body\./, '').split('.')[0] ?? key);
}

/**
 * Sends `fields`; where the server refuses some of them, sends `plain` values for just those and
 * tries again. Counts, per `kind.field`, what was stored and what was refused.
 */
export async function saveWithFallback<T extends Record<string, unknown>>(
  figures: SeedFigures,
  kind: string,
  fields: T,
  plain: Partial<T>,
  send: (fields: T) => Promise<APIResponse>,
): Promise<{ response: APIResponse; sent: T }> {
  let current = { ...fields };
  const refused = new Set<string>();
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await send(current);
    const failing = (await refusedFields(response)).filter((field) => field in plain && !refused.has(field));
    if (response.ok() || failing.length === 0) {
      expect(response.ok(), `${kind}: ${response.status()} ${await response.text()}`).toBe(true);
      for (const field of Object.keys(plain)) {
        const key = `${kind}.${field}`;
        if (refused.has(field)) figures.refused[key] = (figures.refused[key] ?? 0) + 1;
        else figures.stored[key] = (figures.stored[key] ?? 0) + 1;
      }
      return { response, sent: current };
    }
    for (const field of failing) refused.add(field);
    current = { ...current, ...Object.fromEntries(failing.map((field) => [field, plain[field]])) };
  }
  throw new Error(`${kind}: still refused after replacing ${[...refused].join(', ')}`);
}

/** The newest link to `route` in an e-mail to `to`, from the server's outbox folder. */
export async function linkTokenFromOutbox(outbox: string, to: string, route: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
        for (const file of files.reverse()) {
          const raw = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!raw.includes(`To: ${to}`)) continue;
          const match = raw.match(new RegExp(`/${route}/([A-Za-z0-9_-]+)`));
          if (match?.[1]) {
            token = match[1];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a /${route}/ link to ${to}` },
    )
    .toBe(true);
  return token;
}

export async function login(api: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await api.post('/api/login/', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const CUSTOMER_PASSWORD = 'respiro-lento-42';

/** A customer registered and confirmed through the API; answers the login token. */
export async function registerCustomer(api: APIRequestContext, outbox: string, label: string, invitationCode?: string) {
  const email = `${label}-${Date.now()}@example.com`;
  const registered = await api.post('/api/generate-token/', {
    data: {
      ...chiaraRegistration,
      email,
      password: CUSTOMER_PASSWORD,
      usedAffiliateCode: invitationCode ?? 'AAAAAA',
      language: 'it',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const token = await linkTokenFromOutbox(outbox, email, 'verificaRegistrazione');
  expect((await api.post('/api/register', { data: { token } })).status()).toBe(200);
  return { email, token: await login(api, email, CUSTOMER_PASSWORD) };
}
