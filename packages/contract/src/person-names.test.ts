import { describe, expect, it } from 'vitest';
import { LinkToken, RegisterBody, UpdateProfileBody } from './accounts.js';
import { isPersonName } from './common.js';
import { ContactBody, ModuleBody } from './contact.js';
import { SubscribeBody } from './newsletter.js';
import { CreateReviewBody } from './reviews.js';

describe('person names', () => {
  it('accept the names people have, in any script', () => {
    for (const name of [
      'Marta',
      "D'Angelo",
      'O’Brien',
      'Anna Maria',
      'Müller-Lüdenscheidt',
      'J. R. R.',
      'J.R.R. Tolkien',
      'Nguyễn Thị Minh',
      'Σωκράτης',
      'محمد',
      'मनोज',
      'क्\u200dष',
    ]) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it('refuse line breaks, control and invisible format characters', () => {
    for (const name of [
      'Marta\nRossi',
      'Marta\r',
      'Marta\tRossi',
      'Marta\u2028Rossi',
      'Marta\u202eissoR',
      'Ma\u200brta',
    ]) {
      expect(isPersonName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('refuse anything that reads as a link or an address, look-alikes included', () => {
    for (const name of [
      'http://premi.example',
      'Marta hxxps://x',
      'HTTPS://X',
      'www.premi',
      'Vinci su premi.com',
      'premi.it/marta',
      'marta@premi.example',
      'Marta <b>',
      'ｗｗｗ．premi',
      'marta＠premi',
      'premi。com',
    ]) {
      expect(isPersonName(name), name).toBe(false);
    }
  });

  it('are checked wherever people give them', () => {
    const link = 'Marta premi.example';
    expect(RegisterBody.shape.name.safeParse(link).success).toBe(false);
    expect(RegisterBody.shape.surname.safeParse(link).success).toBe(false);
    expect(UpdateProfileBody.shape.name.safeParse(link).success).toBe(false);
    expect(ContactBody.shape.nome.safeParse(link).success).toBe(false);
    expect(ContactBody.shape.cognome.safeParse(link).success).toBe(false);
    expect(ModuleBody.shape.name.safeParse(link).success).toBe(false);
    expect(CreateReviewBody.shape.name.safeParse(link).success).toBe(false);
    expect(CreateReviewBody.shape.surname.safeParse(link).success).toBe(false);
    expect(SubscribeBody.shape.name.safeParse(link).success).toBe(false);
    // The boxes that may stay empty still may.
    expect(SubscribeBody.shape.name.safeParse('').success).toBe(true);
    expect(CreateReviewBody.shape.surname.safeParse('').success).toBe(true);
  });
});

describe('link tokens', () => {
  it('are base64url, so nothing else in a link reaches a query or a header', () => {
    expect(LinkToken.safeParse('abcDEF0123_-xyz').success).toBe(true);
    for (const token of ['abcdefghij\r\n', 'abcdefghij klm', 'abcdefghij%0d', 'abcdefghij/..', 'short']) {
      expect(LinkToken.safeParse(token).success, JSON.stringify(token)).toBe(false);
    }
  });
});
