import { SiteSettings } from '@cammini/contract';

/**
 * The demo business's details: plausible, and checked by the same schema as the admin's form.
 * Notices keep going to the server's CONTACT_EMAIL (noticeEmail unset), as before any setting exists.
 */
export const demoSettings: SiteSettings = SiteSettings.parse({
  businessName: 'Cammini di Crescita',
  legalAddress: 'Via dei Servi 12, 50122 Firenze (FI)',
  taxId: '06123450485',
  email: 'info@camminidicrescita.it',
  phone: '+39 055 123 4567',
  whatsapp: '+39 333 123 4567',
  social: {
    facebook: 'https://www.facebook.com/camminidicrescita',
    instagram: 'https://www.instagram.com/camminidicrescita',
    youtube: 'https://www.youtube.com/@camminidicrescita',
  },
  reviewsNeedApproval: true,
  withdrawalPeriodDays: 14,
  leisureServiceException: false,
});
