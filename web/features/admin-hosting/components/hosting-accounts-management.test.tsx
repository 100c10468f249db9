import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { backgroundHandlers } from '../../../test/fixtures';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { makeAccount, makeAdminUser, makeEntry, makeGroup, makeList, makePackage } from '../test/fixtures';
import { needsFix } from './account-card';
import { HostingAccountsManagement } from './hosting-accounts-management';
import { pageWindow } from './pagination-footer';

const admin = makeUser({ id: 1, role: 'admin', username: 'root' });
const LIST = '/api/admin/hosting-accounts';

function handlers(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...backgroundHandlers,
    'GET /api/admin/user-groups': { body: [makeGroup(), makeGroup({ id: 2, name: 'Donor', displayName: 'Donor' })] },
    'GET /api/admin/packages': {
      body: [
        makePackage(),
        makePackage({ id: 2, name: 'pro', displayName: 'Pro', price: 500, isFree: false }),
        makePackage({ id: 3, displayName: 'Old', isActive: false }),
      ],
    },
    'GET /api/admin/users': { body: [makeAdminUser(), makeAdminUser({ id: 8, username: 'bob', email: null })] },
    [`GET ${LIST}`]: { body: makeList([makeEntry()]) },
    ...extra,
  };
}

describe('pageWindow', () => {
  it('offers up to 5 pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('needsFix', () => {
  it('is true only when panel data is missing or errored', () => {
    expect(needsFix(makeAccount())).toBe(false);
    expect(needsFix(makeAccount({ whmData: null }))).toBe(true);
    const base = makeAccount().whmData!;
    expect(needsFix(makeAccount({ whmData: { ...base, error: 'WHM is not configured' } }))).toBe(true);
  });
});

describe('HostingAccountsManagement', () => {
  it('groups accounts per user with their details, Live bars and no Fix for a linked account', async () => {
    mockApi(handlers());
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    const group = await screen.findByRole('region', { name: 'Accounts of Ada Lovelace' });
    expect(within(group).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(group).getByText('client')).toBeInTheDocument();
    expect(within(group).getByText('1 account')).toBeInTheDocument();
    const card = within(group).getByRole('article', { name: 'alpha.hostfree.test' });
    expect(within(card).getByText('active')).toHaveAttribute('data-tone', 'green');
    expect(within(card).getByText('Created Mar 14, 2025 · Updated Mar 15, 2025')).toBeInTheDocument();
    expect(within(card).getAllByText('Live')).toHaveLength(2);
    expect(within(card).getByText('512.0 MB / 5.0 GB')).toBeInTheDocument();
    expect(within(card).getByText('0.0 MB / 10.0 GB')).toBeInTheDocument();
    expect(within(card).getByText('203.0.113.10')).toBeInTheDocument();
    expect(within(card).getAllByText('Unlimited')).toHaveLength(2); // maxsql 'unlimited', maxftp 1000
    expect(within(card).getByText('ID: 1 · Package: Free')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open site alpha.hostfree.test' })).toHaveAttribute(
      'href',
      'https://alpha.hostfree.test',
    );
    expect(within(card).getByRole('button', { name: 'Edit (not available yet)' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Fix' })).not.toBeInTheDocument();
  });

  it('shows Local bars and Fix for an account WHM does not know; Fix posts and toasts the answer', async () => {
    const pending = makeAccount({
      id: 5,
      domain: 'beta.hostfree.test',
      status: 'pending',
      whmData: null,
      provisionError: 'WHM is not configured',
    });
    const api = mockApi(
      handlers({
        [`GET ${LIST}`]: { body: makeList([makeEntry({ hostingAccounts: [pending] })]) },
        'POST /api/admin/fix-whm-account/5': {
          body: { message: 'Account created on WHM', outcome: 'created', account: pending },
        },
      }),
    );
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    const card = await screen.findByRole('article', { name: 'beta.hostfree.test' });
    expect(within(card).getByText('pending')).toHaveAttribute('data-tone', 'yellow');
    expect(within(card).getAllByText('Local')).toHaveLength(2);
    expect(within(card).getByText('WHM is not configured')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Fix' }));
    expect(await screen.findByText('WHM Account Fixed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/fix-whm-account/5')).toHaveLength(1);
  });

  it("toasts 'Failed to Fix WHM Account' with the server's reason", async () => {
    const pending = makeAccount({ id: 5, whmData: null });
    mockApi(
      handlers({
        [`GET ${LIST}`]: { body: makeList([makeEntry({ hostingAccounts: [pending] })]) },
        'POST /api/admin/fix-whm-account/5': { status: 502, body: { message: 'Unable to connect to WHM API' } },
      }),
    );
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Fix' }));
    expect(await screen.findByText('Failed to Fix WHM Account')).toBeInTheDocument();
    expect(screen.getByText('Unable to connect to WHM API')).toBeInTheDocument();
  });

  it("'Showing X to Y of Z accounts', up to 5 page buttons, and page/search/group in the request", async () => {
    const api = mockApi(
      handlers({
        [`GET ${LIST}`]: (_body, init) => {
          void init;
          const url = new URL(api.calls.at(-1)!.url, 'http://x');
          const page = Number(url.searchParams.get('page'));
          return {
            body: makeList(
              [makeEntry({ hostingAccounts: [makeAccount({ id: page, domain: `site${page}.hostfree.test` })] })],
              { page, total: 73, totalPages: 8 },
            ),
          };
        },
      }),
    );
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    expect(await screen.findByText('Showing 1 to 10 of 73 accounts')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hosting accounts pages' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(api.calls.find((c) => c.url.startsWith(LIST))!.url).toBe(`${LIST}?page=1&limit=10`);

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 41 to 50 of 73 accounts')).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51 to 60 of 73 accounts')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('User Group'), 'Donor');
    await userEvent.type(screen.getByLabelText('Search'), 'ada');
    await waitFor(() => expect(api.calls.at(-1)!.url).toBe(`${LIST}?page=1&limit=10&search=ada&groupId=2`));
  });

  it("shows 'Showing 71 to 73' on the last page", async () => {
    mockApi(handlers({ [`GET ${LIST}`]: { body: makeList([makeEntry()], { page: 8, total: 73, totalPages: 8 }) } }));
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    expect(await screen.findByText('Showing 71 to 73 of 73 accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows 'No Hosting Accounts' when the list is empty", async () => {
    mockApi(handlers({ [`GET ${LIST}`]: { body: makeList([], { total: 0, totalPages: 0 }) } }));
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    expect(await screen.findByText('No Hosting Accounts')).toBeInTheDocument();
  });

  it('asks before deleting and deletes on confirmation', async () => {
    const api = mockApi(
      handlers({ 'DELETE /api/admin/hosting-accounts/1': { body: { message: 'Hosting account deleted' } } }),
    );
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    const card = await screen.findByRole('article', { name: 'alpha.hostfree.test' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete hosting account?' });
    expect(api.callsTo('DELETE', '/api/admin/hosting-accounts/1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    // The toast's sentence is the screen's own (translated), not the answer's English.
    expect(screen.getByText('alpha.hostfree.test was deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Hosting account deleted')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/hosting-accounts/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts 'Deletion Failed' and keeps the dialog open", async () => {
    mockApi(
      handlers({
        'DELETE /api/admin/hosting-accounts/1': { status: 502, body: { message: 'WHM refused: account is locked' } },
      }),
    );
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'alpha.hostfree.test' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Deletion Failed')).toBeInTheDocument();
    expect(screen.getByText('WHM refused: account is locked')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("opens cPanel through POST /api/cpanel-login, and toasts 'cPanel Login Failed' with the manual-login username", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = mockApi(
      handlers({
        'POST /api/cpanel-login': {
          body: {
            loginUrl: null,
            message: 'Could not create a cPanel session',
            debug: 'create_user_session failed',
            error: 'WHM_ERROR',
            username: 'alpha',
            panelUrl: 'https://panel.test:2083',
          },
        },
      }),
    );
    renderWithProviders(<HostingAccountsManagement />, { user: admin });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'alpha.hostfree.test' })).getByRole('button', {
        name: 'cPanel',
      }),
    );
    expect(await screen.findByText('cPanel Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not create a cPanel session Sign in manually as alpha.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/cpanel-login')[0].body).toEqual({ domain: 'alpha.hostfree.test' });
    expect(tab.location.href).toBe('https://panel.test:2083');
  });
});
