import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { YourDataSection } from './your-data-section';

const user = makeUser();
const preview = {
  hostingAccounts: ['maya.hostfree.test', 'blog.hostfree.test'],
  devices: 2,
  sessions: 3,
  downloads: 5,
  keptDonations: 1,
  keptOrders: 0,
  canErase: true,
};
const erased = {
  message: ACCOUNT_SAFETY_MESSAGES.erased,
  removed: { hostingAccounts: preview.hostingAccounts, devices: 2, sessions: 3, downloads: 5, pluginRequests: 0 },
  kept: { donations: 1, orders: 0 },
};

afterEach(() => vi.restoreAllMocks());

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('YourDataSection: download', () => {
  it("saves GET /api/user/export under the server's file name", async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    const api = mockApi({ 'GET /api/user/export': { body: { exportedAt: 'now', profile: { username: 'ada' } } } });
    const fetchMock = api.fn;
    fetchMock.mockImplementationOnce(
      async () =>
        new Response('{"profile":{}}', {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="hostfree-export-ada-2026-11-23.json"',
          },
        }),
    );
    renderWithProviders(<YourDataSection />, { path: '/settings', user });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is saved as hostfree-export-ada-2026-11-23.json.')).toBeInTheDocument();
    expect(saved).toBe('hostfree-export-ada-2026-11-23.json');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it("toasts 'Download failed' with the server's message", async () => {
    mockApi({ 'GET /api/user/export': { status: 500, body: { message: 'Internal server error' } } });
    renderWithProviders(<YourDataSection />, { path: '/settings', user });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
  });
});

describe('YourDataSection: delete my account', () => {
  it('names what will go and what is kept anonymised', async () => {
    mockApi({ 'GET /api/user/erase': { body: preview } });
    renderWithProviders(<YourDataSection />, { path: '/settings', user });
    const dialog = await openDialog();
    const removed = await within(dialog).findByRole('list', { name: 'Removed' });
    expect(removed).toHaveTextContent('maya.hostfree.test, blog.hostfree.test');
    expect(removed).toHaveTextContent('Your profile: username, name, e-mail and password');
    expect(removed).toHaveTextContent('2 registered devices');
    expect(removed).toHaveTextContent('3 signed-in sessions');
    expect(
      within(dialog).getByText(/1 donation and 0 orders, without your name, e-mail or address/),
    ).toBeInTheDocument();
  });

  it('needs the current password and DELETE before sending', async () => {
    const api = mockApi({ 'GET /api/user/erase': { body: preview } });
    renderWithProviders(<YourDataSection />, { path: '/settings', user });
    const dialog = await openDialog();
    await within(dialog).findByRole('list', { name: 'Removed' });
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    expect(within(dialog).getByText(ACCOUNT_SAFETY_MESSAGES.confirmationRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/erase')).toHaveLength(0);
  });

  it('erases, signs out and lands on /auth?erased=true', async () => {
    localStorage.setItem('hfAuthToken', 'tok');
    const api = mockApi({ 'GET /api/user/erase': { body: preview }, 'POST /api/user/erase': { body: erased } });
    const { location, queryClient } = renderWithProviders(<YourDataSection />, { path: '/settings', user });
    const dialog = await openDialog();
    await within(dialog).findByRole('list', { name: 'Removed' });
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'my-password');
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Account erased')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/erase')[0].body).toEqual({
      currentPassword: 'my-password',
      confirm: 'DELETE',
    });
    expect(localStorage.getItem('hfAuthToken')).toBeNull();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth?erased=true'));
  });

  it('keeps the dialog open on a wrong password', async () => {
    mockApi({
      'GET /api/user/erase': { body: preview },
      'POST /api/user/erase': { status: 400, body: { message: 'Current password is incorrect' } },
    });
    renderWithProviders(<YourDataSection />, { path: '/settings', user });
    const dialog = await openDialog();
    await within(dialog).findByRole('list', { name: 'Removed' });
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'wrong');
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('tells the last admin why it cannot be done', async () => {
    mockApi({ 'GET /api/user/erase': { body: { ...preview, canErase: false } } });
    renderWithProviders(<YourDataSection />, { path: '/settings', user: makeUser({ role: 'admin' }) });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(ACCOUNT_SAFETY_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  });
});
