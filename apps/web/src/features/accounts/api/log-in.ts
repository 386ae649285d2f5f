import type { Group, Language, LoginBody } from '@cammini/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { chooseLanguage, savedLanguage } from '../../../lib/i18n';
import { type SessionUser, sessionStore } from '../../../lib/session/session-store';

interface LoginAnswer {
  message: string;
  token?: string;
}

/** Thrown when the server answers 200 without `message: 'Success'` (a failed login, whatever the status). */
export class LoginRefusedError extends Error {}

export function postLogin(body: LoginBody): Promise<LoginAnswer> {
  return request<LoginAnswer>('/api/login/', { method: 'POST', body });
}

export function getCurrentGroup(
  email: string,
  token: string,
): Promise<{ message: string; group: Group; language?: Language }> {
  return request(`/api/user/current-group/${encodeURIComponent(email)}`, { token });
}

/**
 * Logs in, then reads the group from the server (the token alone does not say it), and only then stores the
 * session. On a device where no language was chosen yet the site switches to the account's, kept as a
 * choice made here would be; a language picked on this device stays.
 */
export async function logIn(body: LoginBody): Promise<SessionUser> {
  const answer = await postLogin(body);
  if (answer.message !== 'Success' || !answer.token) throw new LoginRefusedError();
  const email = body.email.trim().toLowerCase();
  const { group, language } = await getCurrentGroup(email, answer.token);
  if (language && !savedLanguage()) await chooseLanguage(language);
  const user: SessionUser = { email, token: answer.token, group: group === 'admin' ? 'admin' : 'user' };
  sessionStore.login(user);
  return user;
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
