/** Titles are the public keys in URLs: spaces become hyphens (`/articolo/Il-respiro-che-cura`). */
export const titleToSlug = (title: string) => encodeURIComponent(title.trim().replace(/\s+/g, '-'));

/** The title as the API looks it up (it accepts both forms; decoding keeps accents and apostrophes). */
export const slugToTitle = (slug: string) => decodeURIComponent(slug).replace(/-/g, ' ');
