import { describe, expect, it } from 'vitest';
import { whatsappLink } from './chat-link.js';
import {
  completeHttpsUrl,
  completePhoneNumber,
  InternationalPhone,
  isValidVatNumber,
  SiteSettings,
} from './settings.js';

describe('the business’s settings', () => {
  it('checks the partita IVA’s check digit', () => {
    expect(isValidVatNumber('06123450485')).toBe(true);
    expect(isValidVatNumber('06123450486')).toBe(false);
    expect(isValidVatNumber('0612345048')).toBe(false);
  });

  it('takes a partita IVA (IT prefix dropped) or a codice fiscale as the tax id', () => {
    const parse = (taxId: string) => SiteSettings.safeParse({ businessName: 'X', taxId });
    expect(parse('IT06123450485').data?.taxId).toBe('06123450485');
    expect(parse('rssmra85t10a562s').data?.taxId).toBe('RSSMRA85T10A562S');
    expect(parse('RSSMRA85T10A562X').success).toBe(false);
  });

  it('wants phone numbers in international form, 8 to 15 digits', () => {
    expect(InternationalPhone.parse('  +39  055 123 4567 ')).toBe('+39 055 123 4567');
    for (const phone of ['+0 55 123 4567', '+39 12', '+39 055-123-4567', '+1234567890123456', 'tel 055 1234567']) {
      expect(InternationalPhone.safeParse(phone).success, phone).toBe(false);
    }
  });

  it('completes a number typed without its country code as Italian, and 00 as +', () => {
    expect(InternationalPhone.parse('055 123 4567')).toBe('+39 055 123 4567');
    expect(InternationalPhone.parse(' 3331234567 ')).toBe('+39 3331234567');
    expect(InternationalPhone.parse('0044 20 7946 0000')).toBe('+44 20 7946 0000');
    expect(InternationalPhone.parse('0039 333 123 4567')).toBe('+39 333 123 4567');
  });

  it('leaves a number that already has its country code as typed', () => {
    expect(completePhoneNumber('+44 20 7946 0000')).toBe('+44 20 7946 0000');
    expect(completePhoneNumber('+39 055 123 4567')).toBe('+39 055 123 4567');
    expect(InternationalPhone.safeParse('055 12').success).toBe(false);
  });

  it('keeps only https links for social profiles', () => {
    const parse = (facebook: string) => SiteSettings.safeParse({ businessName: 'X', social: { facebook } });
    expect(parse('https://www.facebook.com/x').success).toBe(true);
    for (const url of ['http://www.facebook.com/x', 'javascript:alert(1)', 'https://localhost/x', 'localhost/x']) {
      expect(parse(url).success, url).toBe(false);
    }
  });

  it('completes a social link typed without https://', () => {
    const facebook = (value: string) =>
      SiteSettings.parse({ businessName: 'X', social: { facebook: value } }).social.facebook;
    expect(facebook('facebook.com/x')).toBe('https://facebook.com/x');
    expect(facebook(' www.facebook.com/x ')).toBe('https://www.facebook.com/x');
    expect(facebook('//facebook.com/x')).toBe('https://facebook.com/x');
    expect(facebook('www.facebook.com:443/x')).toBe('https://www.facebook.com:443/x');
  });

  it('leaves a link that has a scheme of its own as typed', () => {
    expect(completeHttpsUrl('https://www.facebook.com/x')).toBe('https://www.facebook.com/x');
    expect(completeHttpsUrl('http://www.facebook.com/x')).toBe('http://www.facebook.com/x');
    expect(completeHttpsUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(completeHttpsUrl('')).toBe('');
  });

  it('reads empty boxes as not set, and asks for approval of reviews by default', () => {
    const settings = SiteSettings.parse({ businessName: ' Studio ', email: ' ', phone: '', social: { youtube: '' } });
    expect(settings).toMatchObject({ businessName: 'Studio', email: null, phone: null, reviewsNeedApproval: true });
    expect(settings.social.youtube).toBeNull();
  });

  it('links the chat by the number’s digits', () => {
    expect(whatsappLink('+39 333 123 4567', 'Ciao!')).toBe('https://wa.me/393331234567?text=Ciao!');
  });
});
