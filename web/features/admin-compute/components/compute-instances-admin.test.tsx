import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminInstance } from '../../../../contract/compute.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { VULTR_META, cloudProviders, vultrAccount } from '../test/fixtures';
import { ComputeInstancesAdmin } from './compute-instances-admin';

const admin = makeUser({ id: 1, role: 'admin' });
const row = (overrides: Partial<AdminInstance>): AdminInstance => ({
  providerLabel: overrides.cloudProvider === 'azure' ? 'Azure' : 'Vultr',
  id: 1,
  instanceName: 'web-1',
  providerInstanceId: 'abc-123',
  cloudProvider: 'vultr',
  owner: { id: 7, email: 'ada@example.com', username: 'ada' },
  status: 'active',
  region: 'ewr',
  ipv4Address: '203.0.113.10',
  source: 'local',
  isTrial: false,
  expiresAt: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  error: null,
  ...overrides,
});

function render(handlers: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /api/admin/compute/providers': { body: cloudProviders() }, ...handlers });
  renderWithProviders(<ComputeInstancesAdmin />, { user: admin });
  return api;
}

describe('ComputeInstancesAdmin', () => {
  it("shows 'No compute instances found'", async () => {
    render({ 'GET /api/admin/compute/instances?provider=all': { body: { instances: [], remoteError: null } } });
    expect(await screen.findByText('No compute instances found')).toBeInTheDocument();
  });

  it('lists instances with owner and the Remote badge, and filters by provider', async () => {
    const api = render({
      'GET /api/admin/compute/instances?provider=all': {
        body: {
          instances: [
            row({}),
            row({ id: 2, instanceName: 'outside', owner: null, source: 'remote', ipv4Address: null }),
          ],
          remoteError: null,
        },
      },
      'GET /api/admin/compute/instances?provider=azure': {
        body: {
          instances: [row({ id: 3, instanceName: 'trial', cloudProvider: 'azure', status: 'pending' })],
          remoteError: null,
        },
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Remote')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Provider'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Providers', 'Azure', 'Vultr']);
    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'azure');
    expect(await screen.findByText('trial')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/compute/instances?provider=azure')).toHaveLength(1);
  });

  it("toasts 'Failed to load compute instances'", async () => {
    render({ 'GET /api/admin/compute/instances?provider=all': { status: 500, text: '' } });
    expect(await screen.findAllByText('Failed to load compute instances')).not.toHaveLength(0);
  });

  it('provisions for a chosen user: every field, osId a number; the required-fields message first', async () => {
    const api = render({
      'GET /api/admin/compute/instances?provider=all': { body: { instances: [], remoteError: null } },
      'GET /api/admin/vultr/accounts': { body: [vultrAccount()] },
      'GET /api/admin/users': {
        body: [
          {
            id: 7,
            username: 'ada',
            email: 'ada@example.com',
            firstName: null,
            lastName: null,
            role: 'client',
            userGroupId: null,
            isAnonymous: false,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      'GET /api/admin/vultr/meta?accountId=1': { body: VULTR_META },
      'POST /api/admin/compute/vultr/provision': {
        status: 201,
        body: {
          message: 'Your instance is being created. It will appear as Running in a minute or two.',
          provider: 'vultr',
          id: 9,
          name: 'for-ada',
          instanceId: null,
          plan: 'vc2-1c-1gb',
          region: 'ewr',
          adminUsername: 'root',
          adminPassword: null,
          instance: null,
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New Vultr Instance' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Vultr Instance' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Provision Instance' }));
    expect(
      await within(dialog).findByText('Select an account, user, plan, region, and operating system to continue.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account')).toHaveValue('1');
    await within(dialog).findByRole('option', { name: 'ada (ada@example.com)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('User'), '7');
    await within(dialog).findByRole('option', { name: 'New Jersey, US (ewr)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Region'), 'ewr');
    await userEvent.selectOptions(within(dialog).getByLabelText('Plan'), 'vc2-1c-1gb');
    await userEvent.selectOptions(within(dialog).getByLabelText('Operating system'), '2284');
    await userEvent.selectOptions(within(dialog).getByLabelText('Backups'), 'scheduled');
    await userEvent.type(within(dialog).getByLabelText(/Label/), ' for-ada ');
    await userEvent.type(within(dialog).getByLabelText(/Hostname/), 'for-ada');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Enable IPv6' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Provision Instance' }));
    expect(await within(dialog).findByText('for-ada')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/compute/vultr/provision')[0].body).toEqual({
      userId: 7,
      accountId: 1,
      plan: 'vc2-1c-1gb',
      region: 'ewr',
      osId: 2284,
      label: 'for-ada',
      hostname: 'for-ada',
      enableIpv6: true,
      backups: 'scheduled',
    });
  }, 30_000);

  it("toasts 'Provisioning failed' with the details first", async () => {
    render({
      'GET /api/admin/compute/instances?provider=all': { body: { instances: [], remoteError: null } },
      'GET /api/admin/vultr/accounts': { body: [vultrAccount()] },
      'GET /api/admin/users': {
        body: [
          {
            id: 7,
            username: 'ada',
            email: null,
            firstName: null,
            lastName: null,
            role: 'client',
            userGroupId: null,
            isAnonymous: true,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      'GET /api/admin/vultr/meta?accountId=1': { body: VULTR_META },
      'POST /api/admin/compute/vultr/provision': {
        status: 502,
        body: { message: 'Provisioning failed', details: 'Invalid plan.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New Vultr Instance' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'ada' });
    await userEvent.selectOptions(within(dialog).getByLabelText('User'), '7');
    await within(dialog).findByRole('option', { name: 'New Jersey, US (ewr)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Region'), 'ewr');
    await userEvent.selectOptions(within(dialog).getByLabelText('Plan'), 'vc2-1c-1gb');
    await userEvent.selectOptions(within(dialog).getByLabelText('Operating system'), '2284');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Provision Instance' }));
    expect(await screen.findByText('Provisioning failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid plan.')).toBeInTheDocument();
  }, 30_000);

  it("toasts 'Failed to load Vultr metadata'", async () => {
    render({
      'GET /api/admin/compute/instances?provider=all': { body: { instances: [], remoteError: null } },
      'GET /api/admin/vultr/accounts': { body: [vultrAccount()] },
      'GET /api/admin/users': { body: [] },
      'GET /api/admin/vultr/meta?accountId=1': {
        status: 502,
        body: { message: 'The cloud provider could not be reached. Please try again shortly.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New Vultr Instance' }));
    expect(await screen.findByText('Failed to load Vultr metadata')).toBeInTheDocument();
  });
});
