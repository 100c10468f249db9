import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/i18n/catalogues';
import { setCurrentLocale } from '../../../lib/i18n/locale';
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
  // Another language's words arrive on first use: the page's boundary waits for them, as a route does.
  renderWithProviders(
    <Suspense fallback={null}>
      <HostingAccountsSection createForm={<p>the create form</p>} />
    </Suspense>,
    { user: makeUser() },
  );
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

  describe('in Spanish', () => {
    // The toaster sits above the page's boundary (Providers): its words are here first, as on a page already drawn.
    beforeAll(() => loadCatalogue('es', 'layout'));
    afterEach(() => setCurrentLocale('en'));

    it("says a reason the system wrote in the reader's language, by its code", async () => {
      setCurrentLocale('es');
      setup([
        account({
          status: 'suspended',
          suspendReason: 'Suspended automatically after 3 abuse reports within an hour',
          suspendReasonCode: 'abuseAutomatic',
          suspendReasonValues: { count: '3' },
        }),
      ]);
      const card = (await screen.findByText('maya.hostfree.test')).closest(
        '[data-testid="hosting-account"]',
      ) as HTMLElement;
      expect(
        await within(card).findByText(
          /Suspendida automáticamente tras recibir denuncias de abuso en una hora \(total: 3\)/,
        ),
      ).toBeInTheDocument();
      expect(within(card).getByRole('status')).not.toHaveTextContent('Suspended automatically');
    });

    it("keeps an admin's own words as the admin wrote them", async () => {
      setCurrentLocale('es');
      setup([
        account({
          status: 'suspended',
          suspendReason: 'Phishing page reported',
          suspendReasonCode: 'admin',
          suspendReasonValues: { reason: 'Phishing page reported' },
        }),
      ]);
      const card = (await screen.findByText('maya.hostfree.test')).closest(
        '[data-testid="hosting-account"]',
      ) as HTMLElement;
      expect(await within(card).findByText(/Motivo:/)).toBeInTheDocument();
      expect(within(card).getByRole('status')).toHaveTextContent('Motivo: Phishing page reported');
    });
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
