import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session/session-store';
import type { AdminActionsProps } from './admin-action-buttons';

// Their code comes only to admins: visitors' pages never fetch it.
const AdminActionButtons = lazy(() =>
  import('./admin-action-buttons').then((module) => ({ default: module.AdminActionButtons })),
);

/** The edit and delete icons admins see on every content card; nothing for anyone else. */
export function AdminActions(props: AdminActionsProps) {
  const { user } = useSession();
  if (user?.group !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <AdminActionButtons {...props} />
    </Suspense>
  );
}
