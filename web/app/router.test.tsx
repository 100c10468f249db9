import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { webRoutes } from '../../contract/web-routes.js';
import { mockApi } from '../test/fetch-mock';
import { backgroundHandlers } from '../test/fixtures';
import { makeUser, renderApp } from '../test/render';
import { SCREENS } from './router';
import { preloadScreens } from './lazy-screen';

// Screens are lazy chunks in the app; fetched once here, they render without suspending, as after a first visit.
beforeAll(preloadScreens, 120_000);

const admin = makeUser({ id: 1, username: 'root', role: 'admin', firstName: 'Grace', lastName: 'Hopper' });
const client = makeUser();

describe('route table', () => {
  it('has a screen for every built route, of the right kind, and none for unbuilt ones', () => {
    for (const route of webRoutes) {
      const screen = SCREENS[route.path];
      if (!route.built) continue;
      expect(screen, route.path).toBeDefined();
      expect(screen.kind, route.path).toBe(route.access === 'everyone' ? 'public' : 'user');
    }
    expect(Object.keys(SCREENS).every((path) => webRoutes.some((r) => r.path === path && r.built))).toBe(true);
  });

  it("shows '404 Page Not Found' for any other path", () => {
    mockApi(backgroundHandlers);
    renderApp({ path: '/no/such/page', user: null });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it.each(['/vps-checkout', '/vps-checkout?subscription_id=sub_1', '/vps-checkout?client_secret=pi_1_secret_2'])(
    'sends %s (subscription_id or client_secret missing) to / (001 §2)',
    async (path) => {
      mockApi(backgroundHandlers);
      const { location } = renderApp({ path, user: null });
      await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    },
  );

  it("shows 'Loading...' while the current user loads", async () => {
    localStorage.setItem('hfAuthToken', 'tok');
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({
      ...backgroundHandlers,
      'GET /api/user': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderApp({ path: '/' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => answer({ body: client }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
  });

  it('treats a 401 from /api/user as signed out and drops the stale token', async () => {
    localStorage.setItem('hfAuthToken', 'expired');
    mockApi({ ...backgroundHandlers, 'GET /api/user': { status: 401, body: { message: 'Authentication required' } } });
    renderApp({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('hfAuthToken')).toBeNull();
  });
});

describe('access rules', () => {
  it('/ is the landing page when signed out, the client dashboard for clients, the admin dashboard for admins', async () => {
    mockApi(backgroundHandlers);
    const first = renderApp({ path: '/', user: null });
    expect(screen.getByRole('heading', { level: 1, name: /Free web hosting/ })).toBeInTheDocument();
    first.unmount();
    const second = renderApp({ path: '/', user: client });
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    second.unmount();
    mockApi({ ...backgroundHandlers, 'GET /api/admin/registration-settings': { body: { deviceLimitsEnabled: true } } });
    renderApp({ path: '/', user: admin });
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['/profile', 'Please sign in to view and edit your profile details.'],
    ['/settings', 'Please sign in to manage your account preferences.'],
  ])('%s asks visitors to sign in', (path, message) => {
    mockApi(backgroundHandlers);
    renderApp({ path, user: null });
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("/admin-dashboard tells visitors 'Session Required' and sends them to /auth?redirect=/admin-dashboard", async () => {
    mockApi(backgroundHandlers);
    const { location } = renderApp({ path: '/admin-dashboard', user: null });
    expect(await screen.findByText('Session Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in again to continue.')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth?redirect=/admin-dashboard'));
  });

  it.each(['/admin-dashboard', '/client'])('%s sends clients to / with a toast', async (path) => {
    mockApi(backgroundHandlers);
    const { location } = renderApp({ path, user: client });
    expect(await screen.findByText('Insufficient permissions')).toBeInTheDocument();
    expect(screen.getByText('Admin access required.')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
  });

  it('/client shows admins the client dashboard', () => {
    mockApi(backgroundHandlers);
    renderApp({ path: '/client', user: admin });
    expect(screen.getByRole('heading', { name: 'Welcome back, Grace Hopper' })).toBeInTheDocument();
  });

  it('/auth sends signed-in visitors to /, or to the pending domain', async () => {
    mockApi(backgroundHandlers);
    const first = renderApp({ path: '/auth', user: client });
    await waitFor(() => expect(first.location.history.at(-1)).toBe('/'));
    first.unmount();
    localStorage.setItem('pendingDomain', 'my-site');
    const second = renderApp({ path: '/auth', user: client });
    await waitFor(() => expect(second.location.history.at(-1)).toBe('/?domain=my-site'));
  });

  it('/auth?showCredentials=true shows the credentials card with Continue to Dashboard', async () => {
    mockApi(backgroundHandlers);
    sessionStorage.setItem(
      'newCredentials',
      JSON.stringify({ username: 'u-1', password: 'p-1', recoveryPhrase: 'r one', registrationTime: 'now' }),
    );
    const { location } = renderApp({
      path: '/auth?showCredentials=true&from=conversion',
      user: makeUser({ isAnonymous: true }),
    });
    expect(screen.getByText('u-1')).toBeInTheDocument();
    expect(screen.getByText('p-1')).toBeInTheDocument();
    expect(screen.getByText('r one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('/auth shows the four tabs to visitors', () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/check-device-limits': {
        body: { canRegister: true, currentDevices: 0, maxDevices: 2, deviceLimitsEnabled: true },
      },
    });
    renderApp({ path: '/auth', user: null });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Anonymous',
      'Login',
      'Register',
      'Recover',
    ]);
  });
});

describe('/dashboard', () => {
  it('shows the signed-out view, then goes to / after 8 seconds', async () => {
    vi.useFakeTimers();
    mockApi(backgroundHandlers);
    const { location } = renderApp({ path: '/dashboard', user: null });
    expect(screen.getByText('Sign in to see your dashboard')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).some((link) => link.getAttribute('href') === '/auth')).toBe(
      true,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7999);
    });
    expect(location.history).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(location.history.at(-1)).toBe('/');
  });

  it('refetches the current user when arriving from a conversion', async () => {
    localStorage.setItem('hfAuthToken', 'tok');
    const api = mockApi({ ...backgroundHandlers, 'GET /api/user': { body: client } });
    renderApp({ path: '/dashboard?from=conversion', user: null });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user')).toHaveLength(1);
  });

  it('shows the admin dashboard to admins', () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/registration-settings': { body: { deviceLimitsEnabled: false } },
    });
    renderApp({ path: '/dashboard', user: admin });
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});

describe('paths', () => {
  it('drops a trailing slash, keeping the query', async () => {
    mockApi(backgroundHandlers);
    const { location } = renderApp({ path: '/settings/?x=1', user: client });
    await waitFor(() => expect(location.history.at(-1)).toBe('/settings?x=1'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('does not show Loading... to visitors without a token', () => {
    const api = mockApi(backgroundHandlers);
    renderApp({ path: '/' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user')).toHaveLength(0);
  });
});

describe('/compute (lazily loaded)', () => {
  it('asks a visitor to sign in', async () => {
    mockApi(backgroundHandlers);
    renderApp({ path: '/compute', user: null });
    expect(await screen.findByText('Please sign in to launch and manage compute instances.')).toBeInTheDocument();
  });

  it('shows a client the compute page', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/compute/meta': { body: { provider: null, plans: [], regions: [], operatingSystems: [], trial: null } },
      'GET /api/compute/my': { body: [] },
    });
    renderApp({ path: '/compute', user: client });
    expect(await screen.findByRole('heading', { name: 'Cloud Compute' })).toBeInTheDocument();
    expect(await screen.findByText('Cloud compute is not configured yet')).toBeInTheDocument();
    expect(await screen.findByText('No instances yet')).toBeInTheDocument();
  });
});
