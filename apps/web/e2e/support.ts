import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR } from '../playwright.config';

export { E2E_ADMIN };

let counter = 0;
/** An address no other test (or earlier run against this server) has used. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

/** Waits for the newest .eml written to an address and returns the link to `route` in it. */
export async function linkFromOutbox(to: string, route: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const raw = await readFile(path.join(outbox, file), 'utf8');
          if (!raw.includes(`To: ${to}`)) continue;
          // Quoted-printable may wrap long lines with "=\n"; undo it before looking for the link.
          const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          const match = text.match(new RegExp(`https?://[^\\s"<>]+/${route}/[A-Za-z0-9_-]+`));
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an e-mail to ${to} with a /${route}/ link` },
    )
    .toBe(true);
  return new URL(link!).pathname;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL('/');
}
