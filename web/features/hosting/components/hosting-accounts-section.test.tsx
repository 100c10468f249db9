import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { leavePage } from '../../../lib/page-navigation';
import { makeUser, renderWithProviders } from '../../../test/render';
import { resetUnauthorizedRedirect } from '../hooks/use-unauthorized-redirect';
import { HostingAccountsSection } from './hosting-accounts-section';

vi.mock('../../../lib/page-navigation', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const account = (overrides = {}) => ({
  id: 4,
  userId: 7,
  domain: 'maya.hostfree.test',
  subdomain: 'maya',
  status: 'active',
  packageId: 1,
  packageName: 'Free Hosting',
  cpanelUsername: 'mayaxyz',
  suspendReason: null,
  diskUsage: 10,
  diskLimit: 5120,
  bandwidthUsed: 20,
  bandwidthLimit: 10240,
  provisionedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const stats = (overrides = {}) => ({
  packageName: 'default',
  lastUpdate: '2026-01-01T10:00:00.000Z',
  suspended: false,
  diskUsage: 84.26,
  diskLimit: 5120,
  bandwidthUsed: 1536,
  bandwidthLimit: 'unlimited',
  emailAccounts: 2,
  emailLimit: 5,
  databases: 1,
  databaseLimit: 999,
  subdomains: 0,
  subdomainLimit: 'unlimited',
  ftpAccounts: 0,
  ftpAccountLimit: 1,
  addonDomains: 0,
  addonDomainLimit: 0,
  parkDomains: 0,
  parkDomainLimit: 0,
  source: 'live',
  ip: '203.0.113.10',
  error: null,
  ...overrides,
});
const limit = { body: { canCreate: true, currentAccounts: 1, maxAccounts: 2 } };

function setup(handlers: Record<string, MockHandler>) {
  const api = mockApi({ ...backgroundHandlers, 'GET /api/user/can-create-hosting-account': limit, ...handlers });
  const view = renderWithProviders(<HostingAccountsSection createForm={<p>the create form</p>} />, {
    user: makeUser(),
  });
  return { api, ...view };
}

afterEach(() => resetUnauthorizedRedirect());

describe('HostingAccountsSection', () => {
  it('shows the create form when there is no account', async () => {
    setup({ 'GET /api/hosting-accounts': { body: [] } });
    expect(await screen.findByText('the create form')).toBeInTheDocument();
  });

  it('asks for the figures again the moment a pending account turns active, not at the next 30 s refetch', async () => {
    let status = 'pending';
    const { api, queryClient } = setup({
      'GET /api/hosting-accounts': () => ({ body: [account({ status })] }),
      'GET /api/hosting-accounts/4/stats': () =>
        status === 'pending'
          ? {
              body: stats({
                source: 'local',
                error: 'This hosting account is still being set up. Please try again in a minute.',
              }),
            }
          : { body: stats() },
    });
    // The card's header asks for the figures while the account is pending.
    await waitFor(() => expect(api.callsTo('GET', '/api/hosting-accounts/4/stats')).toHaveLength(1));
    status = 'active';
    // The list alone is refetched (as the activation banner's polling does).
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: ['/api/hosting-accounts'], exact: true });
    });
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(
      screen.queryByText('This hosting account is still being set up. Please try again in a minute.'),
    ).not.toBeInTheDocument();
  });

  it('lists each account with its badge, live stats in MB/GB, counts and Unlimited', async () => {
    setup({
      'GET /api/hosting-accounts': { body: [account()] },
      'GET /api/hosting-accounts/4/stats': { body: stats() },
    });
    expect(await screen.findByText('maya.hostfree.test')).toBeInTheDocument();
    expect(screen.getByText('Active')).toHaveAttribute('data-tone', 'active');
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.getByText('84.3 MB')).toBeInTheDocument();
    expect(screen.getByText('(2%)')).toBeInTheDocument();
    expect(screen.getByText('1.5 GB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Bandwidth used' })).toHaveAttribute(
      'aria-valuetext',
      '1.5 GB of unlimited',
    );
    expect(screen.getByText('Databases').closest('div')).toHaveTextContent('1 / Unlimited');
    expect(screen.getByText('Email accounts').closest('div')).toHaveTextContent('2 / 5');
    expect(screen.getByText('1 of 2 free sites used')).toBeInTheDocument();
  });

  it('turns the badge red when the stats say suspended, and shows Local figures with their reason', async () => {
    setup({
      'GET /api/hosting-accounts': { body: [account()] },
      'GET /api/hosting-accounts/4/stats': {
        body: stats({ suspended: true, source: 'local', error: 'WHM is not configured' }),
      },
    });
    expect(await screen.findByText('Suspended')).toHaveAttribute('data-tone', 'suspended');
    expect(screen.getByText('Local')).toBeInTheDocument();
    expect(screen.getByText('WHM is not configured')).toBeInTheDocument();
  });

  it('refetches the stats every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = setup({
      'GET /api/hosting-accounts': { body: [account()] },
      'GET /api/hosting-accounts/4/stats': { body: stats() },
    });
    await screen.findByText('Live');
    const calls = () => api.callsTo('GET', '/api/hosting-accounts/4/stats').length;
    const first = calls();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(calls()).toBe(first);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(calls()).toBe(first + 1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(calls()).toBe(first + 2));
  });

  it("toasts 'Failed to load account statistics' once per failure", async () => {
    setup({
      'GET /api/hosting-accounts': { body: [account()] },
      'GET /api/hosting-accounts/4/stats': { status: 500, body: { message: 'Internal server error' } },
    });
    expect(await screen.findByText('Failed to load account statistics')).toBeInTheDocument();
    // The account row's own figures stand in.
    expect(screen.getByText('10.0 MB')).toBeInTheDocument();
  });

  it('refreshes the list when a pending account starts answering live stats', async () => {
    let listCalls = 0;
    const { api } = setup({
      'GET /api/hosting-accounts': () => ({
        body: [account(listCalls++ === 0 ? { status: 'pending', cpanelUsername: null } : {})],
      }),
      'GET /api/hosting-accounts/4/stats': { body: stats() },
    });
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open cPanel/ })).toBeDisabled();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/hosting-accounts').length).toBe(2);
  });

  it("toasts 'Unauthorized' and goes to /api/login after 500 ms when the session has ended", async () => {
    setup({ 'GET /api/hosting-accounts': { status: 401, body: { message: 'Unauthorized' } } });
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/api/login'), { timeout: 1500 });
  });

  it("offers 'Add another site' below the quota", async () => {
    setup({
      'GET /api/hosting-accounts': { body: [account()] },
      'GET /api/hosting-accounts/4/stats': { body: stats() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add another site' }));
    expect(screen.getByText('the create form')).toBeInTheDocument();
  });
});
