import type { LandingPageView } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentYear } from '../../../lib/format';
import { useSiteSettings } from '../../../lib/site';
import { textOrNull } from './safe-values';
import './landing-sections.css';

export type LandingFooterProps = Partial<Pick<LandingPageView, 'hero_title'>> & {
  /** The year shown; the current one unless a test or preview fixes it. */
  year?: number;
};

/** The page's closing line: the current year, the business and the privacy policy. */
export function LandingFooter({ hero_title, year = currentYear() }: LandingFooterProps) {
  const { t } = useTranslation('forms');
  const title = textOrNull(hero_title);
  const name = useSiteSettings()?.businessName ?? '';
  return (
    <footer className="lp-footer">
      <div className="container lp-footer__inner">
        <p>
          {/* The year depends on when the page is drawn: the server's stands if the browser adopts its
              page after midnight on New Year's Eve. */}
          <span>{`© ${year} ${name}`}</span>
          {title && <span className="lp-footer__title"> · {title}</span>}
        </p>
        <p>
          {t('landing.footerRights')} · <Link to="/privacy-policy">{t('landing.privacy')}</Link>
        </p>
      </div>
    </footer>
  );
}
