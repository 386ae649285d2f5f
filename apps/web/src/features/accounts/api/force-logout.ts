import { request } from '../../../lib/api-client';

/** POST /api/forcelogout/: ends the bearer session on the server. */
export function forceLogout(email?: string): Promise<{ message: string }> {
  return request('/api/forcelogout/', { method: 'POST', auth: 'user', body: email ? { email } : {} });
}
