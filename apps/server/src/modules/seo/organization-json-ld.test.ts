import { SiteSettings } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { siteJsonLd } from './json-ld.js';

const origin = 'https://example.test';

describe('the home page’s Organization', () => {
  it('states the business’s saved details: name, address, contacts, VAT number and social profiles', () => {
    const { noticeEmail: _private, ...business } = SiteSettings.parse({
      businessName: 'Studio Aurora',
      legalAddress: 'Via Roma 3, 40121 Bologna (BO)',
      taxId: '06123450485',
      email: 'ciao@studio-aurora.example',
      phone: '+39 051 765 4321',
      social: { instagram: 'https://www.instagram.com/studioaurora' },
      noticeEmail: 'avvisi@studio-aurora.example',
    });
    const [organization, website] = siteJsonLd(origin, business);
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Studio Aurora',
      url: 'https://example.test/',
      address: 'Via Roma 3, 40121 Bologna (BO)',
      email: 'ciao@studio-aurora.example',
      telephone: '+39 051 765 4321',
      vatID: 'IT06123450485',
      sameAs: ['https://www.instagram.com/studioaurora'],
    });
    expect(website).toMatchObject({ '@type': 'WebSite', name: 'Studio Aurora' });
    expect(JSON.stringify(organization)).not.toContain('avvisi@');
  });

  it('names a codice fiscale as taxID and leaves out what is not set', () => {
    const { noticeEmail: _private, ...business } = SiteSettings.parse({
      businessName: 'Anna Neri',
      taxId: 'RSSMRA85T10A562S',
    });
    expect(siteJsonLd(origin, business)[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Anna Neri',
      url: 'https://example.test/',
      taxID: 'RSSMRA85T10A562S',
    });
  });
});
