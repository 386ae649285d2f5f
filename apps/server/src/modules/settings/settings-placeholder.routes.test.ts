import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer } from '../../../test/support/factories.js';

// The server's default CONTACT_EMAIL, `info@localhost.test`: a developer's placeholder.
const t = useAdminTestApp();

describe('the developer’s placeholder address (CONTACT_EMAIL left at its default)', () => {
  it('is never given to the owner as where notices go', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(t.adminToken) });
    expect(read.statusCode).toBe(200);
    expect(read.json().defaultNoticeEmail).toBeNull();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(t.adminToken),
      payload: { businessName: 'Studio Aurora' },
    });
    expect(saved.json().defaultNoticeEmail).toBeNull();
    expect(`${read.body}${saved.body}`).not.toContain('localhost.test');
  });

  it('is never shown to visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.json().settings.email).toBeNull();
    expect(response.body).not.toContain('localhost.test');
  });
});
