import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { privateToken } from '../../../features/content-admin/testing/form-test-kit';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { sessionStore } from '../../../lib/session/session-store';
import { stubApi } from '../../../test/fake-api';
import { FakeRichTextEditor } from '../../../test/fake-rich-text-editor';
import { stubObjectUrls } from '../../../test/object-urls';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import ArticlePage from '../public/article-page';
import ArticleFormPage from './article-form-page';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
vi.mock('../../../components/admin/rich-text-editor', () => ({ RichTextEditor: FakeRichTextEditor }));

const article = {
  id: 7,
  title: 'Il respiro che cura',
  intro: 'Tre minuti al giorno.',
  content: '<p>Inspira.</p>',
  category: 'BENESSERE',
  fileUrl: '/uploads/a.webp',
  date: '2026-05-01T08:00:00.000Z',
};

beforeEach(() => {
  sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
  stubObjectUrls();
  vi.mocked(sendAdminForm).mockResolvedValue({ message: 'Success' });
});

describe('saving an article without renaming it', () => {
  // The edit form keeps the article alone, the page the article with its neighbours: one cache, two shapes.
  it('leads to the article page, which shows the article rather than an error', async () => {
    stubApi({
      ...privateToken,
      'GET /get/topics': { body: [{ id: 1, idTopic: 1, title: 'BENESSERE', description: '', fileUrl: null }] },
      'GET /api/article/Il-respiro-che-cura': { body: { article, previous: null, next: null } },
    });
    renderAt('/editarticolo/Il-respiro-che-cura', [
      { path: '/editarticolo/:title', element: <ArticleFormPage /> },
      { path: '/articolo/:title', element: <ArticlePage /> },
    ]);
    await screen.findByDisplayValue('Il respiro che cura');
    await setupUser().click(screen.getByRole('button', { name: 'Salva le modifiche' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Il respiro che cura' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Inspira.')).toBeInTheDocument();
    expect(screen.queryByText('Qualcosa è andato storto')).not.toBeInTheDocument();
  });
});
