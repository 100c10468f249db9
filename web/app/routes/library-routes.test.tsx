import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { backgroundHandlers } from '../../test/fixtures';
import { makeUser, renderApp } from '../../test/render';
import { preloadScreens } from '../lazy-screen';
import '../router';

// Screens are lazy chunks in the app; fetched once here, they render without suspending, as after a first visit.
beforeAll(preloadScreens, 120_000);

const plugin = {
  id: 3,
  name: 'SEO Kit',
  slug: 'seo-kit',
  description: 'Meta tags',
  category: 'seo',
  imageUrl: null,
  downloadCount: 5,
  author: 'HostFree',
  version: '1.0.0',
  isPublic: true,
  latestVersion: null,
  fileName: 'seo-kit.zip',
  fileSize: 1024,
  latestVersionCheckedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const handlers = {
  ...backgroundHandlers,
  'GET /api/plugins': { body: [plugin] },
  'GET /api/themes': { body: [] },
  'GET /api/plugins/slug/seo-kit': { body: plugin },
};

describe('library routes', () => {
  it.each(['/plugins', '/plugin-library'])('%s draws the plugin library', async (path) => {
    mockApi(handlers);
    renderApp({ path, user: null });
    expect(await screen.findByRole('heading', { name: 'Plugin Library', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download SEO Kit' })).toBeInTheDocument();
  });

  it.each(['/themes', '/theme-library'])('%s draws the theme library', async (path) => {
    mockApi(handlers);
    renderApp({ path, user: null });
    expect(await screen.findByRole('heading', { name: 'Theme Library', level: 1 })).toBeInTheDocument();
  });

  it('/plugin/{slug} draws the plugin detail', async () => {
    mockApi(handlers);
    renderApp({ path: '/plugin/seo-kit', user: null });
    expect(await screen.findByRole('heading', { name: 'SEO Kit', level: 1 })).toBeInTheDocument();
  });

  it('shows the export buttons to admins only', async () => {
    mockApi({ ...handlers, 'GET /api/user': { body: makeUser({ role: 'admin' }) } });
    const admin = renderApp({ path: '/plugins', user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('button', { name: 'Export to .xlsx' })).toBeInTheDocument();
    admin.unmount();
    renderApp({ path: '/themes', user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('button', { name: 'Export .xlsx' })).toBeInTheDocument();
  });

  it('hides the export buttons from clients', async () => {
    mockApi(handlers);
    renderApp({ path: '/plugins', user: makeUser() });
    await screen.findByRole('button', { name: 'Download SEO Kit' });
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });
});
