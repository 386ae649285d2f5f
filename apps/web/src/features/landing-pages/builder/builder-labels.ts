import type { TFunction } from 'i18next';

const SINGLE_LABELS: Record<string, string> = {
  slug: 'fields.slug',
  mode: 'fields.mode',
  heroTitle: 'fields.heroTitle',
  heroSubtitle: 'fields.heroSubtitle',
  heroCtaText: 'fields.heroCtaText',
  heroCtaUrl: 'fields.heroCtaUrl',
  heroBgColor: 'fields.heroBgColor',
  heroTextColor: 'fields.heroTextColor',
  heroButtonColor: 'fields.heroButtonColor',
  heroButtonTextColor: 'fields.heroButtonTextColor',
  logoUrl: 'fields.logo',
  heroBgImageUrl: 'fields.heroBgImage',
  heroVideoUrl: 'fields.heroVideo',
  photos: 'fields.photos',
  videos: 'fields.videos',
  showSocialIcons: 'fields.showSocialIcons',
};

const ROW_LABELS: Record<string, { row: string; fields: Record<string, string> }> = {
  socialIcons: { row: 'fields.socialIcon', fields: { icon: 'fields.socialNetwork', url: 'fields.socialUrl' } },
  reasons: {
    row: 'fields.reason',
    fields: { icon: 'fields.reasonIcon', title: 'fields.reasonTitle', text: 'fields.reasonText' },
  },
  modules: { row: 'fields.module', fields: { moduleTitle: 'fields.moduleTitle', bullets: 'fields.bullets' } },
  faqs: { row: 'fields.faq', fields: { question: 'fields.question', answer: 'fields.answer' } },
};

/** Where a problem is, in the admin's words: "Motivo 3 · Titolo". */
export function labelOfPath(path: string, t: TFunction): string {
  const [section = '', index, field] = path.split('.');
  const single = SINGLE_LABELS[section];
  if (single) return t(single);
  const rows = ROW_LABELS[section];
  if (!rows || index === undefined) return t('invalid.generic');
  const row = t(rows.row, { number: Number(index) + 1 });
  const fieldKey = field ? rows.fields[field] : undefined;
  return fieldKey ? `${row} · ${t(fieldKey)}` : row;
}
