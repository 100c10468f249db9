import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ACTIVATION_POLL_MS, ActivationBanner, ActivationBannerSlot } from './activation-banner';

const accounts = { body: [] };

describe('ActivationBanner', () => {
  it('counts down 120 s, then refreshes the account list once and hides', async () => {
    vi.useFakeTimers();
    const api = mockApi({ ...backgroundHandlers, 'GET /api/hosting-accounts': accounts });
    const onFinished = vi.fn();
    const { queryClient } = renderWithProviders(<ActivationBanner onFinished={onFinished} />, { user: makeUser() });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.getByText('Your hosting account is being activated')).toBeInTheDocument();
    expect(screen.getByTestId('activation-remaining')).toHaveTextContent('2:00');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByTestId('activation-remaining')).toHaveTextContent('0:59');
    expect(invalidate).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.queryByText('Your hosting account is being activated')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/hosting-accounts'] });
    expect(onFinished).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(api.calls).toBeDefined();
  });

  it('Refresh Now refreshes the list at once and keeps counting', async () => {
    const { queryClient } = renderWithProviders(<ActivationBanner />, { user: makeUser() });
    mockApi({ ...backgroundHandlers, 'GET /api/hosting-accounts': accounts });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Now' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/hosting-accounts'] });
    expect(screen.getByText('Your hosting account is being activated')).toBeInTheDocument();
  });

  it('carries on a countdown started earlier', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    mockApi(backgroundHandlers);
    renderWithProviders(<ActivationBanner startedAt={1_000_000 - 45_000} />, { user: makeUser() });
    expect(screen.getByTestId('activation-remaining')).toHaveTextContent('1:15');
  });
});

describe('ActivationBannerSlot', () => {
  it('shows for ?activation=true and removes the parameter when done', async () => {
    vi.useFakeTimers();
    mockApi({ ...backgroundHandlers, 'GET /api/hosting-accounts': accounts });
    const { location } = renderWithProviders(<ActivationBannerSlot />, {
      user: makeUser(),
      path: '/dashboard?activation=true',
    });
    expect(screen.getByText('Your hosting account is being activated')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(screen.queryByText('Your hosting account is being activated')).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('shows after a domain registration under 120 s old whose account was pending, not otherwise', () => {
    mockApi(backgroundHandlers);
    sessionStorage.setItem(
      'domainRegistrationData',
      JSON.stringify({ type: 'anonymous', hostingAccount: { status: 'pending' }, timestamp: Date.now() - 30_000 }),
    );
    const first = renderWithProviders(<ActivationBannerSlot />, { user: makeUser(), path: '/dashboard' });
    expect(screen.getByText('Your hosting account is being activated')).toBeInTheDocument();
    first.unmount();

    sessionStorage.setItem(
      'domainRegistrationData',
      JSON.stringify({ type: 'anonymous', hostingAccount: { status: 'pending' }, timestamp: Date.now() - 130_000 }),
    );
    const second = renderWithProviders(<ActivationBannerSlot />, { user: makeUser(), path: '/dashboard' });
    expect(screen.queryByText('Your hosting account is being activated')).not.toBeInTheDocument();
    second.unmount();

    sessionStorage.setItem(
      'domainRegistrationData',
      JSON.stringify({ type: 'anonymous', hostingAccount: { status: 'active' }, timestamp: Date.now() - 5_000 }),
    );
    renderWithProviders(<ActivationBannerSlot />, { user: makeUser(), path: '/dashboard' });
    expect(screen.queryByText('Your hosting account is being activated')).not.toBeInTheDocument();
  });

  it('never counts down above an account already Active, and a reload after that shows nothing', async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/hosting-accounts': { body: [account('active')] } });
    const first = renderWithProviders(<ActivationBannerSlot />, {
      user: makeUser(),
      path: '/dashboard?activation=true',
    });
    await waitFor(() => expect(screen.queryByText('Your hosting account is being activated')).not.toBeInTheDocument());
    expect(first.location.history.at(-1)).toBe('/dashboard');
    expect(sessionStorage.getItem('activationStartedAt')).toBeNull();
    first.unmount();
    renderWithProviders(<ActivationBannerSlot />, { user: makeUser(), path: '/dashboard' });
    expect(screen.queryByText('Your hosting account is being activated')).not.toBeInTheDocument();
  });

  it('goes as soon as the pending account turns Active (the list is asked again every 5 s)', async () => {
    vi.useFakeTimers();
    let status = 'pending';
    const api = mockApi({ ...backgroundHandlers, 'GET /api/hosting-accounts': () => ({ body: [account(status)] }) });
    renderWithProviders(<ActivationBannerSlot />, { user: makeUser(), path: '/dashboard?activation=true' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });
    expect(screen.getByText('Your hosting account is being activated')).toBeInTheDocument();
    status = 'active';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS + 100);
    });
    expect(screen.queryByText('Your hosting account is being activated')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/hosting-accounts').length).toBeGreaterThanOrEqual(2);
  });

  it('a reload during the countdown carries it on instead of starting again', async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    mockApi({ ...backgroundHandlers, 'GET /api/hosting-accounts': { body: [account('pending')] } });
    const first = renderWithProviders(<ActivationBannerSlot />, {
      user: makeUser(),
      path: '/dashboard?activation=true',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    first.unmount();
    renderWithProviders(<ActivationBannerSlot />, { user: makeUser(), path: '/dashboard' });
    expect(screen.getByTestId('activation-remaining')).toHaveTextContent('1:20');
  });
});

function account(status: string) {
  return {
    id: 1,
    userId: 1,
    domain: 'ada.hostfree.cc',
    subdomain: 'ada',
    status,
    packageId: 1,
    packageName: 'Free',
    cpanelUsername: null,
    diskUsage: 0,
    diskLimit: 5120,
    bandwidthUsed: 0,
    bandwidthLimit: 10240,
    provisionedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}
