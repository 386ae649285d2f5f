import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { adminFailureOf } from '../../../lib/admin/admin-failure';
import { labelOfPath } from './builder-labels';

/** What the last save came to, as the builder tells the admin. */
export type SaveOutcome =
  | { kind: 'published' | 'saved'; slug: string }
  | { kind: 'invalid'; paths: string[] }
  | { kind: 'server'; message: string; paths: string[] }
  | { kind: 'network' | 'token' | 'failed' };

/** A failed save as an outcome; the server's own message when it sent one. */
export function outcomeOfError(error: unknown, paths: string[]): SaveOutcome {
  const failure = adminFailureOf(error);
  if (failure.kind === 'token' || failure.kind === 'network') return { kind: failure.kind };
  if ('message' in failure && failure.message) return { kind: 'server', message: failure.message, paths };
  return { kind: 'failed' };
}

function ProblemList({ paths }: { paths: string[] }) {
  const { t } = useTranslation('admin-landing');
  const labels = [...new Set(paths.map((path) => labelOfPath(path, t)))];
  if (labels.length === 0) return null;
  return (
    <ul className="lb-problems">
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}

export function SaveOutcomeMessage({ outcome }: { outcome: SaveOutcome }) {
  const { t } = useTranslation('admin-landing');
  switch (outcome.kind) {
    case 'published':
    case 'saved':
      return (
        <Alert tone="success">
          {t(outcome.kind === 'published' ? 'messages.published' : 'messages.saved')}{' '}
          <Link to={`/${outcome.slug}`}>{t('actions.open', { path: `/${outcome.slug}` })}</Link>
        </Alert>
      );
    case 'invalid':
      return (
        <Alert tone="error">
          {t('messages.invalid')}
          <ProblemList paths={outcome.paths} />
        </Alert>
      );
    case 'server':
      return (
        <Alert tone="error">
          {outcome.message}
          <ProblemList paths={outcome.paths} />
        </Alert>
      );
    default:
      return <Alert tone="error">{t(`messages.${outcome.kind}`)}</Alert>;
  }
}
