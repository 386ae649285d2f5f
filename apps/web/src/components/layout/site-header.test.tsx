import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { sessionStore } from '../../lib/session/session-store';
import { renderAt } from '../../test/render';
import { setupUser } from '../../test/user';
import { SiteHeader } from './site-header';

const renderHeader = (path = '/') => renderAt(path, [{ path: '*', element: <SiteHeader /> }]);

describe('site header', () => {
  it('offers login and sign-up to a visitor, and no admin panel', () => {
    sessionStore.logout();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('link', { name: 'Pannello' })).not.toBeInTheDocument();
  });

  it('shows the profile link instead of the login buttons to a customer', () => {
    sessionStore.login({ email: 'a@b.it', token: 't', group: 'user' });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Area personale' })).toHaveAttribute('href', '/utente');
    expect(screen.queryByRole('link', { name: 'Accedi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pannello' })).not.toBeInTheDocument();
  });

  it('shows the admin panel link to an admin', () => {
    sessionStore.login({ email: 'a@b.it', token: 't', group: 'admin' });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Pannello' })).toHaveAttribute('href', '/pannello');
  });

  it('highlights the link of the current page', () => {
    sessionStore.logout();
    renderHeader('/blog');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
  });

  it('opens and closes the mobile menu', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Apri il menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await setupUser().click(toggle);
    expect(screen.getByRole('button', { name: 'Chiudi il menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches the language and remembers it under "language"', async () => {
    renderHeader();
    await setupUser().click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('link', { name: 'Courses' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
    await i18n.changeLanguage('it');
  });
});
