/**
 * The address that opens a course's place on a map: the saved maps link itself, or a maps search for
 * a place written in words.
 */
export function mapsHref(location: string): string {
  const text = location.trim();
  if (/^https?:\/\//i.test(text)) return text;
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: text })}`;
}
