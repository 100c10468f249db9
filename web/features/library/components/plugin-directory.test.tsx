import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { PluginDirectory } from './plugin-directory';

const PLUGIN = {
  id: 1,
  name: 'Cache Rocket',
  slug: 'cache-rocket',
  description: 'Faster pages',
  category: 'performance',
  version: '1.2.0',
  author: 'HostFree',
  imageUrl: '/img/cache.png',
  downloadCount: 1234,
  fileSize: 2048,
  isPublic: true,
};

describe('PluginDirectory', () => {
  afterEach(() => setCurrentLocale('en'));

  it('shows a loading state, then cards with name, uppercase category, image, downloads and author', async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/plugins': { body: [PLUGIN] } });
    renderWithProviders(<PluginDirectory />, { user: null });
    expect(screen.getByText('Loading plugins...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cache Rocket' })).toBeInTheDocument();
    expect(screen.getByText('Performance')).toHaveClass('uppercase');
    expect(screen.getByRole('img', { name: 'Cache Rocket' })).toHaveAttribute('src', '/img/cache.png');
    expect(screen.getByText('1,234 downloads')).toBeInTheDocument();
    expect(screen.getByText('HostFree')).toBeInTheDocument();
  });

  it("sends visitors to /auth with 'Signup Now for Access' and the free-account note", async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/plugins': { body: [PLUGIN] } });
    renderWithProviders(<PluginDirectory />, { user: null });
    expect(await screen.findByRole('link', { name: 'Signup Now for Access' })).toHaveAttribute('href', '/auth');
    expect(screen.getByText('Free account required for downloads')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Now' })).not.toBeInTheDocument();
  });

  it("sends signed-in users to /plugin/{slug} with 'Download Now'", async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/plugins': { body: [PLUGIN] } });
    renderWithProviders(<PluginDirectory />, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/plugin/cache-rocket');
  });

  it("says 'No Plugins Available' for an empty catalogue", async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/plugins': { body: [] } });
    renderWithProviders(<PluginDirectory />, { user: null });
    expect(await screen.findByText('No Plugins Available')).toBeInTheDocument();
  });

  it("names a card's category in the visitor's language", async () => {
    setCurrentLocale('es');
    mockApi({ ...backgroundHandlers, 'GET /api/plugins': { body: [PLUGIN] } });
    renderWithProviders(
      <Suspense fallback={null}>
        <PluginDirectory />
      </Suspense>,
      { user: null },
    );
    expect(await screen.findByText('Rendimiento')).toHaveClass('uppercase');
    expect(screen.queryByText(/performance/i)).not.toBeInTheDocument();
  });
});
