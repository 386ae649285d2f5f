import { useEffect, useState } from 'react';
import { request } from '../../lib/api-client';
import { sessionStore, useSession } from '../../lib/session/session-store';

export type CheckState = 'checking' | 'valid' | 'invalid';

/**
 * Protected routes ask the server whether the stored session still holds; when it does not,
 * the server is told to end it and the browser forgets it.
 */
export function useSessionCheck(): CheckState {
  const { user } = useSession();
  const [state, setState] = useState<CheckState>(user ? 'checking' : 'invalid');
  const token = user?.token;
  const email = user?.email;

  useEffect(() => {
    if (!token) {
      setState('invalid');
      return;
    }
    const controller = new AbortController();
    setState('checking');
    request('/api/check/', { auth: 'user', signal: controller.signal })
      .then(() => setState('valid'))
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        void request('/api/forcelogout/', { method: 'POST', auth: 'user', body: { email } }).catch(() => {});
        sessionStore.logout();
        setState('invalid');
      });
    return () => controller.abort();
  }, [token, email]);

  return state;
}
