import { screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../../../test/fake-api';
import { FakeRichTextEditor } from '../../../test/fake-rich-text-editor';
import { stubObjectUrls } from '../../../test/object-urls';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import ArticleFormPage from './article-form-page';
import FaqFormPage from './faq-form-page';
import MemberFormPage from './member-form-page';
import TopicFormPage from './topic-form-page';

vi.mock('../../../components/admin/rich-text-editor', () => ({ RichTextEditor: FakeRichTextEditor }));

beforeEach(() => stubObjectUrls());

const routes = [
  { path: '/addargomento', element: <TopicFormPage /> },
  { path: '/editargomento/:id', element: <TopicFormPage /> },
  { path: '/addfaq', element: <FaqFormPage /> },
  { path: '/editfaq/:id', element: <FaqFormPage /> },
  { path: '/addmembro', element: <MemberFormPage /> },
  { path: '/editmembro/:id', element: <MemberFormPage /> },
  { path: '/addarticolo', element: <ArticleFormPage /> },
  { path: '/editarticolo/:title', element: <ArticleFormPage /> },
];
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const topics = {
  'GET /get/topics': { body: [{ id: 1, idTopic: 1, title: 'BENESSERE', description: '', fileUrl: null }] },
};

describe('the add pages', () => {
  it.each([
    ['/addargomento', 'Aggiungi argomento'],
    ['/addfaq', 'Aggiungi FAQ'],
    ['/addmembro', 'Aggiungi membro'],
    ['/addarticolo', 'Aggiungi articolo'],
  ])('%s shows its empty form under its title, with a way back to the panel', async (path, title) => {
    stubApi(topics);
    renderAt(path, routes);
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pannello di amministrazione' })).toHaveAttribute('href', '/pannello');
    expect(screen.getAllByRole('textbox')[0]).toHaveValue('');
  });
});

describe('the edit pages', () => {
  it('loads the topic by id, showing a loading state first', async () => {
    stubApi({
      'GET /api/topic/4': {
        body: { topic: { id: 4, idTopic: 4, title: 'RELAZIONI', description: 'Legami.', fileUrl: null } },
      },
    });
    renderAt('/editargomento/4', routes);
    expect(await heading('Modifica argomento')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso...');
    expect(await screen.findByDisplayValue('RELAZIONI')).toBeInTheDocument();
  });

  it('loads the FAQ by id (the first of the answered list)', async () => {
    stubApi({ 'GET /api/faq/3': { body: [{ idFaq: 3, question: 'Serve esperienza?', answer: 'No.' }] } });
    renderAt('/editfaq/3', routes);
    expect(await heading('Modifica FAQ')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Serve esperienza?')).toBeInTheDocument();
  });

  it('is titled "Modifica membro" and loads the member by id', async () => {
    stubApi({
      'GET /api/member/5': {
        body: {
          member: {
            idMember: 5,
            name: 'Marta',
            surname: 'Galli',
            title: 'Marta Galli',
            description: 'Facilitatrice.',
            fileUrl: null,
            session: 'Umbria',
            language: 'Italiano',
            email: 'marta@example.com',
            phoneNumber: '+39 333 123 4567',
            website: 'https://example.com',
          },
        },
      },
      'GET /api/members/territories': { body: { territories: [] } },
    });
    renderAt('/editmembro/5', routes);
    expect(await heading('Modifica membro')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('marta@example.com')).toBeInTheDocument();
    expect(screen.getByDisplayValue('https://example.com')).toBeInTheDocument();
  });

  it('loads the article by the hyphenated title of its address', async () => {
    const api = stubApi({
      ...topics,
      'GET /api/article/Il-respiro-che-cura': {
        body: {
          article: {
            id: 7,
            title: 'Il respiro che cura',
            intro: 'Tre minuti.',
            content: '<p>Inspira.</p>',
            category: 'BENESSERE',
            fileUrl: '/uploads/a.webp',
            date: '2026-05-01T08:00:00.000Z',
          },
          previous: null,
          next: null,
        },
      },
    });
    renderAt('/editarticolo/Il-respiro-che-cura', routes);
    expect(await heading('Modifica articolo')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Il respiro che cura')).toBeInTheDocument();
    expect(api.callsTo('GET /api/article/Il-respiro-che-cura')).toHaveLength(1);
  });

  it.each([
    ['/editargomento/999', 'GET /api/topic/999', '/soluzioni'],
    ['/editargomento/abc', 'GET /api/topic/abc', '/soluzioni'],
    ['/editfaq/999', 'GET /api/faq/999', '/faq'],
    ['/editmembro/999', 'GET /api/member/999', '/chisono'],
    ['/editarticolo/Nessun-articolo', 'GET /api/article/Nessun-articolo', '/blog'],
  ])('%s says the item was not found, with a way to its list', async (path, call, list) => {
    stubApi({
      [call]: path.endsWith('abc')
        ? failure(400, 'VALIDATION', 'Identificativo non valido')
        : failure(404, 'NOT_FOUND', 'Risorsa non trovata'),
    });
    renderAt(path, routes);
    expect(
      await screen.findByText('Elemento non trovato: potrebbe essere stato eliminato o rinominato.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna all’elenco' })).toHaveAttribute('href', list);
    expect(screen.queryByRole('button', { name: /Pubblica|PUBBLICA|Salva/ })).not.toBeInTheDocument();
  });

  it('offers to try again when the item could not be loaded', async () => {
    let calls = 0;
    stubApi({
      'GET /api/topic/4': () => {
        calls += 1;
        return calls === 1
          ? failure(500, 'INTERNAL', 'Errore interno del server')
          : { body: { topic: { id: 4, idTopic: 4, title: 'RELAZIONI', description: 'Legami.', fileUrl: null } } };
      },
    });
    renderAt('/editargomento/4', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile caricare i dati. Riprova.');
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByDisplayValue('RELAZIONI')).toBeInTheDocument();
  });
});
