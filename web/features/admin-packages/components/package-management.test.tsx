import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HostingPackage } from '../../../../contract/admin.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { PackageManagement } from './package-management';

const admin = makeUser({ id: 1, role: 'admin' });

function makePackage(overrides: Partial<HostingPackage> = {}): HostingPackage {
  return {
    id: 1,
    name: 'free',
    displayName: 'Free Hosting',
    description: null,
    price: 0,
    currency: 'USD',
    diskSpaceQuota: 5120,
    bandwidthQuota: 10240,
    emailAccounts: 10,
    databases: 5,
    subdomains: 10,
    whmPackageName: 'hostfree_free',
    stripePriceId: null,
    allowedTlds: [],
    planType: 'free',
    isActive: true,
    isFree: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
const starter = makePackage({
  id: 2,
  name: 'starter',
  displayName: 'Starter',
  price: 499,
  planType: 'starter',
  isFree: false,
  whmPackageName: 'hostfree_starter',
  allowedTlds: ['com', 'org'],
});

function handlers(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/admin/packages': { body: [makePackage(), starter] },
    'GET /api/admin/whm-packages': {
      body: {
        packages: [
          { name: 'hostfree_free', displayname: 'Free Hosting' },
          { name: 'hostfree_starter', displayname: 'hostfree_starter' },
        ],
      },
    },
    ...extra,
  };
}

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Package' }));
  return screen.findByRole('dialog', { name: 'Add Package' });
}

describe('PackageManagement', () => {
  it("lists packages with 'Free' or dollars per month", async () => {
    mockApi(handlers());
    renderWithProviders(<PackageManagement />, { user: admin });
    const free = await screen.findByRole('listitem', { name: 'Free Hosting' });
    expect(within(free).getByText('Free')).toBeInTheDocument();
    const paid = screen.getByRole('listitem', { name: 'Starter' });
    expect(within(paid).getByText('$4.99/month')).toBeInTheDocument();
    expect(within(paid).getByText('Included TLDs: .com, .org')).toBeInTheDocument();
  });

  it('shows the quotas in the units of the hosting cards, Unlimited only for a count of 999 or more', async () => {
    mockApi(
      handlers({
        'GET /api/admin/packages': {
          body: [
            makePackage({
              diskSpaceQuota: 5120,
              bandwidthQuota: 102400,
              emailAccounts: 5,
              databases: 0,
              subdomains: 999,
            }),
          ],
        },
      }),
    );
    renderWithProviders(<PackageManagement />, { user: admin });
    const card = await screen.findByRole('listitem', { name: 'Free Hosting' });
    const fact = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect([fact('Disk'), fact('Bandwidth'), fact('Email'), fact('Databases'), fact('Subdomains')]).toEqual([
      '5.0 GB',
      '100.0 GB',
      '5',
      '0',
      'Unlimited',
    ]);
  });

  it("says 'No packages available' for an empty list", async () => {
    mockApi(handlers({ 'GET /api/admin/packages': { body: [] } }));
    renderWithProviders(<PackageManagement />, { user: admin });
    expect(await screen.findByText('No packages available')).toBeInTheDocument();
  });

  it('opens Add with the 001 §9 defaults', async () => {
    mockApi(handlers());
    renderWithProviders(<PackageManagement />, { user: admin });
    const dialog = await openAdd();
    expect(within(dialog).getByLabelText('Disk space (MB)')).toHaveValue('1024');
    expect(within(dialog).getByLabelText('Bandwidth (MB)')).toHaveValue('10240');
    expect(within(dialog).getByLabelText('Email accounts')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Databases')).toHaveValue('5');
    expect(within(dialog).getByLabelText('Subdomains')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('USD');
    expect(within(dialog).getByLabelText('Plan type')).toHaveValue('custom');
    expect(
      within(within(dialog).getByLabelText('Currency'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['USD', 'EUR', 'GBP']);
  });

  it('shows every 001 §5 message and sends nothing', async () => {
    const api = mockApi(handlers());
    renderWithProviders(<PackageManagement />, { user: admin });
    const dialog = await openAdd();
    for (const label of ['Price (per month)', 'Disk space (MB)', 'Bandwidth (MB)'])
      await userEvent.clear(within(dialog).getByLabelText(label));
    await userEvent.type(within(dialog).getByLabelText('Price (per month)'), '-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    for (const message of [
      'Package name is required',
      'Display name is required',
      'Price must be 0 or greater',
      'Disk space quota is required',
      'Bandwidth quota is required',
      'WHM package selection is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await userEvent.clear(within(dialog).getByLabelText('Disk space (MB)'));
    await userEvent.type(within(dialog).getByLabelText('Disk space (MB)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByText('Disk space quota is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/packages')).toHaveLength(0);
  });

  it('creates a package: dollars sent as cents, TLDs as a list, WHM package from the server list', async () => {
    const api = mockApi(
      handlers({
        'POST /api/admin/packages': (body) => ({ status: 201, body: { ...makePackage(), ...(body as object), id: 9 } }),
      }),
    );
    renderWithProviders(<PackageManagement />, { user: admin });
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('Package name'), 'business');
    await userEvent.type(within(dialog).getByLabelText('Display name'), 'Business');
    await userEvent.clear(within(dialog).getByLabelText('Price (per month)'));
    await userEvent.type(within(dialog).getByLabelText('Price (per month)'), '12.50');
    await userEvent.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
    await userEvent.selectOptions(within(dialog).getByLabelText('Plan type'), 'Premium');
    const whm = within(dialog).getByLabelText('WHM package');
    await waitFor(() => expect(whm).toBeEnabled());
    expect(
      within(whm)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a WHM package', 'Free Hosting (hostfree_free)', 'hostfree_starter', 'New WHM package…']);
    await userEvent.selectOptions(whm, 'hostfree_starter');
    await userEvent.type(within(dialog).getByLabelText(/Included TLDs/), '.COM, net');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText('Package created successfully.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/packages')[0].body).toEqual({
      name: 'business',
      displayName: 'Business',
      description: null,
      price: 1250,
      currency: 'EUR',
      planType: 'premium',
      diskSpaceQuota: 1024,
      bandwidthQuota: 10240,
      emailAccounts: 10,
      databases: 5,
      subdomains: 10,
      whmPackageName: 'hostfree_starter',
      allowedTlds: ['com', 'net'],
      isActive: true,
    });
  });

  it("edits with PUT and toasts 'Update Failed' with the server's message", async () => {
    const api = mockApi(
      handlers({
        'PUT /api/admin/packages/2': { status: 409, body: { message: 'A package with this name already exists' } },
      }),
    );
    renderWithProviders(<PackageManagement />, { user: admin });
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Starter' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    expect(within(dialog).getByLabelText('Price (per month)')).toHaveValue('4.99');
    expect(within(dialog).getByLabelText(/Included TLDs/)).toHaveValue('com, org');
    await userEvent.clear(within(dialog).getByLabelText('Package name'));
    await userEvent.type(within(dialog).getByLabelText('Package name'), 'free');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('A package with this name already exists')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/packages/2')[0].body).toMatchObject({ name: 'free', price: 499 });
  });

  it('duplicates and opens the copy in edit mode', async () => {
    const copy = { ...starter, id: 3, name: 'starter-copy', displayName: 'Starter (Copy)', isActive: false };
    mockApi(handlers({ 'POST /api/admin/packages/2/duplicate': { status: 201, body: copy } }));
    renderWithProviders(<PackageManagement />, { user: admin });
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Starter' })).getByRole('button', { name: 'Duplicate' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    expect(within(dialog).getByLabelText('Package name')).toHaveValue('starter-copy');
    expect(within(dialog).getByLabelText('Display name')).toHaveValue('Starter (Copy)');
  });

  it("asks before deleting; 'Delete Failed' shows the server's reason", async () => {
    const api = mockApi(
      handlers({
        'DELETE /api/admin/packages/2': {
          status: 409,
          body: {
            message: 'This package is used by 3 hosting accounts. Move them to another package before deleting it.',
          },
        },
      }),
    );
    renderWithProviders(<PackageManagement />, { user: admin });
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Starter' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete package?' });
    expect(api.callsTo('DELETE', '/api/admin/packages/2')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Package' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(
      screen.getByText('This package is used by 3 hosting accounts. Move them to another package before deleting it.'),
    ).toBeInTheDocument();
  });

  it("deletes on confirmation with 'Success!'", async () => {
    mockApi(handlers({ 'DELETE /api/admin/packages/2': { body: { message: 'Package deleted successfully.' } } }));
    renderWithProviders(<PackageManagement />, { user: admin });
    await userEvent.click(
      within(await screen.findByRole('listitem', { name: 'Starter' })).getByRole('button', { name: 'Delete' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Package' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Package deleted successfully.')).toBeInTheDocument();
  });

  it("takes a new WHM package name, which HostFree creates with the package's quotas", async () => {
    const api = mockApi(
      handlers({
        'POST /api/admin/packages': (body) => ({ status: 201, body: { ...makePackage(), ...(body as object), id: 9 } }),
      }),
    );
    renderWithProviders(<PackageManagement />, { user: admin });
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('Package name'), 'gold');
    await userEvent.type(within(dialog).getByLabelText('Display name'), 'Gold');
    const whm = within(dialog).getByLabelText('WHM package');
    await waitFor(() => expect(whm).toBeEnabled());
    await userEvent.selectOptions(whm, 'New WHM package…');
    const typed = within(dialog).getByLabelText('WHM package');
    expect(typed.tagName).toBe('INPUT');
    expect(
      within(dialog).getByText("HostFree creates this WHM package with this package's quotas."),
    ).toBeInTheDocument();
    await userEvent.type(typed, 'hostfree_gold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText('Package created successfully.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/packages')[0].body).toMatchObject({
      name: 'gold',
      whmPackageName: 'hostfree_gold',
    });
  });

  it('lets the WHM package be typed when WHM cannot be reached', async () => {
    mockApi(handlers({ 'GET /api/admin/whm-packages': { status: 502, body: { message: 'WHM is not configured' } } }));
    renderWithProviders(<PackageManagement />, { user: admin });
    const dialog = await openAdd();
    expect(
      await within(dialog).findByText(
        'Could not load the WHM packages (WHM is not configured). Type the WHM package name.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('WHM package'), 'custom_pkg');
    expect(within(dialog).getByLabelText('WHM package')).toHaveValue('custom_pkg');
  });
});
