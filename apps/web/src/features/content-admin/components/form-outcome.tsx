import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import type { Outcome } from '../hooks/use-save-state';

export function FormOutcome({ outcome }: { outcome: Outcome | null }) {
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
