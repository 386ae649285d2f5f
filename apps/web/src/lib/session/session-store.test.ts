import { describe, expect, it, vi } from 'vitest';

describe('session store', () => {
  it('restores a saved session from local storage under "root"', async () => {
    localStorage.setItem(
      'root',
      JSON.stringify({ isLogged: true, user: { email: 'a@b.it', token: 'tok', group: 'admin' } }),
    );
    vi.resetModules();
    const { sessionStore } = await import('./session-store');
    expect(sessionStore.get()).toEqual({ isLogged: true, user: { email: 'a@b.it', token: 'tok', group: 'admin' } });
  });

  it('treats a corrupt entry as logged out', async () => {
    localStorage.setItem('root', '{not json');
    vi.resetModules();
    const { sessionStore } = await import('./session-store');
    expect(sessionStore.get()).toEqual({ isLogged: false, user: null });
  });

  it('saves a login and clears it on logout', async () => {
    vi.resetModules();
    const { sessionStore } = await import('./session-store');
    sessionStore.login({ email: 'c@d.it', token: 'x', group: 'user' });
    expect(JSON.parse(localStorage.getItem('root')!).user.email).toBe('c@d.it');
    sessionStore.logout();
    expect(JSON.parse(localStorage.getItem('root')!)).toEqual({ isLogged: false, user: null });
  });
});
