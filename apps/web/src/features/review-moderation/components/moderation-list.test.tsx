import type { AdminReviewItem, AdminReviewsResponse } from '@cammini/contract';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { ModerationList } from './moderation-list';

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const waiting: AdminReviewItem = {
  idReview: 40,
  name: 'Marta',
  surname: 'Gialli',
  rating: 4,
  review: 'Un percorso che mi ha cambiato il modo di vedere le cose.',
  verifiedPurchase: true,
  date: '2026-11-20T10:30:00.000Z',
  status: 'pending',
};
const list = (reviews: AdminReviewItem[]): AdminReviewsResponse => ({
  reviews,
  total: reviews.length,
  page: 1,
  pageCount: 1,
  pageSize: 30,
});
const renderList = () => renderAt('/moderazione', [{ path: '/moderazione', element: <ModerationList /> }]);

describe('the moderation of reviews', () => {
  it('lists the reviews waiting, with author, verified badge and rating', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/admin/reviews': { body: list([waiting]) } });
    renderList();
    expect(await screen.findByText('Marta Gialli')).toBeInTheDocument();
    expect(screen.getByText('Acquisto verificato')).toBeInTheDocument();
    expect(screen.getByText('Voto: 4 su 5')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reviews')[0]?.path).toBe('/api/admin/reviews?status=pending&page=1');
  });

  it('approves a review with the private token and reads the list again', async () => {
    let approved = false;
    const api = stubApi({
      ...privateToken,
      'GET /api/admin/reviews': () => ({ body: list(approved ? [] : [waiting]) }),
      'PUT /api/admin/reviews/40': () => {
        approved = true;
        return { body: { message: 'Success', review: { ...waiting, status: 'published' } } };
      },
    });
    const user = setupUser();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Approva la recensione di Marta Gialli' }));
    expect(await screen.findByText('Nessuna recensione in attesa.')).toBeInTheDocument();
    const [call] = api.callsTo('PUT /api/admin/reviews/40');
    expect(call?.body).toEqual({ status: 'published' });
    expect(call?.authorization).toBe('Bearer private-token');
  });

  it('shows the rejected ones on request, offering to approve them', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/admin/reviews': ({ path }) => ({
        body: list(path.includes('status=rejected') ? [{ ...waiting, status: 'rejected' }] : []),
      }),
    });
    const user = setupUser();
    renderList();
    expect(await screen.findByText('Nessuna recensione in attesa.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mostra' }), 'rejected');
    expect(await screen.findByRole('button', { name: 'Approva la recensione di Marta Gialli' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rifiuta/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/admin/reviews?status=rejected&page=1')).toBe(true),
    );
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    stubApi({ ...privateToken, 'GET /api/admin/reviews': { body: list([waiting]) } });
    renderList();
    expect(await screen.findByRole('button', { name: 'Reject the review by Marta Gialli' })).toBeInTheDocument();
  });
});
