import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/i18n/catalogues';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import type { PublicPackage } from '../../../../contract/admin.js';
import type { ConfirmResponse, DomainAvailability } from '../../../../contract/paid-hosting.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PaidHostingPage } from './paid-hosting-page';

const pkg = (planType: 'starter' | 'premium', id: number, price: number): PublicPackage => ({
  id,
  name: planType,
  displayName: planType === 'starter' ? 'Starter' : 'Premium',
  planType,
  price,
  currency: 'USD',
  description: `${planType} hosting`,
  allowedTlds: [],
  diskSpaceQuota: 5120,
  bandwidthQuota: 102400,
  emailAccounts: 5,
  databases: 2,
  subdomains: 5,
});
const available = (domain: string, planTypeRequired: 'starter' | 'premium'): DomainAvailability => ({
  available: true,
  domain,
  tld: domain.slice(domain.indexOf('.') + 1),
  message: '',
  code: 'available',
  planTypeRequired,
});
const CONFIRMED: ConfirmResponse = {
  token: 'tok_new',
  message: 'Your hosting is being set up.',
  domain: 'brand.com',
  hostingAccount: { cpanelUrl: null, status: 'pending', error: null },
  credentials: {
    cpanelUsername: 'brandcom',
    cpanelPassword: 'cp-secret',
    userEmail: 'grace@example.test',
    password: 'pw-secret',
    recoveryPhrase: null,
  },
  user: { username: 'grace' },
};

function page(path: string, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...backgroundHandlers,
    'GET /api/hosting/packages': { body: [pkg('starter', 1, 395), pkg('premium', 2, 895)] },
    'POST /api/domains/availability': (body) => {
      const { label, tld } = body as { label: string; tld: string };
      return { body: available(`${label}.${tld}`, tld === 'com' ? 'premium' : 'starter') };
    },
    ...handlers,
  });
  return { api, ...renderWithProviders(<PaidHostingPage />, { user: null, path }) };
}

describe('/paid-hosting: domain → billing contact → payment → success (000 §2)', () => {
  it('checks a name it arrives with, then takes the billing contact and confirms a checkout with nothing to pay', async () => {
    const { api } = page('/paid-hosting?domain=brand.com&plan=premium&label=brand&tld=com', {
      'POST /api/hosting/subscribe': {
        body: {
          subscriptionId: 'sub_1',
          clientSecret: null,
          domain: 'brand.com',
          planType: 'premium',
          amountDue: 0,
          currency: 'usd',
          hostedInvoiceUrl: null,
        },
      },
      'POST /api/hosting/subscribe/confirm': { body: CONFIRMED },
    });
    const domainForm = screen.getByRole('form', { name: 'Choose your domain' });
    expect(await within(domainForm).findByRole('status')).toHaveTextContent('brand.com is available.');
    expect(api.callsTo('POST', '/api/domains/availability')[0]?.body).toEqual({ label: 'brand', tld: 'com' });
    expect(screen.getByRole('tab', { name: 'Premium' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hosting/subscribe')).toHaveLength(0);

    await userEvent.type(await screen.findByLabelText('Full name'), 'Grace Buyer');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.test');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByTestId('paid-hosting-success')).toHaveTextContent('Your hosting for brand.com is paid');
    expect(api.callsTo('POST', '/api/hosting/subscribe')[0]?.body).toEqual({
      domain: 'brand.com',
      planType: 'premium',
      email: 'grace@example.test',
      fullName: 'Grace Buyer',
    });
    expect(api.callsTo('POST', '/api/hosting/subscribe/confirm')[0]?.body).toEqual({
      subscriptionId: 'sub_1',
      domain: 'brand.com',
      planType: 'premium',
      email: 'grace@example.test',
      fullName: 'Grace Buyer',
    });
  });

  it("keeps only the name's letters, digits and hyphens, and a Premium-only extension switches the plan to Premium", async () => {
    page('/paid-hosting');
    expect(screen.getByRole('tab', { name: 'Starter' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('Domain name'), 'My Brand!');
    expect(screen.getByLabelText('Domain name')).toHaveValue('mybrand');
    await userEvent.selectOptions(screen.getByLabelText('Extension'), 'com');
    expect(screen.getByRole('tab', { name: 'Premium' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Starter' }));
    expect(screen.getByLabelText('Extension')).toHaveValue('cc');
  });

  it("says 'Domain required' when the name is empty, and asks nothing", async () => {
    const { api } = page('/paid-hosting');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText('Domain required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/domains/availability')).toHaveLength(0);
  });
});

describe('/paid-hosting in Spanish', () => {
  // The toaster sits above the page's boundary: its words are here, as on a page already drawn.
  beforeAll(() => loadCatalogue('es', 'layout'));
  afterEach(() => setCurrentLocale('en'));

  it('says the domain check’s answer from its code and the domain, not the server’s English sentence', async () => {
    setCurrentLocale('es');
    mockApi({
      ...backgroundHandlers,
      'GET /api/hosting/packages': { body: [pkg('starter', 1, 395), pkg('premium', 2, 895)] },
      'POST /api/domains/availability': {
        body: { ...available('brand.com', 'premium'), message: 'brand.com is available.' },
      },
    });
    renderWithProviders(
      <Suspense fallback={null}>
        <PaidHostingPage />
      </Suspense>,
      { user: null, path: '/paid-hosting?domain=brand.com&plan=premium&label=brand&tld=com' },
    );
    const status = await screen.findByText('brand.com está disponible.', { selector: '[role="status"] span' });
    expect(status).not.toHaveTextContent('is available');
  });
});
