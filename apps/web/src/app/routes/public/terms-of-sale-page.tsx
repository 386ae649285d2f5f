import { PagePath, TERMS_VERSION_QUERY } from '@cammini/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { termsOfSaleQuery, useTermsOfSale } from '../../../features/terms-of-sale/api/get-terms-of-sale';
import { TermsText } from '../../../features/terms-of-sale/components/terms-text';
import { formatDateTime } from '../../../lib/format';
import { problemOf } from '../../../lib/forms/problem-of';
import type { PagePrefetch } from '../../../lib/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../features/terms-of-sale/terms-of-sale.css';

/** `?versione=N`: a published version by its number; NaN for a value that names none; null for the one in force. */
function versionAsked(search: URLSearchParams): number | null {
  const value = search.get(TERMS_VERSION_QUERY);
  if (value === null) return null;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : Number.NaN;
}

export const prefetch: PagePrefetch = ({ search }) => {
  const version = versionAsked(search);
  return Number.isNaN(version) ? [] : [termsOfSaleQuery(version)];
};

/**
 * /condizioni-di-vendita: the terms of sale in force, in the visitor's language, as the server wrote them
 * from the business's settings; `?versione=N` shows a version published earlier, as buyers accepted it.
 */
export default function TermsOfSalePage() {
  const { t, i18n } = useTranslation('commerce');
  usePageTitle(t('terms.title'));
  const [search] = useSearchParams();
  const version = versionAsked(search);
  const valid = !Number.isNaN(version);
  const terms = useTermsOfSale(valid ? version : null, valid);
  const missing = !valid || problemOf(terms.error)?.status === 404;

  return (
    <article className="page container">
      <div className="card prose-page terms-page">
        {missing ? (
          <>
            <h1>{t('terms.title')}</h1>
            <p>{t('terms.notFound')}</p>
            <Link className="button button-primary" to={PagePath.termsOfSale}>
              {t('terms.toCurrent')}
            </Link>
          </>
        ) : terms.isPending ? (
          <Loading label={t('terms.loading')} />
        ) : terms.isError ? (
          <>
            <h1>{t('terms.title')}</h1>
            <Alert tone="error">{t('terms.error')}</Alert>
            <button type="button" className="button button-secondary" onClick={() => void terms.refetch()}>
              {t('terms.retry')}
            </button>
          </>
        ) : (
          <>
            <h1>{terms.data.terms.content[i18n.language === 'en' ? 'en' : 'it'].title}</h1>
            <p className="lead">
              {t('terms.version', {
                version: terms.data.terms.version,
                date: formatDateTime(terms.data.terms.publishedAt, i18n.language),
              })}
            </p>
            {version !== null && (
              <Alert tone="info">
                <Trans
                  t={t}
                  i18nKey="terms.archived"
                  values={{ version: terms.data.terms.version }}
                  components={{ current: <Link to={PagePath.termsOfSale} /> }}
                />
              </Alert>
            )}
            <TermsText
              document={terms.data.terms.content[i18n.language === 'en' ? 'en' : 'it']}
              indexLabel={t('terms.index')}
            />
          </>
        )}
      </div>
    </article>
  );
}
