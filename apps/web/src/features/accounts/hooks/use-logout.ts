import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountKeys } from '../../../lib/query-keys';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { forceLogout } from '../api/force-logout';

/**
 * Ends the session on the server, forgets it in the browser and goes home. A failed server call does not
 * keep anyone logged in: the browser forgets the token either way.
 */
export function useLogout() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    setPending(true);
    await forceLogout(user?.email).catch(() => undefined);
    // Marked as the user's own logout, so a protected page's guard sends them home and not to /login.
    sessionStore.logout({ byUser: true });
    queryClient.removeQueries({ queryKey: accountKeys.all });
    await navigate('/', { replace: true });
  };

  return { logout, pending };
}
