import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Globe, Wrench } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import type { AdminTab } from '../admin-tab';
import { AdminDashboard } from './admin-dashboard';

const admin = makeUser({ id: 1, role: 'admin' });
const tabs: AdminTab[] = [
  { value: 'hosting', label: 'Hosting', icon: Globe, Component: () => <p>Hosting content</p> },
  { value: 'system', label: 'System', icon: Wrench, Component: () => <p>System content</p> },
];
const handlers = {
  'GET /api/stats': { body: { totalUsers: 1955, totalPlugins: 134, totalWebsites: 2988, totalDonations: 214_150 } },
  'GET /api/admin/registration-settings': { body: { deviceLimitsEnabled: true } },
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AdminDashboard', () => {
  it('shows the four stat cards from GET /api/stats, donations in dollars', async () => {
    mockApi(handlers);
    renderWithProviders(<AdminDashboard user={admin} tabs={tabs} />, { user: admin });
    const stats = screen.getByRole('region', { name: 'Platform statistics' });
    expect(stats).toHaveTextContent('Total Users');
    expect(await screen.findByText('1,955')).toBeInTheDocument();
    expect(screen.getByText('134')).toBeInTheDocument();
    expect(screen.getByText('2,988')).toBeInTheDocument();
    expect(screen.getByText('$2,141.50')).toBeInTheDocument();
    expect(stats).toHaveTextContent('Active Plugins');
    expect(stats).toHaveTextContent('Active Websites');
    expect(stats).toHaveTextContent('Total Donations');
  });

  it('Quick Actions: View as Client links to /client, Server Status to the System tab; the other two are disabled', async () => {
    mockApi(handlers);
    renderWithProviders(<AdminDashboard user={admin} tabs={tabs} />, { user: admin });
    expect(screen.getByRole('link', { name: 'View as Client' })).toHaveAttribute('href', '/client');
    expect(screen.getByRole('link', { name: 'Server Status' })).toHaveAttribute('href', '#system');
    for (const name of ['Generate Report', 'System Maintenance'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(await screen.findByRole('switch', { name: 'Enforce device limits' })).toBeChecked();
  });

  it('shows only the tabs it is given, opens the one in the hash, and writes the chosen one there', async () => {
    window.history.replaceState(null, '', '/admin-dashboard#system');
    mockApi(handlers);
    renderWithProviders(<AdminDashboard user={admin} tabs={tabs} />, { user: admin });
    // The tabs are drawn in the task after the cards' first paint.
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Hosting', 'System']);
    expect(screen.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('System content')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Hosting' }));
    expect(await screen.findByText('Hosting content')).toBeInTheDocument();
    expect(window.location.hash).toBe('#hosting');
  });

  it('falls back to the first tab for an unknown hash and follows hash changes', async () => {
    window.history.replaceState(null, '', '/admin-dashboard#cloud');
    mockApi(handlers);
    renderWithProviders(<AdminDashboard user={admin} tabs={tabs} />, { user: admin });
    expect(await screen.findByRole('tab', { name: 'Hosting' })).toHaveAttribute('aria-selected', 'true');
    window.location.hash = '#system';
    await waitFor(() => expect(screen.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true'));
    // What follows a slash is the tab's own (a ticket of the support tab): the tab still opens.
    window.location.hash = '#hosting/12';
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Hosting' })).toHaveAttribute('aria-selected', 'true'));
  });
});
