import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { leavePage } from '../../../lib/page-navigation';
import { makePlugin } from '../testing/plugins';
import { ThemeLibraryPage } from './theme-library-page';

vi.mock('../../../lib/page-navigation', () => ({ leavePage: vi.fn() }));
const opened = vi.mocked(leavePage);
beforeEach(() => opened.mockReset());

const THEMES = [
  makePlugin(1, { name: 'Aurora', slug: 'aurora', category: 'e-commerce', author: 'Studio North' }),
  makePlugin(2, { name: 'Basalt', slug: 'basalt' }),
];

describe('ThemeLibraryPage', () => {
  it('lists theme cards and filters with the category select', async () => {
    const api = mockApi({ ...backgroundHandlers, 'GET /api/themes': { body: THEMES } });
    renderWithProviders(<ThemeLibraryPage />, { user: null });
    expect(await screen.findAllByTestId('theme-card')).toHaveLength(2);
    expect(screen.getByText('Studio North')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'e-commerce');
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/themes?category=e-commerce&limit=24')).toBe(true));
  });

  it('offers visitors a Log In button to /auth', async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/themes': { body: [] } });
    renderWithProviders(<ThemeLibraryPage />, { user: null });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    expect(await screen.findByText('No themes found')).toBeInTheDocument();
  });

  it("requires sign-in to download: 'Authentication Required' / 'Please log in to download themes.'", async () => {
    const api = mockApi({ ...backgroundHandlers, 'GET /api/themes': { body: THEMES } });
    renderWithProviders(<ThemeLibraryPage />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Aurora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Required' });
    expect(within(dialog).getByText('Please log in to download themes.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auth\?redirect=/),
    );
    expect(api.callsTo('POST', '/api/themes/1/download')).toHaveLength(0);
  });

  it('downloads for a signed-in user', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/themes': { body: THEMES },
      'POST /api/themes/1/download': { body: { downloadUrl: '/api/library/download/t1' } },
    });
    renderWithProviders(<ThemeLibraryPage />, { user: makeUser() });
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Aurora' }));
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith('/api/library/download/t1');
  });

  it("says 'Download Error' with 'Failed to download theme' when the failure has no message", async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/themes': { body: THEMES },
      'POST /api/themes/1/download': { status: 500, text: '', statusText: '' },
    });
    renderWithProviders(<ThemeLibraryPage />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Aurora' }));
    expect(await screen.findByText('Download Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to download theme')).toBeInTheDocument();
  });
});
