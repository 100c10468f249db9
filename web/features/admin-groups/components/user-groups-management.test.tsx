import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser, UserGroup } from '../../../../contract/admin.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { UserGroupsManagement } from './user-groups-management';

const admin = makeUser({ id: 1, role: 'admin' });

function group(overrides: Partial<UserGroup>): UserGroup {
  return {
    id: 1,
    name: 'Free',
    displayName: 'Free',
    description: 'Everyone starts here',
    maxHostingAccounts: 2,
    maxDevices: 2,
    isActive: true,
    userCount: 4,
    isProtected: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
const groups = [
  group({}),
  group({ id: 2, name: 'Donor', displayName: 'Donor', maxHostingAccounts: 5, userCount: 1 }),
  group({
    id: 3,
    name: 'Partners',
    displayName: 'Partners',
    isProtected: false,
    isActive: false,
    userCount: 0,
    description: null,
  }),
];
const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  firstName: null,
  lastName: null,
  role: 'client',
  userGroupId: 1,
  isAnonymous: false,
  createdAt: '2025-03-14T10:00:00.000Z',
  twoFactorEnabled: false,
  suspendedAt: null,
  suspendReason: null,
  ...overrides,
});

function handlers(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/admin/user-groups': { body: groups },
    'GET /api/admin/users': { body: [user({}), user({ id: 8, username: 'bob', userGroupId: null })] },
    ...extra,
  };
}

describe('UserGroupsManagement', () => {
  it('shows the table columns and rows; Free and Donor cannot be deleted', async () => {
    mockApi(handlers());
    renderWithProviders(<UserGroupsManagement />, { user: admin });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Name',
      'Display Name',
      'Description',
      'Max Hosting',
      'Max Devices',
      'Users count',
      'Status',
      'Actions',
    ]);
    expect(screen.getByRole('button', { name: 'Delete Free' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Donor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Partners' })).toBeEnabled();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
  });

  it("asks 'Are you sure you want to delete this user group?' and deletes", async () => {
    const api = mockApi(
      handlers({ 'DELETE /api/admin/user-groups/3': { body: { message: 'User group deleted successfully.' } } }),
    );
    renderWithProviders(<UserGroupsManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Partners' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this user group?')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/user-groups/3')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Group' }));
    expect(await screen.findByText('User group deleted successfully.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/user-groups/3')).toHaveLength(1);
  });

  it("toasts 'Failed to delete user group'", async () => {
    mockApi(
      handlers({ 'DELETE /api/admin/user-groups/3': { status: 500, body: { message: 'Database unavailable' } } }),
    );
    renderWithProviders(<UserGroupsManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Partners' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Group' }));
    expect(await screen.findByText('Failed to delete user group')).toBeInTheDocument();
  });

  it('creates a group: limits at least 1, sent as numbers', async () => {
    const api = mockApi(
      handlers({
        'POST /api/admin/user-groups': (body) => ({
          status: 201,
          body: group({ ...(body as object), id: 9, isProtected: false }),
        }),
      }),
    );
    renderWithProviders(<UserGroupsManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User Group' });
    expect(within(dialog).getByLabelText('Max Hosting Accounts')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Max Devices')).toHaveValue(2);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Schools');
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'Schools');
    await userEvent.clear(within(dialog).getByLabelText('Max Hosting Accounts'));
    await userEvent.type(within(dialog).getByLabelText('Max Hosting Accounts'), '0');
    await userEvent.clear(within(dialog).getByLabelText('Max Devices'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await within(dialog).findByText('Max hosting accounts must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Max devices must be at least 1')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/user-groups')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Max Hosting Accounts'));
    await userEvent.type(within(dialog).getByLabelText('Max Hosting Accounts'), '10');
    await userEvent.type(within(dialog).getByLabelText('Max Devices'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('User group created successfully.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/user-groups')[0].body).toEqual({
      name: 'Schools',
      displayName: 'Schools',
      description: null,
      maxHostingAccounts: 10,
      maxDevices: 3,
      isActive: true,
    });
  });

  it("toasts 'Failed to create user group' with the server's message", async () => {
    mockApi(
      handlers({
        'POST /api/admin/user-groups': { status: 409, body: { message: 'A user group with this name already exists' } },
      }),
    );
    renderWithProviders(<UserGroupsManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Group' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Free2');
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'Free');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Failed to create user group')).toBeInTheDocument();
    expect(screen.getByText('A user group with this name already exists')).toBeInTheDocument();
  });

  it("edits Free without renaming it; 'Failed to update user group' on error", async () => {
    const api = mockApi(
      handlers({ 'PUT /api/admin/user-groups/1': { status: 500, body: { message: 'Database unavailable' } } }),
    );
    renderWithProviders(<UserGroupsManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User Group' });
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
    await userEvent.clear(within(dialog).getByLabelText('Max Devices'));
    await userEvent.type(within(dialog).getByLabelText('Max Devices'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user group')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/user-groups/1')[0].body).toEqual({
      displayName: 'Free',
      description: 'Everyone starts here',
      maxHostingAccounts: 2,
      maxDevices: 4,
      isActive: true,
    });
  });

  it("assigns a user to a group or to 'No Group'", async () => {
    const api = mockApi(
      handlers({
        'POST /api/admin/users/8/assign-group': { body: { message: 'ok' } },
        'POST /api/admin/users/7/assign-group': { status: 500, body: { message: 'Database unavailable' } },
      }),
    );
    renderWithProviders(<UserGroupsManagement />, { user: admin });
    const bob = await screen.findByLabelText('Group of bob');
    await waitFor(() =>
      expect(
        within(bob)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No Group', 'Free', 'Donor', 'Partners']),
    );
    expect(bob).toHaveValue('');
    await userEvent.selectOptions(bob, 'Donor');
    expect(await screen.findByText('User group assignment updated.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/users/8/assign-group')[0].body).toEqual({ userGroupId: 2 });

    await userEvent.selectOptions(screen.getByLabelText('Group of ada'), 'No Group');
    expect(await screen.findByText('Failed to assign user to group')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/users/7/assign-group')[0].body).toEqual({ userGroupId: null });
  });

  it("toasts 'Failed to fetch user groups' and 'Failed to fetch users'", async () => {
    mockApi({
      'GET /api/admin/user-groups': { status: 500, body: { message: 'x' } },
      'GET /api/admin/users': { status: 500, body: { message: 'y' } },
    });
    renderWithProviders(<UserGroupsManagement />, { user: admin });
    // One toast at a time (limit 1): the last raised one shows; both messages appear on the page.
    expect((await screen.findAllByText('Failed to fetch user groups')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Failed to fetch users')).length).toBeGreaterThan(0);
  });
});
