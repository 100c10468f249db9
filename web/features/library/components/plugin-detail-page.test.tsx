import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { leavePage } from '../../../lib/page-navigation';
import { makePluginDetail } from '../testing/plugins';
import { PluginDetailPage } from './plugin-detail-page';

vi.mock('../../../lib/page-navigation', () => ({ leavePage: vi.fn() }));
const opened = vi.mocked(leavePage);
beforeEach(() => opened.mockReset());

describe('PluginDetailPage', () => {
  it("shows 'Plugin Not Found' with a link to /plugins", async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/plugins/slug/nope': { status: 404, body: { message: 'Plugin not found' } },
    });
    renderWithProviders(<PluginDetailPage slug="nope" />, { user: null });
    expect(await screen.findByRole('heading', { name: 'Plugin Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the Plugin Library/ })).toHaveAttribute('href', '/plugins');
  });

  it('shows stats, details and support, and no Donate button while payments do not exist', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/plugins/slug/plugin-3': { body: makePluginDetail(3, { downloadCount: 4321, version: '2.1.0' }) },
    });
    renderWithProviders(<PluginDetailPage slug="plugin-3" />, { user: null });
    expect(await screen.findByRole('heading', { name: 'Plugin 3' })).toBeInTheDocument();
    expect(screen.getByText('4,321')).toBeInTheDocument();
    expect(screen.getAllByText('2.1.0').length).toBeGreaterThan(0);
    expect(screen.getByText('3.0 MB')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Donate/ })).not.toBeInTheDocument();
  });

  it('downloads a public plugin for a visitor through GET /api/plugins/{id}/download', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/plugins/slug/plugin-3': { body: makePluginDetail(3, { isPublic: true }) },
    });
    renderWithProviders(<PluginDetailPage slug="plugin-3" />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(opened).toHaveBeenCalledWith('/api/plugins/3/download');
    expect(screen.getByText('Download Started')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/plugins/3/download')).toHaveLength(0);
  });

  it('sends a visitor to /auth for a members-only plugin', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/plugins/slug/plugin-3': { body: makePluginDetail(3, { isPublic: false }) },
    });
    const { location } = renderWithProviders(<PluginDetailPage slug="plugin-3" />, {
      path: '/plugin/plugin-3',
      user: null,
    });
    expect(await screen.findByText('Free account required for downloads')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth?redirect=%2Fplugin%2Fplugin-3'));
    expect(opened).not.toHaveBeenCalled();
  });

  it('downloads a members-only plugin for a signed-in user through the signed link', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/plugins/slug/plugin-3': { body: makePluginDetail(3, { isPublic: false }) },
      'POST /api/plugins/3/download': { body: { downloadUrl: '/api/library/download/abc' } },
    });
    renderWithProviders(<PluginDetailPage slug="plugin-3" />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download Started')).toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith('/api/library/download/abc');
    expect(api.callsTo('POST', '/api/plugins/3/download')).toHaveLength(1);
  });
});
