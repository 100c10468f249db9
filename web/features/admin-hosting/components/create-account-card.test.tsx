import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { backgroundHandlers } from '../../../test/fixtures';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { makeAccount, makeAdminUser, makePackage } from '../test/fixtures';
import { CreateAccountCard } from './create-account-card';

const admin = makeUser({ id: 1, role: 'admin', username: 'root' });
const SLOW = { timeout: 3000 };

/** The package list has loaded (the select is enabled once it has options). */
async function packageSelect() {
  const select = await screen.findByLabelText('Package');
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

function handlers(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...backgroundHandlers,
    'GET /api/admin/packages': {
      body: [
        makePackage(),
        makePackage({ id: 2, displayName: 'Pro' }),
        makePackage({ id: 3, displayName: 'Retired', isActive: false }),
      ],
    },
    'GET /api/admin/users': { body: [makeAdminUser(), makeAdminUser({ id: 8, username: 'bob', email: null })] },
    'POST /api/check-domain-availability': (body) => {
      const domain = (body as { domain: string }).domain;
      return domain === 'taken'
        ? {
            body: {
              available: false,
              domain: `${domain}.hostfree.test`,
              message: 'This subdomain is already taken. Please choose another one.',
            },
          }
        : {
            body: {
              available: true,
              domain: `${domain}.hostfree.test`,
              message: `${domain}.hostfree.test is available!`,
            },
          };
    },
    'POST /api/admin/create-hosting-account': (body) => ({
      status: 201,
      body: { account: makeAccount(), domain: `${(body as { domain: string }).domain}.hostfree.test` },
    }),
    ...extra,
  };
}

describe('CreateAccountCard', () => {
  it('lists only active packages; Create stays disabled until subdomain, package and user are all good', async () => {
    const api = mockApi(handlers());
    renderWithProviders(<CreateAccountCard />, { user: admin });
    const create = screen.getByRole('button', { name: 'Create Hosting Account' });
    const packageSelect = await screen.findByLabelText('Package');
    await waitFor(() =>
      expect(
        within(packageSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a package', 'Free', 'Pro']),
    );
    expect(screen.getByText('.hostfree.test')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Subdomain'), 'My.Site!');
    expect(screen.getByLabelText('Subdomain')).toHaveValue('mysite');
    expect(await screen.findByText('mysite.hostfree.test is available!', {}, SLOW)).toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.selectOptions(packageSelect, 'Pro');
    expect(create).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Assign to user'), 'bob');
    expect(create).toBeEnabled();

    await userEvent.click(create);
    expect(await screen.findByText('Hosting Account Created')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/create-hosting-account')[0].body).toEqual({
      domain: 'mysite',
      packageId: 2,
      userId: 8,
    });
    expect(screen.getByLabelText('Subdomain')).toHaveValue('');
  });

  it("says 'Pending', not 'Created', when WHM has not set the account up yet", async () => {
    mockApi(
      handlers({
        'POST /api/admin/create-hosting-account': () => ({
          status: 201,
          body: { account: makeAccount({ status: 'pending' }), domain: 'later.hostfree.test' },
        }),
      }),
    );
    renderWithProviders(<CreateAccountCard />, { user: admin });
    await userEvent.selectOptions(await packageSelect(), 'Free');
    await waitFor(() => expect(within(screen.getByLabelText('Assign to user')).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(screen.getByLabelText('Assign to user'), 'ada (ada@example.com)');
    await userEvent.type(screen.getByLabelText('Subdomain'), 'later');
    const create = screen.getByRole('button', { name: 'Create Hosting Account' });
    await waitFor(() => expect(create).toBeEnabled(), SLOW);
    await userEvent.click(create);
    expect(await screen.findByText('Hosting Account Pending')).toBeInTheDocument();
    // Radix's screen-reader copy of the toast (ignored by web/test/setup.ts) is there too: the text is still found once.
    await waitFor(() =>
      expect(document.querySelector('span[role="status"][aria-live][style*="clip"]')?.textContent).toMatch(
        /later\.hostfree\.test/,
      ),
    );
    expect(screen.getByText(/later\.hostfree\.test is saved and waits for WHM/)).toBeInTheDocument();
    expect(screen.queryByText('Hosting Account Created')).not.toBeInTheDocument();
  });

  it('keeps Create disabled for a taken name, a short name and a hyphen at either end', async () => {
    mockApi(handlers());
    renderWithProviders(<CreateAccountCard />, { user: admin });
    await userEvent.selectOptions(await packageSelect(), 'Free');
    await waitFor(() => expect(within(screen.getByLabelText('Assign to user')).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(screen.getByLabelText('Assign to user'), 'ada (ada@example.com)');
    const field = screen.getByLabelText('Subdomain');
    const create = screen.getByRole('button', { name: 'Create Hosting Account' });

    await userEvent.type(field, 'taken');
    expect(
      await screen.findByText('This subdomain is already taken. Please choose another one.', {}, SLOW),
    ).toBeInTheDocument();
    expect(create).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.type(field, 'ab');
    expect(screen.getByText('Subdomain must be at least 3 characters')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await userEvent.type(field, 'c-');
    expect(screen.getByText('Subdomain cannot start or end with a hyphen')).toBeInTheDocument();
    expect(create).toBeDisabled();
  });

  it('creates an anonymous user, then the account, and shows the credentials with copy buttons', async () => {
    const api = mockApi(
      handlers({
        'POST /api/admin/create-anonymous-account': {
          status: 201,
          body: { id: 42, username: 'anon_7f3a', password: 'Gen3rated-Pass', recoveryPhrase: 'apple banana cherry' },
        },
      }),
    );
    renderWithProviders(<CreateAccountCard />, { user: admin });
    await userEvent.click(screen.getByRole('tab', { name: 'Anonymous User' }));
    expect(screen.queryByLabelText('Assign to user')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Subdomain'), 'newsite');
    await userEvent.selectOptions(await packageSelect(), 'Free');
    const create = screen.getByRole('button', { name: 'Create Anonymous Account' });
    await waitFor(() => expect(create).toBeEnabled(), SLOW);
    await userEvent.click(create);

    const dialog = await screen.findByRole('dialog', { name: 'Anonymous Account Credentials' });
    expect(within(dialog).getByText('anon_7f3a')).toBeInTheDocument();
    expect(within(dialog).getByText('Gen3rated-Pass')).toBeInTheDocument();
    expect(within(dialog).getByText('apple banana cherry')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Password' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy Recovery phrase' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/create-hosting-account')[0].body).toEqual({
      domain: 'newsite',
      packageId: 1,
      userId: 42,
    });
  });

  it("toasts 'Failed to Create Anonymous Account' and creates no hosting account", async () => {
    const api = mockApi(
      handlers({
        'POST /api/admin/create-anonymous-account': { status: 500, body: { message: 'Database unavailable' } },
      }),
    );
    renderWithProviders(<CreateAccountCard />, { user: admin });
    await userEvent.click(screen.getByRole('tab', { name: 'Anonymous User' }));
    await userEvent.type(screen.getByLabelText('Subdomain'), 'newsite');
    await userEvent.selectOptions(await packageSelect(), 'Free');
    const create = screen.getByRole('button', { name: 'Create Anonymous Account' });
    await waitFor(() => expect(create).toBeEnabled(), SLOW);
    await userEvent.click(create);
    expect(await screen.findByText('Failed to Create Anonymous Account')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/create-hosting-account')).toHaveLength(0);
  });

  it("toasts 'Failed to Create Hosting Account' with the server's message", async () => {
    mockApi(
      handlers({
        'POST /api/admin/create-hosting-account': {
          status: 409,
          body: { message: 'This subdomain is already taken. Please choose another one.' },
        },
      }),
    );
    renderWithProviders(<CreateAccountCard />, { user: admin });
    await userEvent.type(screen.getByLabelText('Subdomain'), 'racy');
    await userEvent.selectOptions(await packageSelect(), 'Free');
    await waitFor(() => expect(within(screen.getByLabelText('Assign to user')).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(screen.getByLabelText('Assign to user'), 'bob');
    const create = screen.getByRole('button', { name: 'Create Hosting Account' });
    await waitFor(() => expect(create).toBeEnabled(), SLOW);
    await userEvent.click(create);
    expect(await screen.findByText('Failed to Create Hosting Account')).toBeInTheDocument();
  });

  it("says 'No packages available' and 'No users available' when the lists are empty", async () => {
    mockApi(
      handlers({
        'GET /api/admin/packages': { body: [makePackage({ isActive: false })] },
        'GET /api/admin/users': { body: [] },
      }),
    );
    renderWithProviders(<CreateAccountCard />, { user: admin });
    expect(await screen.findByText('No packages available')).toBeInTheDocument();
    expect(await screen.findByText('No users available')).toBeInTheDocument();
  });
});
