import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../../lib/format';

/**
 * Read-only earnings: from people invited with the user's code, and, for members only (the server sends
 * `memberEarnings` to them alone), as a facilitator.
 */
export function EarningsSummary({ earnings, memberEarnings }: { earnings: number; memberEarnings?: number }) {
  const { t, i18n } = useTranslation('accounts');
  const language = i18n.language;
  return (
    <section className="profile-box" aria-labelledby="earnings-title">
      <h3 id="earnings-title">{t('userArea.profile.earningsTitle')}</h3>
      <dl className="earnings">
        <div className="earnings__item">
          <dt>{t('userArea.profile.referralEarnings')}</dt>
          <dd>{formatEuros(earnings, language)}</dd>
        </div>
        {memberEarnings !== undefined && (
          <div className="earnings__item">
            <dt>{t('userArea.profile.memberEarnings')}</dt>
            <dd>{formatEuros(memberEarnings, language)}</dd>
          </div>
        )}
      </dl>
      <p className="field-hint">{t('userArea.profile.earningsHint')}</p>
    </section>
  );
}
