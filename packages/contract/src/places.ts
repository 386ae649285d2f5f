/**
 * The address that opens a course's place on a map: the saved maps link itself, or a maps search for
 * a place written in words.
 */
export function mapsHref(location: string): string {
  const text = location.trim();
  if (/^https?:\/\//i.test(text)) return text;
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: text })}`;
}

/** Where an in-person course takes place: its maps link and, when given, the place's name and address. */
export interface CoursePlace {
  location: string;
  placeName?: string | null;
  placeAddress?: string | null;
}

/**
 * The place as people read it: its name and address as the owner typed them ("Agriturismo Il Poggio,
 * Via Roma 1, Siena"), else `location` when it is a name rather than a link; null when there is only a link.
 */
export function coursePlaceText(place: CoursePlace): string | null {
  const typed = [place.placeName, place.placeAddress].map((part) => part?.trim()).filter(Boolean);
  if (typed.length > 0) return typed.join(', ');
  const location = place.location.trim();
  return location && !/^https?:\/\//i.test(location) ? location : null;
}
