import type { PublicSettings } from '@cammini/contract';
import { sampleBusiness } from '@cammini/contract/testing';

/** The business's details as GET /api/settings answers them, for screens that show them. */
export const testSiteSettings: PublicSettings = {
  ...sampleBusiness,
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
