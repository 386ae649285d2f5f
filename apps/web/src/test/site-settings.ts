import type { PublicSettings } from '@cammini/contract';

/** The business's details as GET /api/settings answers them, for screens that show them. */
export const testSiteSettings: PublicSettings = {
  businessName: 'Studio Aurora',
  legalAddress: 'Via Roma 3, 40121 Bologna (BO)',
  taxId: '06123450485',
  email: 'ciao@studio-aurora.example',
  phone: '+39 051 765 4321',
  whatsapp: '+39 347 765 4321',
  social: {
    facebook: null,
    instagram: 'https://www.instagram.com/studioaurora',
    youtube: null,
    linkedin: null,
    tiktok: null,
  },
  reviewsNeedApproval: true,
  withdrawalPeriodDays: 14,
  leisureServiceException: false,
};

/** The fake API's route for them. */
export const siteSettingsRoute = (settings: PublicSettings = testSiteSettings) => ({
  'GET /api/settings': { body: { message: 'Success', settings } },
});
