import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser, UserGroup } from '../../../../contract/admin.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { UsersTab } from './users-tab';

const me = makeUser({ id: 1, role: 'admin', username: 'root' });

function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    username: 'ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'client',
    userGroupId: 1,
    isAnonymous: false,
    createdAt: '2025-03-14T10:00:00.000Z',
    twoFactorEnabled: false,
    suspendedAt: null,
    suspendReason: null,
    ...overrides,
  };
}
const group = (id: number, name: string): UserGroup => ({
  id,
  name,
  displayName: name,
  description: null,
  maxHostingAccounts: 2,
  maxDevices: 2,
  isActive: true,
  userCount: 1,
  isProtected: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

function handlers(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/admin/users': {
      body: [
        makeAdminUser({
          id: 1,
          username: 'root',
          role: 'admin',
          firstName: null,
          lastName: null,
          email: 'root@example.com',
        }),
        makeAdminUser(),
      ],
    },
    'GET /api/admin/user-groups': { body: [group(1, 'Free'), group(2, 'Donor')] },
    'PUT /api/admin/users/7': (body) => ({ body: { ...makeAdminUser(), ...(body as object) } }),
    ...extra,
  };
}

async function row(username: string) {
  return screen.findByRole('listitem', { name: username });
}

describe('UsersTab', () => {
  it('does not offer Delete (nor a role change) for oneself', async () => {
    mockApi(handlers());
    renderWithProviders(<UsersTab user={me} />, { user: me });
    const self = await row('root');
    expect(within(self).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(self).getByLabelText('Role of root')).toBeDisabled();
    expect(within(await row('ada')).getByRole('button', { name: 'Delete ada' })).toBeInTheDocument();
  });

  it('searches through GET /api/admin/users?search=', async () => {
    const api = mockApi(handlers({ 'GET /api/admin/users?search=ada': { body: [makeAdminUser()] } }));
    renderWithProviders(<UsersTab user={me} />, { user: me });
    await row('root');
    await userEvent.type(screen.getByLabelText('Search users'), 'ada');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'root' })).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.url === '/api/admin/users?search=ada')).toBe(true);
  });

  it("says 'No users available' when nothing matches", async () => {
    mockApi(handlers({ 'GET /api/admin/users': { body: [] } }));
    renderWithProviders(<UsersTab user={me} />, { user: me });
    expect(await screen.findByText('No users available')).toBeInTheDocument();
  });

  it("changes the role with PUT {role} and toasts 'Success!'", async () => {
    const api = mockApi(handlers());
    renderWithProviders(<UsersTab user={me} />, { user: me });
    await userEvent.selectOptions(within(await row('ada')).getByLabelText('Role of ada'), 'admin');
    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/users/7')[0].body).toEqual({ role: 'admin' });
  });

  it('edits: username required, email trimmed, blank password left out, group id as a number or null', async () => {
    const api = mockApi(handlers());
    renderWithProviders(<UsersTab user={me} />, { user: me });
    await userEvent.click(within(await row('ada')).getByRole('button', { name: 'Edit ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await waitFor(() =>
      expect(within(within(dialog).getByLabelText('User Group')).getAllByRole('option')).toHaveLength(3),
    );
    expect(within(dialog).getByLabelText('User Group')).toHaveValue('1');

    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/users/7')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Username'), 'ada2');
    await userEvent.clear(within(dialog).getByLabelText(/Email/));
    await userEvent.type(within(dialog).getByLabelText(/Email/), '  ada2@example.com  ');
    await userEvent.type(within(dialog).getByLabelText(/New Password/), '   ');
    await userEvent.selectOptions(within(dialog).getByLabelText('User Group'), 'Donor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/users/7')[0].body).toEqual({
      username: 'ada2',
      email: 'ada2@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      userGroupId: 2,
    });
  });

  it("sends a typed password and 'No Group' as null; 'Update Failed' on error", async () => {
    const api = mockApi(
      handlers({
        'PUT /api/admin/users/7': { status: 409, body: { message: 'This email is already used by another account' } },
      }),
    );
    renderWithProviders(<UsersTab user={me} />, { user: me });
    await userEvent.click(within(await row('ada')).getByRole('button', { name: 'Edit ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await waitFor(() =>
      expect(within(within(dialog).getByLabelText('User Group')).getAllByRole('option')).toHaveLength(3),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('User Group'), 'No Group');
    await userEvent.type(within(dialog).getByLabelText(/New Password/), 'new-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('This email is already used by another account')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/users/7')[0].body).toMatchObject({
      userGroupId: null,
      password: 'new-secret',
    });
  });

  it('asks before deleting, naming the WHM/cPanel accounts, then deletes', async () => {
    const api = mockApi(handlers({ 'DELETE /api/admin/users/7': { body: { message: 'User deleted successfully.' } } }));
    renderWithProviders(<UsersTab user={me} />, { user: me });
    await userEvent.click(within(await row('ada')).getByRole('button', { name: 'Delete ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' });
    expect(within(dialog).getByText(/linked WHM\/cPanel accounts will be removed/)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/users/7')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('User deleted successfully.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/users/7')).toHaveLength(1);
  });

  it("toasts 'Delete Failed' with the server's reason", async () => {
    mockApi(
      handlers({
        'DELETE /api/admin/users/7': { status: 502, body: { message: 'WHM refused to remove alpha: account locked' } },
      }),
    );
    renderWithProviders(<UsersTab user={me} />, { user: me });
    await userEvent.click(within(await row('ada')).getByRole('button', { name: 'Delete ada' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('WHM refused to remove alpha: account locked')).toBeInTheDocument();
  });

  it('offers Reset 2FA only for another user who has it on, and resets only once their e-mail is typed', async () => {
    const message =
      'Two-factor authentication reset. The user now signs in with their password and can set it up again.';
    const api = mockApi(
      handlers({
        'GET /api/admin/users': {
          body: [
            makeAdminUser({ id: 1, username: 'root', role: 'admin', twoFactorEnabled: true }),
            makeAdminUser({ twoFactorEnabled: true }),
            makeAdminUser({ id: 8, username: 'bo' }),
          ],
        },
        'POST /api/admin/users/7/two-factor/reset': { body: { message } },
      }),
    );
    renderWithProviders(<UsersTab user={me} />, { user: me });
    const ada = await row('ada');
    expect(within(ada).getByText('2FA')).toBeInTheDocument();
    expect(within(await row('root')).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
    expect(within(await row('bo')).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();

    await userEvent.click(within(ada).getByRole('button', { name: 'Reset two-factor for ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor authentication?' });
    expect(within(dialog).getByText(/Every session of theirs is signed out/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
    expect(await within(dialog).findByText("Type the user's e-mail address to confirm")).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/users/7/two-factor/reset')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/users/7/two-factor/reset').map((c) => c.body)).toEqual([
      { confirmEmail: 'ada@example.com' },
    ]);
  });

  it("shows the server's refusal under the typed e-mail", async () => {
    mockApi(
      handlers({
        'GET /api/admin/users': { body: [makeAdminUser({ twoFactorEnabled: true })] },
        'POST /api/admin/users/7/two-factor/reset': {
          status: 400,
          body: { message: "That is not this user's e-mail address (or username, for a user without one)" },
        },
      }),
    );
    renderWithProviders(<UsersTab user={me} />, { user: me });
    await userEvent.click(within(await row('ada')).getByRole('button', { name: 'Reset two-factor for ada' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'ada@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
    expect(
      await within(dialog).findByText("That is not this user's e-mail address (or username, for a user without one)"),
    ).toBeInTheDocument();
  });

  it('suspends another user with a reason (required) after saying what happens, and shows the state and reason on the row', async () => {
    let suspended = false;
    const api = mockApi(
      handlers({
        'GET /api/admin/users': () => ({
          body: [
            makeAdminUser({ id: 1, username: 'root', role: 'admin' }),
            makeAdminUser(
              suspended
                ? { suspendedAt: '2026-11-25T19:40:00.000Z', suspendReason: 'Phishing pages on your site' }
                : {},
            ),
          ],
        }),
        'POST /api/admin/users/7/suspend': (body) => {
          suspended = true;
          return {
            body: {
              message: 'User suspended.',
              user: makeAdminUser({
                suspendedAt: '2026-11-25T19:40:00.000Z',
                suspendReason: (body as { reason: string }).reason,
              }),
            },
          };
        },
      }),
    );
    renderWithProviders(<UsersTab user={me} />, { user: me });
    expect(within(await row('root')).queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
    await userEvent.click(within(await row('ada')).getByRole('button', { name: 'Suspend ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend ada?' });
    expect(within(dialog).getByText(/every session of theirs ends now/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend User' }));
    expect(await within(dialog).findByText('Write the reason the user will see')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/users/7/suspend')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason (the user sees it)'), 'Phishing pages on your site');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend User' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/users/7/suspend').map((c) => c.body)).toEqual([
        { reason: 'Phishing pages on your site' },
      ]),
    );
    const ada = await row('ada');
    expect(await within(ada).findByText('Suspended')).toBeInTheDocument();
    expect(within(ada).getByText(/Phishing pages on your site/)).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Unsuspend ada' })).toBeInTheDocument();
  });

  it('unsuspends after asking', async () => {
    const api = mockApi(
      handlers({
        'GET /api/admin/users': {
          body: [makeAdminUser({ suspendedAt: '2026-11-25T19:40:00.000Z', suspendReason: 'Spam' })],
        },
        'POST /api/admin/users/7/unsuspend': { body: { message: 'User unsuspended.', user: makeAdminUser() } },
      }),
    );
    renderWithProviders(<UsersTab user={me} />, { user: me });
    await userEvent.click(within(await row('ada')).getByRole('button', { name: 'Unsuspend ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsuspend ada?' });
    expect(api.callsTo('POST', '/api/admin/users/7/unsuspend')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unsuspend User' }));
    expect(await screen.findByText('User unsuspended.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/users/7/unsuspend')).toHaveLength(1);
  });
});
