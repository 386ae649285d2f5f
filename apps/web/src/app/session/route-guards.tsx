import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { useSession } from '../../lib/session/session-store';
import { useSessionCheck } from './use-session-check';

/** Login-required routes: anyone not logged in goes to /login, and comes back after. */
export function RequireLogin() {
  return <SessionGate />;
}

/** Admin-only routes: a logged-in admin whose session the server confirms. */
export function RequireAdmin() {
  return <SessionGate adminOnly />;
}

function SessionGate({ adminOnly = false }: { adminOnly?: boolean }) {
  const { user, endedByUser } = useSession();
  const location = useLocation();
  const check = useSessionCheck();
  const { t } = useTranslation();
  if (!user && endedByUser) return <Navigate to="/" replace />;
  if (!user || check === 'invalid') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  // A logged-in customer is sent on without a way back here, so /login cannot bounce them in a loop.
  if (adminOnly && user.group !== 'admin') return <Navigate to="/login" replace />;
  if (check === 'checking') return <Loading label={t('states.checkingSession')} />;
  return <Outlet />;
}
