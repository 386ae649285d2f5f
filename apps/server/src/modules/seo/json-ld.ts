import { FEW_SEATS_LEFT, type PublicSettings } from '@cammini/contract';
import { oneLine } from './markup.js';
import type { ArticleEntry, CourseEntry, OnlineCourseEntry } from './site-index.service.js';

/*
 * schema.org descriptions of the items search engines show as rich results. Every function
 * takes absolute URLs; the page renderer escapes the result for its script element.
 */

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Where an item's page is and who publishes it (the business's name from the settings). */
export interface ItemUrls {
  page: string;
  image?: string;
  origin: string;
  siteName: string;
}

export const organization = (origin: string, name: string): JsonLd => ({
  '@type': 'Organization',
  name,
  url: `${origin}/`,
});

const euros = (cents: number) => (cents / 100).toFixed(2);
const images = (image: string | undefined) => (image ? { image: [image] } : {});

/** The business as its settings describe it: only the details the admin entered are stated. */
function businessOrganization(origin: string, business: PublicSettings): JsonLd {
  const sameAs = Object.values(business.social).filter((url): url is string => url !== null);
  const taxId = business.taxId;
  return {
    ...organization(origin, business.businessName),
    ...(business.legalAddress ? { address: business.legalAddress } : {}),
    ...(business.email ? { email: business.email } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(taxId ? (/^\d{11}$/.test(taxId) ? { vatID: `IT${taxId}` } : { taxID: taxId }) : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The home page: who publishes the site, with the business's details when they are known. */
export function siteJsonLd(origin: string, business: PublicSettings): JsonLd[] {
  const publisher = businessOrganization(origin, business);
  return [
    { '@context': CONTEXT, ...publisher },
    { '@context': CONTEXT, '@type': 'WebSite', name: publisher.name, url: `${origin}/`, inLanguage: 'it-IT' },
  ];
}

export function articleJsonLd(entry: ArticleEntry, urls: ItemUrls): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: entry.title.length > 110 ? `${entry.title.slice(0, 109)}…` : entry.title,
    description: entry.description,
    datePublished: entry.publishedAt,
    dateModified: entry.updatedAt,
    articleSection: entry.category,
    inLanguage: 'it-IT',
    url: urls.page,
    mainEntityOfPage: urls.page,
    ...images(urls.image),
    author: organization(urls.origin, urls.siteName),
    publisher: organization(urls.origin, urls.siteName),
  };
}

/**
 * The place of a course as words. The course form stores a Google Maps link, so the search
 * text (`query`/`q`) or the place name in the path is used; plain text is taken as it is.
 */
export function placeFromLocation(location: string): { name: string; mapUrl?: string } {
  const text = location.trim();
  if (!/^https?:\/\//i.test(text)) return { name: oneLine(text) };
  try {
    const url = new URL(text);
    const query = url.searchParams.get('query') ?? url.searchParams.get('q');
    const inPath = url.pathname.match(/\/maps\/(?:place|search)\/([^/@]+)/)?.[1];
    const name = query ?? (inPath ? decodeURIComponent(inPath.replace(/\+/g, ' ')) : '');
    return { name: oneLine(name), mapUrl: url.href };
  } catch {
    return { name: '' };
  }
}

/** The Place of an in-person course: the name and address the admin typed, else what its location says. */
function coursePlace(entry: CourseEntry): JsonLd | undefined {
  const place = placeFromLocation(entry.location);
  const name = entry.placeName?.trim() || place.name;
  const address = entry.placeAddress?.trim() || name;
  if (!name) return undefined;
  return {
    '@type': 'Place',
    name: oneLine(name),
    address: oneLine(address),
    ...(place.mapUrl ? { hasMap: place.mapUrl } : {}),
  };
}

const romeOffset = (isoDate: string, time: string) => {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${isoDate}T${time}:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone?.replace('GMT', '') || '+01:00';
};
/** A day, or the moment on it in Italian time with its offset ("2027-01-09T09:30:00+01:00"). */
const eventMoment = (isoDate: string, time: string | null) =>
  time ? `${isoDate}T${time}:00${romeOffset(isoDate, time)}` : isoDate;

/** How a course, in person or online, and a dated course (an Event) begin. */
const courseHead = (type: 'Course' | 'Event', entry: { title: string; description: string }, page: string) => ({
  '@context': CONTEXT,
  '@type': type,
  name: entry.title,
  description: entry.description,
  url: page,
});

type Availability = 'InStock' | 'LimitedAvailability' | 'SoldOut';

const offer = (priceCents: number, pageUrl: string, availability: Availability = 'InStock') => ({
  '@type': 'Offer',
  price: euros(priceCents),
  priceCurrency: 'EUR',
  availability: `https://schema.org/${availability}`,
  url: pageUrl,
});

/** As the course's badges say it: no seat left, the last few, or places enough (or no limit). */
function seatAvailability(seatsLeft: number | null): Availability {
  if (seatsLeft === null) return 'InStock';
  if (seatsLeft === 0) return 'SoldOut';
  return seatsLeft <= FEW_SEATS_LEFT ? 'LimitedAvailability' : 'InStock';
}

/**
 * An in-person course with a date is an Event; one whose date is still to be decided has no
 * start for an Event, so it is described as a Course held on site. The offer's availability follows
 * the seats left; a course that took place keeps its dates but offers nothing, as it is no longer sold.
 */
export function inPersonCourseJsonLd(entry: CourseEntry, urls: ItemUrls): JsonLd {
  const location = coursePlace(entry);
  if (!entry.startDate) {
    return {
      ...courseHead('Course', entry, urls.page),
      ...images(urls.image),
      provider: organization(urls.origin, urls.siteName),
      offers: offer(entry.priceCents, urls.page, seatAvailability(entry.seatsLeft)),
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Onsite', ...(location ? { location } : {}) },
    };
  }
  return {
    ...courseHead('Event', entry, urls.page),
    startDate: eventMoment(entry.startDate, entry.startTime),
    endDate: eventMoment(entry.endDate ?? entry.startDate, entry.startTime ? entry.endTime : null),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(location ? { location } : {}),
    ...images(urls.image),
    ...(entry.tookPlace ? {} : { offers: offer(entry.priceCents, urls.page, seatAvailability(entry.seatsLeft)) }),
    organizer: organization(urls.origin, urls.siteName),
    ...(entry.author.trim() ? { performer: { '@type': 'Person', name: entry.author.trim() } } : {}),
  };
}

export function onlineCourseJsonLd(entry: OnlineCourseEntry, urls: ItemUrls): JsonLd {
  const instructor = entry.author.trim() ? { instructor: { '@type': 'Person', name: entry.author.trim() } } : {};
  return {
    ...courseHead('Course', entry, urls.page),
    inLanguage: 'it-IT',
    ...images(urls.image),
    provider: organization(urls.origin, urls.siteName),
    offers: { ...offer(entry.priceCents, urls.page), category: 'Paid' },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', ...instructor },
  };
}
