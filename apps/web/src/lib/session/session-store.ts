import { useSyncExternalStore } from 'react';

export type Group = 'admin' | 'user';

export interface SessionUser {
  email: string;
  token: string;
  group: Group;
}

export interface SessionState {
  /** null while unknown (not yet read from storage or the server). */
  isLogged: boolean | null;
  user: SessionUser | null;
  /** Set (in memory only) when the user logged out here, so guards send them home rather than to /login. */
  endedByUser?: boolean;
}

/** The session is persisted in local storage under `root` and restored on load. */
export const SESSION_STORAGE_KEY = 'root';

function readStored(): SessionState {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return { isLogged: false, user: null };
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    const user = parsed.user;
    if (user && typeof user.token === 'string' && typeof user.email === 'string') {
      return {
        isLogged: true,
        user: { email: user.email, token: user.token, group: user.group === 'admin' ? 'admin' : 'user' },
      };
    }
  } catch {
    // A corrupt entry is treated as logged out.
  }
  return { isLogged: false, user: null };
}

let state: SessionState = typeof localStorage === 'undefined' ? { isLogged: null, user: null } : readStored();
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode without storage: the session lasts for this tab only.
  }
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  login(user: SessionUser) {
    publish({ isLogged: true, user });
  },
  logout(options: { byUser?: boolean } = {}) {
    publish({ isLogged: false, user: null, ...(options.byUser ? { endedByUser: true } : {}) });
  },
  /** Picks up a login or logout made in another tab. */
  reload() {
    state = readStored();
    for (const listener of listeners) listener();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) sessionStore.reload();
  });
}

/**
 * What a page rendered by the server shows: it is the same for every visitor (and cached so), so it
 * knows no session; the visitor's own state is drawn right after hydration.
 */
const UNKNOWN_SESSION: SessionState = { isLogged: null, user: null };

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => UNKNOWN_SESSION);
}
