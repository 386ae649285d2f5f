import { beforeEach, vi } from 'vitest';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { sessionStore } from '../../../lib/session/session-store';
import { stubObjectUrls } from '../../../test/object-urls';

/*
 * Shared by the content forms' tests. Each test file mocks the multipart sender itself:
 *   vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
 */

/**
 * Every test of the file runs as a freshly logged-in admin (a new login also drops the private token
 * the client keeps between calls), with the mocked sender reset and object URLs for the previews.
 */
export function actAsAdminInEachTest() {
  beforeEach(() => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.mocked(sendAdminForm).mockReset();
    stubObjectUrls();
  });
}

export const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};

export const pngFile = (name = 'foto.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** What one call of the mocked sender sent: its address, method, text fields and files. */
export function sentForm(call = 0) {
  const [path, options] = vi.mocked(sendAdminForm).mock.calls[call]!;
  const entries = [...options.form.entries()];
  return {
    path,
    method: options.method,
    fields: Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')),
    files: Object.fromEntries(
      entries.filter(([, value]) => value instanceof File).map(([key, value]) => [key, (value as File).name]),
    ),
  };
}
