import type { Language } from '@cammini/contract';

/** Who is calling: the session behind a request's bearer token and its user. */
export interface SessionContext {
  sessionId: number;
  /** For a private token, the login session it belongs to; for a login session, itself. */
  loginSessionId: number;
  kind: 'login' | 'private';
  userId: number;
  email: string;
  group: 'user' | 'admin';
  language: Language;
}
