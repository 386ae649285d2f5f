import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_SUCCESS_MS } from '../../../features/reviews/components/review-form';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser, type UserEvent } from '../../../test/user';
import ReviewPage from './review-page';

const routes = [{ path: '/review', element: <ReviewPage /> }];
const text = 'Un percorso che mi ha insegnato a respirare con calma.';

const account = { 'GET /api/user/': { body: { message: 'Success', user: { name: 'Maria', surname: 'Rossi' } } } };

const answer = (status: 'pending' | 'published') => ({
  body: {
    message: 'Success',
    status,
    review: {
      idReview: 40,
      name: 'Maria',
      surname: 'Rossi',
      rating: 4,
      review: text,
      verifiedPurchase: true,
      date: '2026-03-20T10:00:00.000Z',
    },
  },
});
const published = answer('published');

async function fillIn(user: UserEvent, review = text) {
  await user.type(screen.getByLabelText('La tua recensione'), review);
}

describe('review page', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'session-token-1234', group: 'user' }));

  it('offers name, surname, text and a rating of 5 by default', () => {
    stubApi({});
    renderAt('/review', routes);

    expect(screen.getByRole('heading', { name: 'Lascia una recensione' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Il tuo voto' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '5 stelle' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 stella' })).not.toBeChecked();
  });

  it('publishes the review with the session token, thanks the customer and empties the form', async () => {
    const api = stubApi({ 'POST /api/review/': published });
    const user = setupUser();
    renderAt('/review', routes);

    await fillIn(user);
    await user.click(screen.getByRole('radio', { name: '4 stelle' }));
    await user.click(screen.getByRole('button', { name: 'Pubblica la recensione' }));

    expect(await screen.findByText('Grazie! La tua recensione è stata pubblicata.')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/review/');
    expect(call?.body).toEqual({ review: text, rating: 4 });
    expect(call?.authorization).toBe('Bearer session-token-1234');
    expect(screen.getByLabelText('La tua recensione')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '5 stelle' })).toBeChecked();
  });

  it('lets the success message go after 3 seconds', async () => {
    stubApi({ 'POST /api/review/': published });
    const user = setupUser();
    renderAt('/review', routes);
    await fillIn(user);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pubblica la recensione' }));
    expect(await screen.findByText('Grazie! La tua recensione è stata pubblicata.')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(REVIEW_SUCCESS_MS - 200);
    });
    expect(screen.getByText('Grazie! La tua recensione è stata pubblicata.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByText('Grazie! La tua recensione è stata pubblicata.')).not.toBeInTheDocument();
  });

  it('asks for at least 10 characters and sends nothing', async () => {
    const api = stubApi({ 'POST /api/review/': published });
    const user = setupUser();
    renderAt('/review', routes);

    await fillIn(user, 'Bello!');
    await user.click(screen.getByRole('button', { name: 'Pubblica la recensione' }));

    expect(await screen.findByText('Scrivi almeno 10 caratteri.')).toBeInTheDocument();
    expect(screen.getByLabelText('La tua recensione')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/review/')).toHaveLength(0);
  });

  it('says the review will appear once approved when it waits for the owner', async () => {
    stubApi({ 'POST /api/review/': answer('pending') });
    const user = setupUser();
    renderAt('/review', routes);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Pubblica la recensione' }));
    expect(
      await screen.findByText('Grazie! La tua recensione apparirà sul sito appena sarà approvata.'),
    ).toBeInTheDocument();
  });

  it('shows the account’s name and surname, which the customer cannot change', async () => {
    stubApi(account);
    renderAt('/review', routes);
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Maria'));
    expect(screen.getByLabelText('Nome')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Cognome')).toHaveValue('Rossi');
    expect(screen.getByText('Le recensioni portano il nome e il cognome del tuo account.')).toBeInTheDocument();
  });

  it('explains kindly that one review a day is allowed', async () => {
    stubApi({
      'POST /api/review/': failure(
        429,
        'RATE_LIMITED',
        'Hai già scritto una recensione nelle ultime 24 ore: potrai scriverne un’altra domani',
      ),
    });
    const user = setupUser();
    renderAt('/review', routes);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Pubblica la recensione' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Hai già scritto una recensione nelle ultime 24 ore: potrai scriverne un'altra domani.",
    );
    expect(screen.getByLabelText('La tua recensione')).toHaveValue(text);
  });

  it('shows reviewError when the review cannot be published', async () => {
    stubApi({ 'POST /api/review/': failure(500, 'INTERNAL', 'Errore interno') });
    const user = setupUser();
    renderAt('/review', routes);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Pubblica la recensione' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non siamo riusciti a pubblicare la recensione. Riprova tra poco.',
    );
    expect(screen.getByLabelText('La tua recensione')).toHaveValue(text);
  });

  it('speaks English when the customer chose it', async () => {
    await i18n.changeLanguage('en');
    stubApi({});
    renderAt('/review', routes);

    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Publish the review' })).toBeInTheDocument();
  });
});
