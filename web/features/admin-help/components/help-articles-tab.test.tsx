import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminHelpArticle, HelpFigures } from '../../../../contract/help-center.js';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { slugFromTitle } from './article-editor';
import { HelpArticlesTab } from './help-articles-tab';

const figures: HelpFigures = {
  days: 30,
  suggestionsOpened: 10,
  deflections: 6,
  ticketsFollowed: 2,
  undecided: 2,
  helpfulYes: 9,
  helpfulNo: 3,
};
const draft: AdminHelpArticle = {
  id: 7,
  slug: 'old-draft',
  title: 'Old draft',
  category: 'hosting',
  excerpt: '',
  markdown: 'Text.',
  updatedAt: '2026-11-29T00:00:00.000Z',
  status: 'draft',
  publishedAt: null,
  helpfulYes: 0,
  helpfulNo: 0,
};

// Admin → Help: the deflection figure, the articles with their votes, and writing one.
describe('the Help tab', () => {
  it('shows the figures and the drafts, and creates an article with an address made from its title', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/admin/help/figures': { body: figures },
      'GET /api/admin/help/articles': { body: [draft] },
      'POST /api/admin/help/articles': (body) => ({
        status: 201,
        body: { message: 'Article created', article: { ...draft, ...(body as object), id: 8 } },
      }),
    });
    renderWithProviders(<HelpArticlesTab />, { user: makeUser({ role: 'admin' }) });
    const deflections = (await screen.findByText('Deflections')).closest('div')!;
    await waitFor(() => expect(deflections).toHaveTextContent('6'));
    expect(deflections).toHaveTextContent('75% of the decided forms');
    expect(await screen.findByText('Old draft')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New article' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Where is my cPanel?');
    expect(screen.getByLabelText('Address')).toHaveValue('where-is-my-cpanel');
    await userEvent.type(screen.getByLabelText('Article (Markdown)'), 'Open the dashboard.');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    await userEvent.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/help/articles')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/help/articles')[0].body).toEqual({
      title: 'Where is my cPanel?',
      slug: 'where-is-my-cpanel',
      category: 'getting-started',
      markdown: 'Open the dashboard.',
      status: 'published',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save article' })).not.toBeInTheDocument());
  });

  it('refuses an empty article before sending anything', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/admin/help/figures': { body: figures },
      'GET /api/admin/help/articles': { body: [] },
    });
    renderWithProviders(<HelpArticlesTab />, { user: makeUser({ role: 'admin' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'New article' }));
    const form = screen.getByRole('button', { name: 'Save article' }).closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Save article' }));
    expect(await within(form).findByText('Please enter a title')).toBeInTheDocument();
    expect(within(form).getByText('The article cannot be empty')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/help/articles')).toHaveLength(0);
  });

  it('makes addresses of lowercase words and single hyphens', () => {
    expect(slugFromTitle('  Why was my site suspended — or deactivated?  ')).toBe(
      'why-was-my-site-suspended-or-deactivated',
    );
    expect(slugFromTitle('Café & déjà vu')).toBe('cafe-deja-vu');
  });

  describe('in Spanish', () => {
    afterEach(() => setCurrentLocale('en'));

    it("names the categories in the admin's language, in the list and in the editor's choice", async () => {
      setCurrentLocale('es');
      mockApi({
        ...backgroundHandlers,
        'GET /api/admin/help/figures': { body: figures },
        'GET /api/admin/help/articles': { body: [draft] },
      });
      // Another language's words are fetched on first use: the tab waits under Suspense as the admin page draws it.
      renderWithProviders(
        <Suspense fallback={null}>
          <HelpArticlesTab />
        </Suspense>,
        { user: makeUser({ role: 'admin' }) },
      );
      expect(await screen.findByText('Hosting y dominios')).toBeInTheDocument();
      expect(screen.queryByText('Hosting and domains')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Nuevo artículo' }));
      const choice = screen.getByLabelText('Categoría');
      expect(within(choice).getByRole('option', { name: 'Primeros pasos' })).toHaveValue('getting-started');
      expect(within(choice).getByRole('option', { name: 'Suspensiones y apelaciones' })).toHaveValue('suspensions');
    });
  });
});
