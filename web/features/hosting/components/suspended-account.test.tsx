import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { HostingAccountsSection } from './hosting-accounts-section';

const account = (overrides = {}) => ({
  id: 4,
  userId: 7,
  domain: 'maya.hostfree.test',
  subdomain: 'maya',
  status: 'active',
  suspendReason: null,
  packageId: 1,
  packageName: 'Free Hosting',
  cpanelUsername: 'mayaxyz',
  diskUsage: 10,
  diskLimit: 5120,
  bandwidthUsed: 20,
  bandwidthLimit: 10240,
  provisionedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function setup(accounts: unknown[]) {
  mockApi({
    ...backgroundHandlers,
    'GET /api/user/can-create-hosting-account': { body: { canCreate: true, currentAccounts: 1, maxAccounts: 2 } },
    'GET /api/hosting-accounts': { body: accounts },
    'GET /api/hosting-accounts/4/stats': { status: 502, body: { message: 'WHM unavailable' } },
  });
  renderWithProviders(<HostingAccountsSection createForm={<p>the create form</p>} />, { user: makeUser() });
}

describe('a suspended hosting account on the client dashboard', () => {
  it("shows 'Suspended', the admin's reason and no cPanel button", async () => {
    setup([account({ status: 'suspended', suspendReason: 'Phishing page reported' })]);
    const card = (await screen.findByText('maya.hostfree.test')).closest(
      '[data-testid="hosting-account"]',
    ) as HTMLElement;
    expect(within(card).getByText('Suspended')).toHaveAttribute('data-tone', 'suspended');
    expect(within(card).getByRole('status')).toHaveTextContent('Reason: Phishing page reported');
    expect(within(card).queryByRole('button', { name: /Open cPanel/ })).not.toBeInTheDocument();
  });

  it('keeps the cPanel button for an active account', async () => {
    setup([account()]);
    const card = (await screen.findByText('maya.hostfree.test')).closest(
      '[data-testid="hosting-account"]',
    ) as HTMLElement;
    expect(within(card).getByRole('button', { name: /Open cPanel/ })).toBeInTheDocument();
    expect(within(card).queryByText(/is suspended/)).not.toBeInTheDocument();
  });
});
