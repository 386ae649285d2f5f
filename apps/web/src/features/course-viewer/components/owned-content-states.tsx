import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { problemOf } from '../../../lib/forms/problem-of';
import { PurchasePrompt } from './purchase-prompt';

/**
 * The states of a course viewer before the course: a visitor or a customer who did not buy it gets
 * the purchase prompt (the server answers 401 or 403), an unknown title its message, a failure a retry.
 */
export function OwnedContentStates<T>({
  title,
  kind,
  loggedIn,
  query,
  children,
}: {
  title: string;
  kind: 'course' | 'onlineCourse';
  loggedIn: boolean;
  query: { isPending: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('commerce');
  const status = problemOf(query.error)?.status ?? null;
  if (!loggedIn || status === 401) return <PurchasePrompt title={title} kind={kind} loggedIn={false} />;
  if (status === 403) return <PurchasePrompt title={title} kind={kind} loggedIn />;
  if (status === 404)
    return (
      <div className="card content-state">
        <h1>{t('viewer.notFound')}</h1>
        <p>{t('viewer.notFoundText')}</p>
        <Link className="button button-primary" to={kind === 'course' ? '/corsi' : '/meditazione'}>
          {kind === 'course' ? t('owned.browsePhysical') : t('owned.browseOnline')}
        </Link>
      </div>
    );
  if (query.error)
    return (
      <div className="content-state">
        <Alert tone="error">{t('viewer.error')}</Alert>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          {t('viewer.retry')}
        </button>
      </div>
    );
  if (query.isPending || !query.data) return <Loading label={t('viewer.loading')} />;
  return children(query.data);
}
