import { describe, expect, it } from 'vitest';
import { mapsHref } from './places.js';

describe('the maps link of a place', () => {
  it('keeps a saved link and turns plain words into a maps search', () => {
    expect(mapsHref('https://maps.app.goo.gl/abc123')).toBe('https://maps.app.goo.gl/abc123');
    expect(mapsHref(' Villa Bardini, Firenze ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Villa+Bardini%2C+Firenze',
    );
  });
});
