import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { makePackage } from '../test/fixtures';
import { BulkPackageDialog } from './bulk-package-dialog';

const admin = makeUser({ id: 1, role: 'admin' });
const groups = {
  groups: [
    {
      id: 1,
      packageId: 1,
      name: 'free',
      displayName: 'Free',
      whmPackageName: 'hostfree_free',
      accountCount: 3,
      accounts: [],
    },
    {
      id: 2,
      packageId: 2,
      name: 'pro',
      displayName: 'Pro',
      whmPackageName: 'hostfree_pro',
      accountCount: 1,
      accounts: [],
    },
  ],
};

function handlers(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/admin/account-groups': { body: groups },
    'GET /api/admin/packages': {
      body: [
        makePackage(),
        makePackage({ id: 2, displayName: 'Pro' }),
        makePackage({ id: 3, displayName: 'Business' }),
      ],
    },
    ...extra,
  };
}

async function choose(groupName: string, target: string) {
  const row = (await screen.findByText(groupName, { selector: 'p' })).closest('li')!;
  const select = within(row).getByLabelText('Move to package');
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(select, target);
  await userEvent.click(within(row).getByRole('button', { name: 'Change Package' }));
  return row;
}

describe('BulkPackageDialog', () => {
  it('moves a group to another package and shows the successful/failed summary', async () => {
    const api = mockApi(
      handlers({
        'POST /api/admin/account-groups/1/change-package': {
          body: { message: 'Changed 2 of 3 accounts.', summary: { successful: 2, failed: 1 }, results: [] },
        },
      }),
    );
    renderWithProviders(<BulkPackageDialog open onOpenChange={() => {}} />, { user: admin });
    await choose('Free', 'Business');
    const outcome = await screen.findByRole('status', { name: 'Last package change' });
    expect(outcome).toHaveTextContent('Free → Business: 2 successful · 1 failed');
    expect(api.callsTo('POST', '/api/admin/account-groups/1/change-package')[0].body).toEqual({ packageId: 3 });
  });

  it("does not offer a group's own package", async () => {
    mockApi(handlers());
    renderWithProviders(<BulkPackageDialog open onOpenChange={() => {}} />, { user: admin });
    const row = (await screen.findByText('Pro', { selector: 'p' })).closest('li')!;
    const select = within(row).getByLabelText('Move to package');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a package', 'Free', 'Business']),
    );
  });

  it("toasts 'Bulk Package Change Failed'", async () => {
    mockApi(
      handlers({
        'POST /api/admin/account-groups/2/change-package': {
          status: 502,
          body: { message: 'Unable to connect to WHM API' },
        },
      }),
    );
    renderWithProviders(<BulkPackageDialog open onOpenChange={() => {}} />, { user: admin });
    await choose('Pro', 'Free');
    expect(await screen.findByText('Bulk Package Change Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to connect to WHM API')).toBeInTheDocument();
  });
});
