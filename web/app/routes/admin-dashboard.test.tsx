import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../test/render';
import { AdminHome } from './admin-dashboard';

const admin = makeUser({ id: 1, role: 'admin' });
const status = (required: boolean, enabled: boolean) => ({
  body: { enabled, enabledAt: null, recoveryCodesLeft: enabled ? 10 : 0, required },
});
const adminReads = {
  'GET /api/stats': { body: { totalUsers: 1, totalPlugins: 0, totalWebsites: 0, totalDonations: 0 } },
  'GET /api/admin/registration-settings': { body: { deviceLimitsEnabled: false } },
};

describe('AdminHome and the admin two-factor rule', () => {
  it('shows a held admin only the way to Settings, and asks the server for no admin data', async () => {
    const api = mockApi({ 'GET /api/user/two-factor': status(true, false), ...adminReads });
    renderWithProviders(<AdminHome user={admin} />, { user: admin });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Admins must turn on two-factor authentication. Set it up in Settings.');
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      '/settings#two-factor',
    );
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Platform statistics' })).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.url).filter((url) => url !== '/api/user/two-factor')).toEqual([]);
  });

  it('shows the whole dashboard once two-factor is on, and without a prompt', async () => {
    mockApi({ 'GET /api/user/two-factor': status(true, true), ...adminReads });
    renderWithProviders(<AdminHome user={admin} />, { user: admin });
    expect(await screen.findByRole('region', { name: 'Platform statistics' })).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).length).toBeGreaterThan(5);
    expect(screen.queryByText(/Admins must turn on two-factor/)).not.toBeInTheDocument();
  });

  it('draws the dashboard when the status cannot be read: the server still enforces the rule', async () => {
    mockApi({ 'GET /api/user/two-factor': { status: 500, body: { message: 'Internal server error' } }, ...adminReads });
    renderWithProviders(<AdminHome user={admin} />, { user: admin });
    expect(await screen.findByRole('region', { name: 'Platform statistics' })).toBeInTheDocument();
  });
});
