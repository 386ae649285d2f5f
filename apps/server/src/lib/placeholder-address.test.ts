import { describe, expect, it } from 'vitest';
import { isPlaceholderAddress } from './placeholder-address.js';

describe('developer placeholder addresses', () => {
  it('recognises the default contact address and other test or local domains', () => {
    for (const address of [
      'info@localhost.test',
      'INFO@Studio.TEST',
      'owner@localhost',
      'a@box.localhost',
      'a@x.invalid',
    ]) {
      expect(isPlaceholderAddress(address), address).toBe(true);
    }
  });

  it('takes real addresses, and names that only contain a reserved word, as real', () => {
    for (const address of ['info@camminidicrescita.it', 'test@gmail.com', 'info@localhost.it', 'a@testing.org']) {
      expect(isPlaceholderAddress(address), address).toBe(false);
    }
  });
});
