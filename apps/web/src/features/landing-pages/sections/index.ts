/** Every section of a landing page; the admin builder's live preview renders the same ones. */
export { LandingFaq, type LandingFaqProps } from './landing-faq';
export { LandingFeatures, type LandingFeaturesProps } from './landing-features';
export { LandingFooter, type LandingFooterProps } from './landing-footer';
export { LandingGallery, type LandingGalleryProps } from './landing-gallery';
export { LandingHeader, type LandingHeaderProps } from './landing-header';
export { LandingHero, type LandingHeroProps } from './landing-hero';
export { LandingModules, type LandingModulesProps } from './landing-modules';
export { LandingVideos, type LandingVideosProps } from './landing-videos';
export { isExternal, safeColor, safeMediaUrl, safeMediaUrls, safeUrl, safeUrls } from './safe-values';
