import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { backgroundHandlers } from '../../../test/fixtures';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { makeAccount, makeAdminUser, makeEntry, makeGroup, makeList, makePackage } from '../test/fixtures';
import { HostingAccountsManagement } from './hosting-accounts-management';

const admin = makeUser({ id: 1, role: 'admin', username: 'root' });
const LIST = '/api/admin/hosting-accounts';

function handlers(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...backgroundHandlers,
    'GET /api/admin/user-groups': { body: [makeGroup()] },
    'GET /api/admin/packages': { body: [makePackage()] },
    'GET /api/admin/users': { body: [makeAdminUser()] },
    ...extra,
  };
}

async function card() {
  return screen.findByRole('article', { name: 'alpha.hostfree.test' });
}

describe('Suspend and Unsuspend in the admin hosting list', () => {
  it('asks for a reason, then suspends and shows it', async () => {
    let account = makeAccount();
    const api = mockApi(
      handlers({
        [`GET ${LIST}`]: () => ({ body: makeList([makeEntry({ hostingAccounts: [account] })]) }),
        'POST /api/admin/hosting-accounts/1/suspend': (body) => {
          account = makeAccount({ status: 'suspended', suspendReason: (body as { reason: string }).reason });
          return {
            body: {
              message: ACCOUNT_SAFETY_MESSAGES.suspended,
              id: 1,
              status: 'suspended',
              suspendReason: account.suspendReason,
            },
          };
        },
      }),
    );
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    await userEvent.click(within(await card()).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend alpha.hostfree.test?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend Account' }));
    expect(await within(dialog).findByText(ACCOUNT_SAFETY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.endsWith('/suspend'))).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Reason'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Phishing page reported  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend Account' }));
    expect(await screen.findByText('Account Suspended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.url.endsWith('/suspend'))?.body).toEqual({ reason: 'Phishing page reported' });
    const updated = await card();
    expect(await within(updated).findByText('Phishing page reported')).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
  });

  it("toasts 'Suspension Failed' with the server's reason and keeps the dialog", async () => {
    mockApi(
      handlers({
        [`GET ${LIST}`]: { body: makeList([makeEntry({ hostingAccounts: [makeAccount()] })]) },
        'POST /api/admin/hosting-accounts/1/suspend': { status: 502, body: { message: 'WHM did not answer' } },
      }),
    );
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    await userEvent.click(within(await card()).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Abuse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend Account' }));
    expect(await screen.findByText('Suspension Failed')).toBeInTheDocument();
    expect(screen.getByText('WHM did not answer')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('unsuspends a suspended account; a pending one offers neither', async () => {
    const api = mockApi(
      handlers({
        [`GET ${LIST}`]: {
          body: makeList([
            makeEntry({
              hostingAccounts: [
                makeAccount({ status: 'suspended', suspendReason: 'Unpaid' }),
                makeAccount({ id: 12, domain: 'beta.hostfree.test', status: 'pending' }),
              ],
            }),
          ]),
        },
        'POST /api/admin/hosting-accounts/1/unsuspend': {
          body: { message: ACCOUNT_SAFETY_MESSAGES.unsuspended, id: 1, status: 'active', suspendReason: null },
        },
      }),
    );
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    const suspended = await card();
    expect(within(suspended).getByText('Unpaid')).toBeInTheDocument();
    // Its panel stays closed: the cPanel button cannot be pressed.
    expect(within(suspended).getByRole('button', { name: 'cPanel' })).toBeDisabled();
    const pending = screen.getByRole('article', { name: 'beta.hostfree.test' });
    expect(within(pending).queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
    await userEvent.click(within(suspended).getByRole('button', { name: 'Unsuspend' }));
    expect(await screen.findByText('Account Unsuspended')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.endsWith('/unsuspend'))).toHaveLength(1);
  });
});
