import { describe, expect, it } from 'vitest';
import { insertCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { buyWithTestCard, createCustomer, mailsAbout } from '../../../test/fixtures/commerce.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer } from '../../../test/support/factories.js';

const t = useAdminTestApp();

const save = (settings: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', payload: settings, headers: bearer(t.adminToken) });

describe('receipts and notices read the business’s details', () => {
  it('names the seller of the receipt as the settings give it, and sends the sale notice to the saved address', async () => {
    const saved = await save({
      businessName: 'Studio Aurora',
      legalAddress: 'Via Roma 3, 40121 Bologna (BO)',
      taxId: '06123450485',
      noticeEmail: 'avvisi@studio-aurora.example',
    });
    expect(saved.statusCode).toBe(200);
    const course = await insertCourse(t.db, { priceCents: 5000 });
    const buyer = await createCustomer(t.db, t.app, { name: 'Alba' });
    const orderId = await buyWithTestCard(t.app, buyer, course.title);

    const [receipt] = await mailsAbout(t.db, buyer.user.email, orderId);
    expect(receipt?.text).toContain('Venditore: Studio Aurora, Via Roma 3, 40121 Bologna (BO), P.IVA 06123450485');
    const [notice] = await mailsAbout(t.db, 'avvisi@studio-aurora.example', orderId);
    expect(notice).toBeDefined();
  });
});
