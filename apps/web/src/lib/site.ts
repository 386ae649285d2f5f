import { type PublicSettings, type PublicSettingsResponse, whatsappLink } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { request } from './api-client';
import { siteSettingsKeys } from './query-keys';

/*
 * The business's own details (name, contacts, social links), as the admin saved them: shown by the
 * footer, the chat button, the contact page and landing pages. Server-rendered pages fetch them
 * first (the site layout's prefetch), so the first HTML and the hydrated page agree.
 */

export const siteSettingsQuery = queryOptions({
  queryKey: siteSettingsKeys.public(),
  queryFn: async ({ signal }) => (await request<PublicSettingsResponse>('/api/settings', { signal })).settings,
  // They change rarely; a page drawn with them needs no second fetch while it is open.
  staleTime: 10 * 60_000,
});

/** The details, once known; undefined while loading or when they could not be read (the parts are left out). */
export const useSiteSettings = (): PublicSettings | undefined => useQuery(siteSettingsQuery).data;

/** The tax id as Italians write it: a partita IVA has 11 digits, anything else is a codice fiscale. */
export const taxIdLine = (taxId: string, t: TFunction) =>
  t(/^\d{11}$/.test(taxId) ? 'common:footer.vatNumber' : 'common:footer.taxCode', { taxId });

/** Who the business is, as the privacy notice names it: its name, address and tax id, when saved. */
export function businessIdentity(settings: PublicSettings, t: TFunction): string[] {
  const { businessName, legalAddress, taxId } = settings;
  return [businessName, legalAddress, taxId ? taxIdLine(taxId, t) : null].filter((part): part is string => !!part);
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The chat button's address, or none while no WhatsApp number is saved. */
export const chatLink = (settings: PublicSettings | undefined, text?: string) =>
  settings?.whatsapp ? whatsappLink(settings.whatsapp, text) : undefined;

export const SOCIAL_LABELS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
} as const;

/** The social links that are set, in a stable order. */
export const socialLinks = (settings: PublicSettings | undefined) =>
  settings
    ? (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[])
        .map((network) => ({ network, label: SOCIAL_LABELS[network] as string, url: settings.social[network] }))
        .filter((link): link is { network: keyof typeof SOCIAL_LABELS; label: string; url: string } => !!link.url)
    : [];
