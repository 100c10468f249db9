import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundHandlers } from '../../test/fixtures';
import { mockApi } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { preloadScreens } from '../lazy-screen';
import '../router';

// Screens are lazy chunks in the app; fetched once here, they render without suspending, as after a first visit.
beforeAll(preloadScreens, 120_000);

describe('/admin/api-settings access (001 §2)', () => {
  it.each([
    // A signed-in client goes on from /auth to its dashboard, as /auth does for anyone signed in.
    ['a client', makeUser({ role: 'client' }), '/'],
    ['a signed-out visitor', null, '/auth'],
  ])("sends %s to /auth with 'Unauthorized' / 'Admin access required.'", async (_who, user, finalPath) => {
    const api = mockApi(backgroundHandlers);
    const { location } = renderApp({ path: '/admin/api-settings', user });
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('Admin access required.')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe(finalPath));
    expect(screen.queryByText('Insufficient permissions')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/api-settings')).toHaveLength(0);
  });

  it('shows the screen to an admin', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/api-settings': {
        body: {
          whmApiUrl: null,
          cpanelBaseUrl: null,
          emailFromAddress: null,
          emailFromName: null,
          isActive: false,
          hasWhmApiToken: false,
          whmApiTokenSet: false,
          whmApiTokenLast4: null,
          updatedAt: null,
        },
      },
    });
    renderApp({ path: '/admin/api-settings', user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('heading', { name: 'API Settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('WHM API URL')).toBeInTheDocument();
  });

  it('shows an admin held by the two-factor rule only the way to Settings, and reads no settings', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/user/two-factor': { body: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: true } },
    });
    renderApp({ path: '/admin/api-settings', user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      '/settings#two-factor',
    );
    expect(screen.queryByLabelText('WHM API URL')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/api-settings')).toHaveLength(0);
  });
});
