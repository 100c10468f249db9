import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VpsPackage } from '../../../../contract/vps.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { VpsPackageManagement } from './vps-package-management';

const admin = makeUser({ id: 1, role: 'admin' });

function makeVpsPackage(overrides: Partial<VpsPackage> = {}): VpsPackage {
  return {
    id: 1,
    name: 'vps-basic',
    displayName: 'Basic VPS',
    description: 'Small server',
    price: 999,
    currency: 'USD',
    vcpu: 1,
    memory: 1024,
    storage: 40,
    additionalStorage: 0,
    ipv4Addresses: 1,
    trafficPort: '1Gbps',
    osChoices: [{ label: 'Ubuntu 24.04 LTS', value: 'ubuntu-24-04' }],
    isAnonymous: true,
    stripePriceId: 'price_1',
    isActive: true,
    sortOrder: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
const pro = makeVpsPackage({
  id: 2,
  name: 'vps-pro',
  displayName: 'Pro VPS',
  price: 2450,
  vcpu: 2.5,
  memory: 4096,
  sortOrder: 0,
});

const handlers = (extra: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /api/admin/vps-packages': { body: [makeVpsPackage(), pro] },
  ...extra,
});

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add VPS Package' }));
  return screen.findByRole('dialog', { name: 'Add VPS Package' });
}

describe('VPS Packages (001 §2, §5)', () => {
  it('lists packages by sort order with the price in dollars', async () => {
    mockApi(handlers());
    renderWithProviders(<VpsPackageManagement />, { user: admin });
    const items = await screen.findAllByRole('listitem', { name: /VPS$/ });
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Pro VPS', 'Basic VPS']);
    expect(within(items[0]).getByText('$24.50')).toBeInTheDocument();
    expect(within(items[1]).getByText('OS: Ubuntu 24.04 LTS')).toBeInTheDocument();
  });

  it("says 'No packages available' for an empty list", async () => {
    mockApi(handlers({ 'GET /api/admin/vps-packages': { body: [] } }));
    renderWithProviders(<VpsPackageManagement />, { user: admin });
    expect(await screen.findByText('No packages available')).toBeInTheDocument();
  });

  it('opens Add with the 001 §9 defaults and the three operating systems', async () => {
    mockApi(handlers());
    renderWithProviders(<VpsPackageManagement />, { user: admin });
    const dialog = await openAdd();
    expect(within(dialog).getByLabelText('IPv4 addresses')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Additional storage (GB)')).toHaveValue('0');
    expect(within(dialog).getByRole('switch', { name: 'Anonymous' })).toBeChecked();
    expect(within(dialog).getByLabelText('Label 1')).toHaveValue('Ubuntu 24.04 LTS');
    expect(within(dialog).getByLabelText('Value 1')).toHaveValue('ubuntu-24-04');
    expect(within(dialog).getByLabelText('Value 2')).toHaveValue('windows-11');
    expect(within(dialog).getByLabelText('Value 3')).toHaveValue('windows-10');
    expect(within(dialog).queryByRole('button', { name: 'Add operating system' })).not.toBeInTheDocument();
  });

  it('shows the required-field messages and sends nothing', async () => {
    const api = mockApi(handlers());
    renderWithProviders(<VpsPackageManagement />, { user: admin });
    const dialog = await openAdd();
    for (const i of [3, 2, 1])
      await userEvent.click(within(dialog).getByRole('button', { name: `Remove operating system ${i}` }));
    await userEvent.clear(within(dialog).getByLabelText('IPv4 addresses'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    for (const message of [
      'Package name is required',
      'Display name is required',
      'Price is required',
      'vCPU must be greater than 0',
      'Memory (MB) must be at least 1',
      'Storage (GB) must be at least 1',
      'IPv4 addresses must be at least 1',
      'Traffic port is required',
      'Choose at least one operating system',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(within(dialog).getByLabelText('Price (USD per month)'), '9.999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByText('Price can have at most two decimals')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/vps-packages')).toHaveLength(0);
  });

  it('sends the price in dollars, vCPU as a decimal and the OS list of label/value', async () => {
    const api = mockApi(handlers({ 'POST /api/admin/vps-packages': { status: 201, body: makeVpsPackage({ id: 3 }) } }));
    renderWithProviders(<VpsPackageManagement />, { user: admin });
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('Package name'), 'vps-mid');
    await userEvent.type(within(dialog).getByLabelText('Display name'), 'Mid VPS');
    await userEvent.type(within(dialog).getByLabelText('Price (USD per month)'), '19.99');
    await userEvent.type(within(dialog).getByLabelText('vCPU'), '1.5');
    await userEvent.type(within(dialog).getByLabelText('Memory (MB)'), '2048');
    await userEvent.type(within(dialog).getByLabelText('Storage (GB)'), '80');
    await userEvent.type(within(dialog).getByLabelText('Traffic port'), '1Gbps');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove operating system 3' }));
    await userEvent.clear(within(dialog).getByLabelText('Label 2'));
    await userEvent.type(within(dialog).getByLabelText('Label 2'), 'Windows 11 Pro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/vps-packages')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/vps-packages')[0].body).toEqual({
      name: 'vps-mid',
      displayName: 'Mid VPS',
      description: null,
      price: 19.99,
      currency: 'USD',
      vcpu: 1.5,
      memory: 2048,
      storage: 80,
      additionalStorage: 0,
      ipv4Addresses: 1,
      trafficPort: '1Gbps',
      osChoices: [
        { label: 'Ubuntu 24.04 LTS', value: 'ubuntu-24-04' },
        { label: 'Windows 11 Pro', value: 'windows-11' },
      ],
      isAnonymous: true,
      isActive: true,
      sortOrder: 0,
    });
    expect(await screen.findByText('VPS package created successfully.')).toBeInTheDocument();
  });

  it('refuses an operating system offered twice', async () => {
    const api = mockApi(handlers());
    renderWithProviders(<VpsPackageManagement />, { user: admin });
    const dialog = await openAdd();
    await userEvent.selectOptions(within(dialog).getByLabelText('Value 2'), 'ubuntu-24-04');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByText('Each operating system can be offered once')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/vps-packages')).toHaveLength(0);
  });

  it('opens the duplicate in edit mode', async () => {
    const copy = makeVpsPackage({ id: 9, name: 'vps-basic-copy', displayName: 'Basic VPS (copy)', isActive: false });
    mockApi(handlers({ 'POST /api/admin/vps-packages/1/duplicate': { status: 201, body: copy } }));
    renderWithProviders(<VpsPackageManagement />, { user: admin });
    const basic = await screen.findByRole('listitem', { name: 'Basic VPS' });
    await userEvent.click(within(basic).getByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit VPS Package' });
    expect(within(dialog).getByLabelText('Package name')).toHaveValue('vps-basic-copy');
    expect(within(dialog).getByLabelText('Price (USD per month)')).toHaveValue('9.99');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });

  it("shows the server's refusal to delete a package in use", async () => {
    mockApi(
      handlers({
        'DELETE /api/admin/vps-packages/1': {
          status: 409,
          body: { message: 'This package has VPS orders and cannot be deleted. Deactivate it instead.' },
        },
      }),
    );
    renderWithProviders(<VpsPackageManagement />, { user: admin });
    const basic = await screen.findByRole('listitem', { name: 'Basic VPS' });
    await userEvent.click(within(basic).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete VPS package?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Package' }));
    expect(
      await screen.findByText('This package has VPS orders and cannot be deleted. Deactivate it instead.'),
    ).toBeInTheDocument();
  });
});
