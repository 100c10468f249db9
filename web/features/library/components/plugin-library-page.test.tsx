import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { leavePage } from '../../../lib/page-navigation';
import { catalogueReply, makePlugin } from '../testing/plugins';
import { PluginLibraryPage } from './plugin-library-page';

vi.mock('../../../lib/page-navigation', () => ({ leavePage: vi.fn() }));
const opened = vi.mocked(leavePage);
beforeEach(() => opened.mockReset());

const PLUGINS = Array.from({ length: 30 }, (_, i) => makePlugin(i + 1));

describe('PluginLibraryPage', () => {
  it("says '2,000+ plugins', asks the server for the first 24 cards and for the next page on request", async () => {
    const api = mockApi({ ...backgroundHandlers, 'GET /api/plugins': catalogueReply(PLUGINS) });
    renderWithProviders(<PluginLibraryPage />, { user: makeUser() });
    expect(screen.getByText('2,000+ plugins')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Plugins' });
    // The count is of the cards loaded; they are drawn a few per task (useSlicedList).
    expect(screen.getByText('Showing 24 of 30 plugins')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByTestId('plugin-card')).toHaveLength(24));
    await userEvent.click(screen.getByRole('button', { name: 'Show more plugins' }));
    await waitFor(() => expect(within(list).getAllByTestId('plugin-card')).toHaveLength(30));
    expect(screen.getByText('Showing 30 of 30 plugins')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more plugins' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.startsWith('/api/plugins')).map((c) => c.url)).toEqual([
      '/api/plugins?limit=24',
      '/api/plugins?offset=24&limit=24',
    ]);
  });

  it('keeps the cards it has when the next page fails, and says so', async () => {
    const first = catalogueReply(PLUGINS);
    mockApi({
      ...backgroundHandlers,
      'GET /api/plugins': (body, init, url) =>
        url.includes('offset=') ? { status: 503, body: { message: 'Service unavailable' } } : first(body, init, url),
    });
    renderWithProviders(<PluginLibraryPage />, { user: null });
    const list = await screen.findByRole('list', { name: 'Plugins' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more plugins' }));
    expect(await screen.findByText('More plugins could not be loaded. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByTestId('plugin-card')).toHaveLength(24));
    expect(screen.getByRole('button', { name: 'Show more plugins' })).toBeEnabled();
  });

  it('carries a JSON-LD ItemList of the first 10 plugins', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/plugins': { body: PLUGINS.map((p, i) => (i === 0 ? { ...p, name: 'A </script> B' } : p)) },
    });
    const { container } = renderWithProviders(<PluginLibraryPage />, { user: null });
    await screen.findByRole('list', { name: 'Plugins' });
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    const data = JSON.parse(script.textContent!);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 10 });
    expect(data.itemListElement).toHaveLength(10);
    expect(data.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      url: `${window.location.origin}/plugin/plugin-1`,
      item: { name: 'A </script> B' },
    });
    expect(data.itemListElement[9]).toMatchObject({
      position: 10,
      item: { name: 'Plugin 10', '@type': 'SoftwareApplication' },
    });
  });

  it('filters by category with the buttons and searches after typing stops', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/plugins': catalogueReply(PLUGINS.slice(0, 3)),
    });
    renderWithProviders(<PluginLibraryPage />, { user: null });
    await screen.findByRole('list', { name: 'Plugins' });
    const seo = screen.getByRole('button', { name: 'SEO' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(seo);
    expect(seo).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/plugins?category=seo&limit=24')).toBe(true));
    await userEvent.type(screen.getByLabelText('Search plugins'), 'cache');
    await waitFor(() =>
      expect(api.calls.some((c) => c.url === '/api/plugins?category=seo&search=cache&limit=24')).toBe(true),
    );
    // One request for the settled text, not one per key.
    expect(api.calls.filter((c) => c.url.startsWith('/api/plugins?category=seo&search=')).map((c) => c.url)).toEqual([
      '/api/plugins?category=seo&search=cache&limit=24',
    ]);
  });

  it('switches between grid and list', async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/plugins': { body: PLUGINS.slice(0, 2) } });
    renderWithProviders(<PluginLibraryPage />, { user: null });
    const list = await screen.findByRole('list', { name: 'Plugins' });
    expect(list).toHaveClass('lg:grid-cols-3');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(list).not.toHaveClass('lg:grid-cols-3');
  });

  it("opens 'Authentication Required' for a visitor, with Sign In and Create Free Account coming back here", async () => {
    const api = mockApi({ ...backgroundHandlers, 'GET /api/plugins': { body: PLUGINS.slice(0, 1) } });
    renderWithProviders(<PluginLibraryPage />, { user: null, path: '/plugins' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Plugin 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Required' });
    expect(within(dialog).getByText('Please sign in to download plugins.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fplugins',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?tab=login&redirect=%2Fplugins',
    );
    expect(opened).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/plugins/1/download')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("downloads for a signed-in user through the short-lived link and says 'Download Started'", async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/plugins': { body: PLUGINS.slice(0, 1) },
      'POST /api/plugins/1/download': { body: { downloadUrl: '/api/library/download/tok123' } },
    });
    renderWithProviders(<PluginLibraryPage />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Plugin 1' }));
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith('/api/library/download/tok123');
    expect(api.callsTo('POST', '/api/plugins/1/download')).toHaveLength(1);
  });

  it("says 'Unauthorized' on a 401 and opens /api/login after 0.5 seconds", async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/plugins': { body: PLUGINS.slice(0, 1) },
      'POST /api/plugins/1/download': { status: 401, body: { message: 'Authentication required' } },
    });
    renderWithProviders(<PluginLibraryPage />, { user: makeUser() });
    const button = await screen.findByRole('button', { name: 'Download Plugin 1' });
    vi.useFakeTimers();
    act(() => button.click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(opened).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(opened).toHaveBeenCalledWith('/api/login');
  });

  it("says 'Download Failed' with the server's message", async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/plugins': { body: PLUGINS.slice(0, 1) },
      'POST /api/plugins/1/download': {
        status: 403,
        body: { message: 'Please add an email address to access the library.', emailRequired: true },
      },
    });
    renderWithProviders(<PluginLibraryPage />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Plugin 1' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Please add an email address to access the library.')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it('shows the admin actions it is given', async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/plugins': { body: [] } });
    renderWithProviders(<PluginLibraryPage adminActions={<button type="button">Export to .xlsx</button>} />, {
      user: makeUser({ role: 'admin' }),
    });
    expect(screen.getByRole('button', { name: 'Export to .xlsx' })).toBeInTheDocument();
    expect(await screen.findByText('No plugins found')).toBeInTheDocument();
  });
});
