import type { CalendarEvent } from '@cammini/contract';
import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import CalendarPage from './calendar-page';

const routes = [
  { path: '/calendario', element: <CalendarPage /> },
  { path: '/courseDetail/:title', element: <p>course detail page</p> },
];

const event = (overrides: Partial<CalendarEvent> & { title: string; date: string }): CalendarEvent => ({
  intro: 'Un weekend tra le colline.',
  author: 'Giulia Ferrante',
  price: 280,
  category: 'AUTOSTIMA',
  link: `/courseDetail/${overrides.title.replace(/ /g, '-')}`,
  location: 'https://www.google.com/maps/search/?api=1&query=Bagno+Vignoni',
  dateFine: null,
  ...overrides,
});

const events = [
  event({ title: 'Radici e ali', date: '2026-12-02', dateFine: '2026-12-03' }),
  event({ title: 'Cammino di fine anno', date: '2026-12-30', dateFine: '2027-01-01', price: 450 }),
];

const caption = () => screen.getByRole('table').getAttribute('aria-labelledby') ?? '';
const monthTitle = () => document.getElementById(caption())?.textContent;
const day = (label: RegExp) => screen.getByRole('button', { name: label });

describe('/calendario', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 11:00 on 22 November in Rome, the calendar's time, whatever the machine's zone.
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });

  it('starts at the current month, Monday first, with today marked', async () => {
    stubApi({ 'GET /api/get/courses': { body: events } });
    renderAt('/calendario', routes);
    expect(monthTitle()).toBe('Novembre 2026');
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'lunlunedì',
      'marmartedì',
      'mermercoledì',
      'giogiovedì',
      'venvenerdì',
      'sabsabato',
      'domdomenica',
    ]);
    expect(day(/^domenica 22 novembre 2026/)).toHaveAttribute('aria-current', 'date');
    expect(await screen.findByText('Nessun percorso in programma in questo mese.')).toBeInTheDocument();
  });

  it('moves one month at a time across the year boundary, both ways', async () => {
    stubApi({ 'GET /api/get/courses': { body: events } });
    renderAt('/calendario', routes);
    const next = screen.getByRole('button', { name: 'Mese successivo' });
    const previous = screen.getByRole('button', { name: 'Mese precedente' });
    await setupUser().click(next);
    expect(monthTitle()).toBe('Dicembre 2026');
    await setupUser().click(next);
    expect(monthTitle()).toBe('Gennaio 2027');
    await setupUser().click(previous);
    expect(monthTitle()).toBe('Dicembre 2026');
    await setupUser().click(previous);
    await setupUser().click(previous);
    expect(monthTitle()).toBe('Ottobre 2026');
  });

  it('highlights every day a course spans, into the next year', async () => {
    stubApi({ 'GET /api/get/courses': { body: events } });
    renderAt('/calendario', routes);
    await setupUser().click(screen.getByRole('button', { name: 'Mese successivo' }));
    await screen.findByRole('button', { name: /2 dicembre 2026, 1 percorso/ });
    expect(day(/ 3 dicembre 2026/)).toHaveAccessibleName(/1 percorso$/);
    expect(day(/ 31 dicembre 2026/)).toHaveAccessibleName(/1 percorso$/);
    expect(day(/ 4 dicembre 2026/)).toHaveAccessibleName(/nessun evento$/);
    expect(day(/ 3 dicembre 2026/)).toHaveClass('month-grid__day--event');
    await setupUser().click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(day(/ 1 gennaio 2027/)).toHaveClass('month-grid__day--event');
    expect(day(/ 2 gennaio 2027/)).not.toHaveClass('month-grid__day--event');
  });

  it("lists a chosen day's courses with More Info leading to the course", async () => {
    stubApi({ 'GET /api/get/courses': { body: events } });
    renderAt('/calendario', routes);
    await setupUser().click(screen.getByRole('button', { name: 'Mese successivo' }));
    const chosen = await screen.findByRole('button', { name: /^giovedì 3 dicembre 2026, 1 percorso$/ });
    await setupUser().click(chosen);
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    const panel = within(screen.getByRole('region', { name: 'Eventi di giovedì 3 dicembre 2026' }));
    expect(panel.getByRole('heading', { name: 'Radici e ali' })).toBeInTheDocument();
    expect(panel.getByText('2–3 dicembre 2026')).toBeInTheDocument();
    expect(panel.getByText('Bagno Vignoni')).toBeInTheDocument();
    await setupUser().click(panel.getByRole('link', { name: /Maggiori informazioni/ }));
    expect(await screen.findByText('course detail page')).toBeInTheDocument();
  });

  it('says when a chosen day has no events', async () => {
    stubApi({ 'GET /api/get/courses': { body: events } });
    renderAt('/calendario', routes);
    await screen.findByText('Nessun percorso in programma in questo mese.');
    await setupUser().click(day(/^lunedì 23 novembre 2026/));
    expect(screen.getByText('Nessun evento in questa giornata.')).toBeInTheDocument();
  });

  it('jumps to the next course from an empty month', async () => {
    stubApi({ 'GET /api/get/courses': { body: events } });
    renderAt('/calendario', routes);
    await setupUser().click(await screen.findByRole('button', { name: /^Prossimo: Radici e ali/ }));
    expect(monthTitle()).toBe('Dicembre 2026');
    expect(screen.getByRole('heading', { name: 'Radici e ali' })).toBeInTheDocument();
  });

  it('moves between days with the arrow keys, crossing into the next month', async () => {
    stubApi({ 'GET /api/get/courses': { body: events } });
    renderAt('/calendario', routes);
    const today = day(/^domenica 22 novembre 2026/);
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await setupUser().keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^domenica 29 novembre 2026/);
    await setupUser().keyboard('{ArrowDown}');
    expect(monthTitle()).toBe('Dicembre 2026');
    expect(document.activeElement).toHaveAccessibleName(/^domenica 6 dicembre 2026/);
    await setupUser().keyboard('{Enter}');
    expect(screen.getByText('Nessun evento in questa giornata.')).toBeInTheDocument();
  });

  it('keeps the calendar usable and says so when the events cannot be loaded', async () => {
    stubApi({ 'GET /api/get/courses': failure(500, 'INTERNAL', 'Errore') });
    renderAt('/calendario', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare gli eventi del calendario.');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
