import { describe, expect, it } from 'vitest';
import { inPersonCourseJsonLd, placeFromLocation } from './json-ld.js';
import type { CourseEntry } from './site-index.service.js';

describe('placeFromLocation', () => {
  it('reads the search of a Google Maps link', () => {
    const link = 'https://www.google.com/maps/search/?api=1&query=Eremo+di+Camaldoli%2C+Poppi%2C+Arezzo';
    expect(placeFromLocation(link)).toEqual({ name: 'Eremo di Camaldoli, Poppi, Arezzo', mapUrl: link });
  });

  it('reads the place name of a Google Maps place link', () => {
    const link = 'https://www.google.com/maps/place/Villa+Serena,+Firenze/@43.7,11.2,15z';
    expect(placeFromLocation(link).name).toBe('Villa Serena, Firenze');
  });

  it('takes plain text as the place', () => {
    expect(placeFromLocation('  Agriturismo Il Poggio,\n Siena ')).toEqual({ name: 'Agriturismo Il Poggio, Siena' });
  });
});

describe('inPersonCourseJsonLd', () => {
  const course: CourseEntry = {
    id: 1,
    title: 'Da definire',
    description: 'Un percorso.',
    category: 'BENESSERE',
    author: 'Giulia Ferrante',
    location: 'Firenze',
    startDate: null,
    endDate: null,
    startTime: null,
    endTime: null,
    placeName: null,
    placeAddress: null,
    priceCents: 4990,
    seatsLeft: null,
    tookPlace: false,
    image: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const urls = {
    page: 'https://cammini.example/courseDetail/Da-definire',
    origin: 'https://cammini.example',
    siteName: 'Studio Aurora',
  };

  it('describes a course without a date as a Course held on site, not an Event', () => {
    expect(inPersonCourseJsonLd(course, urls)).toMatchObject({
      '@type': 'Course',
      provider: { '@type': 'Organization', name: 'Studio Aurora', url: 'https://cammini.example/' },
      offers: { price: '49.90', priceCurrency: 'EUR' },
      hasCourseInstance: { courseMode: 'Onsite', location: { '@type': 'Place', name: 'Firenze' } },
    });
  });

  it('places a timed course at its hour in Italian time, at the place named and addressed by the admin', () => {
    const timed = {
      ...course,
      location: 'https://maps.app.goo.gl/abc123',
      startDate: '2027-01-09',
      endDate: '2027-01-10',
      startTime: '09:30',
      endTime: '17:00',
      placeName: 'Agriturismo Il Poggio',
      placeAddress: 'Via Roma 1, 53100 Siena',
    };
    expect(inPersonCourseJsonLd(timed, urls)).toMatchObject({
      '@type': 'Event',
      startDate: '2027-01-09T09:30:00+01:00',
      endDate: '2027-01-10T17:00:00+01:00',
      location: {
        '@type': 'Place',
        name: 'Agriturismo Il Poggio',
        address: 'Via Roma 1, 53100 Siena',
        hasMap: 'https://maps.app.goo.gl/abc123',
      },
    });
    expect(inPersonCourseJsonLd({ ...timed, startDate: '2027-07-03', endDate: null }, urls)).toMatchObject({
      startDate: '2027-07-03T09:30:00+02:00',
      endDate: '2027-07-03T17:00:00+02:00',
    });
  });

  it('offers seats as the badges count them: places enough, the last few, none', () => {
    const dated = { ...course, startDate: '2026-05-02' };
    const availability = (seatsLeft: number | null) =>
      (inPersonCourseJsonLd({ ...dated, seatsLeft }, urls).offers as { availability: string }).availability;
    expect(availability(null)).toBe('https://schema.org/InStock');
    expect(availability(12)).toBe('https://schema.org/InStock');
    expect(availability(3)).toBe('https://schema.org/LimitedAvailability');
    expect(availability(0)).toBe('https://schema.org/SoldOut');
  });

  it('keeps the dates of a course that took place but offers nothing', () => {
    const ld = inPersonCourseJsonLd({ ...course, startDate: '2026-05-02', tookPlace: true }, urls);
    expect(ld).toMatchObject({ '@type': 'Event', startDate: '2026-05-02' });
    expect(ld).not.toHaveProperty('offers');
  });

  it('ends a one-day event on the day it starts', () => {
    const ld = inPersonCourseJsonLd({ ...course, startDate: '2026-05-02' }, urls);
    expect(ld).toMatchObject({ '@type': 'Event', startDate: '2026-05-02', endDate: '2026-05-02' });
    expect(ld).not.toHaveProperty('image');
  });
});
