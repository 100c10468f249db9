import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../contract/admin.js';
import type { CloudProviderInfo } from '../../../../contract/compute.js';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { NewMachineDialog } from './new-machine-dialog';

// A provider the web has never heard of: the dialog knows it only by what the registry says.
const provider: CloudProviderInfo = {
  id: 'acme-cloud',
  label: 'Acme Cloud',
  launchMode: 'catalogue',
  billedHourly: true,
  hasConsole: false,
  listsRemoteMachines: true,
  accountRequiredMessage: 'Acme account required',
  accounts: [{ id: 3, name: 'Acme main', allowedRegions: [], isActive: true, isDefault: true }],
  accountForm: { fields: [{ name: 'name', label: 'Name', kind: 'text', required: true }] },
};
const owner: AdminUser = {
  id: 42,
  username: 'ada',
  email: 'ada@example.com',
  firstName: null,
  lastName: null,
  role: 'client',
  userGroupId: null,
  isAnonymous: false,
  createdAt: '2025-03-14T10:00:00.000Z',
  twoFactorEnabled: false,
  suspendedAt: null,
  suspendReason: null,
};
const CATALOGUE = {
  provider: 'acme-cloud',
  accountId: 3,
  plans: [
    { id: 'small', vcpu_count: 1, vcpus: 1, ram: 1024, disk: 25, monthly_cost: 6, locations: ['fra1'] },
    { id: 'big', vcpu_count: 4, vcpus: 4, ram: 8192, disk: 160, monthly_cost: 48, locations: ['nyc3'] },
  ],
  regions: [
    { id: 'fra1', city: 'Frankfurt 1', country: '', continent: null },
    { id: 'nyc3', city: 'New York 3', country: '', continent: null },
  ],
  operatingSystems: [{ id: 185121098, name: 'Ubuntu 24.04 (LTS) x64', family: 'ubuntu', arch: 'x64' }],
};
const RESULT = {
  message: 'Your instance is being created.',
  provider: 'acme-cloud',
  id: 9,
  name: 'box',
  instanceId: '480000001',
  plan: 'small',
  region: 'fra1',
  adminUsername: 'root',
  adminPassword: 'Generated-Pass-123!x',
  instance: null,
};

describe('NewMachineDialog', () => {
  it('launches on any catalogue provider through its meta and provision paths; the required-fields message first', async () => {
    const api = mockApi({
      'GET /api/admin/users': { body: [owner] },
      'GET /api/admin/acme-cloud/meta?accountId=3': { body: CATALOGUE },
      'POST /api/admin/compute/acme-cloud/provision': { status: 201, body: RESULT },
    });
    renderWithProviders(<NewMachineDialog provider={provider} open onClose={() => undefined} />, {
      user: makeUser({ id: 1, role: 'admin' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New Acme Cloud machine' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Provision Machine' }));
    expect(
      await within(dialog).findByText('Select an account, user, plan, region, and operating system to continue.'),
    ).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'ada (ada@example.com)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('User'), '42');
    await within(dialog).findByRole('option', { name: 'Frankfurt 1 (fra1)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Region'), 'fra1');
    // Only the sizes sold in the region.
    expect(within(dialog).getByLabelText('Size').querySelectorAll('option')).toHaveLength(2);
    await userEvent.selectOptions(within(dialog).getByLabelText('Size'), 'small');
    await userEvent.selectOptions(within(dialog).getByLabelText('Image'), '185121098');
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'box');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Provision Machine' }));
    expect(await screen.findByText('Generated-Pass-123!x')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/compute/acme-cloud/provision')[0].body).toEqual({
      accountId: 3,
      userId: 42,
      region: 'fra1',
      plan: 'small',
      osId: 185121098,
      label: 'box',
    });
  }, 30_000);
});
