import type { LandingPageView } from '@cammini/contract';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hostOf, isNetworkHomePage, socialNetwork } from './icons';
import { isExternal, safeMediaUrl, safeUrl } from './safe-values';
import './landing-sections.css';

export type LandingHeaderProps = Pick<LandingPageView, 'logo_url' | 'show_social_icons' | 'socialIcons' | 'hero_title'>;

/**
 * The page's own brand bar: its logo and, when the admin chose to show them, the social links the
 * owner gave an address (a network's bare home page is no one's profile).
 */
export function LandingHeader({ logo_url, show_social_icons, socialIcons, hero_title }: LandingHeaderProps) {
  const { t } = useTranslation('forms');
  const logo = safeMediaUrl(logo_url);
  const links = show_social_icons
    ? socialIcons.flatMap((social) => {
        const url = safeUrl(social.url);
        return url && !isNetworkHomePage(url) ? [{ ...social, url }] : [];
      })
    : [];
  if (!logo && links.length === 0) return null;

  return (
    <header className="lp-header">
      <div className="container lp-header__inner">
        {logo ? (
          <img
            className="lp-header__logo"
            src={logo}
            alt={hero_title ? t('landing.logoAltNamed', { name: hero_title }) : t('landing.logoAlt')}
            width={160}
            height={48}
          />
        ) : (
          <span />
        )}
        {links.length > 0 && (
          <ul className="lp-social" aria-label={t('landing.socialLabel')}>
            {links.map((social, index) => {
              const network = socialNetwork(social.icon, social.url);
              const Icon = network?.icon ?? Globe;
              const name = network?.name ?? hostOf(social.url) ?? t('landing.socialFallback');
              const external = isExternal(social.url);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same address may appear twice
                <li key={index}>
                  <a
                    href={social.url}
                    className="lp-social__link"
                    aria-label={external ? t('landing.opensNewTab', { name }) : name}
                    title={name}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <Icon size={20} aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </header>
  );
}
