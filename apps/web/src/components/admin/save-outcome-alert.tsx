import { Link } from 'react-router';
import type { AdminOutcome } from '../../lib/admin/use-admin-save';
import { Alert } from '../ui/alert';

/** The outcome of an admin form's last save, with its link when it has one. */
export function SaveOutcomeAlert({ outcome }: { outcome: AdminOutcome | null }) {
  if (!outcome) return null;
  return (
    <Alert tone={outcome.tone}>
      {outcome.text}
      {outcome.link && (
        <>
          {' '}
          <Link to={outcome.link.to}>{outcome.link.label}</Link>
        </>
      )}
    </Alert>
  );
}
