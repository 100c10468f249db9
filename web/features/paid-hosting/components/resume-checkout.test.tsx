import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicPackage } from '../../../../contract/admin.js';
import {
  CHECKOUT_HOLD_MS,
  PAID_HOSTING_MESSAGES as M,
  type ConfirmResponse,
  type SubscribeResponse,
} from '../../../../contract/paid-hosting.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PaidHostingPage } from './paid-hosting-page';

// Stripe.js cannot load in jsdom (as in the e2e sandbox): the payment step offers the hosted invoice page.
vi.mock('../../../lib/stripe-js', () => ({
  loadStripeJs: vi.fn(() => Promise.reject(new Error('Failed to load Stripe.js'))),
}));

// The browser remembers the checkout it started; coming back within the server's hold offers
// "Resume your checkout for <domain>", which continues the same subscription's payment.

const KEY = 'paidHostingCheckout';
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
const SAVED = {
  subscriptionId: 'sub_left',
  domain: 'brand.com',
  planType: 'premium',
  email: 'grace@example.test',
  fullName: 'Grace Buyer',
} as const;
const STARTED: SubscribeResponse = {
  subscriptionId: 'sub_left',
  clientSecret: 'pi_left_secret_abc',
  domain: 'brand.com',
  planType: 'premium',
  amountDue: 895,
  currency: 'usd',
  hostedInvoiceUrl: 'https://invoice.stripe.test/i/in_left',
};
const CONFIRMED: ConfirmResponse = {
  token: 'tok_new',
  message: 'Payment confirmed. Your hosting account is ready.',
  domain: 'brand.com',
  hostingAccount: { cpanelUrl: 'https://panel.test:2083', status: 'active', error: null },
  credentials: {
    cpanelUsername: 'brandcom',
    cpanelPassword: 'cp-secret',
    userEmail: 'grace@example.test',
    password: 'pw-secret',
    recoveryPhrase: null,
  },
  user: { username: 'grace' },
};

const remember = (startedAt: number, checkout: Record<string, unknown> = SAVED) =>
  localStorage.setItem(KEY, JSON.stringify({ ...checkout, startedAt }));
const stored = () => localStorage.getItem(KEY);

function page(handlers: Record<string, MockHandler> = {}, path = '/paid-hosting') {
  const api = mockApi({
    ...backgroundHandlers,
    'GET /api/hosting/packages': { body: [pkg('starter', 1, 395), pkg('premium', 2, 895)] },
    ...handlers,
  });
  return { api, ...renderWithProviders(<PaidHostingPage />, { user: null, path }) };
}

describe('/paid-hosting: resuming an abandoned checkout in the same browser', () => {
  it('offers the checkout it remembers, continues the same subscription on the invoice page, and forgets it once paid', async () => {
    remember(Date.now() - 5 * 60_000);
    const { api } = page({
      'POST /api/hosting/subscribe/resume': { body: STARTED },
      'POST /api/hosting/subscribe/confirm': { body: CONFIRMED },
    });
    const banner = await screen.findByRole('region', { name: 'Unfinished checkout' });
    expect(banner).toHaveTextContent('Resume your checkout for brand.com');
    expect(banner).toHaveTextContent('Premium plan for grace@example.test');
    // The tabs were left on Starter; the plan shown once resumed is the checkout's.
    expect(screen.getByRole('tab', { name: 'Starter' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resume checkout' }));

    expect(api.callsTo('POST', '/api/hosting/subscribe/resume')[0]?.body).toEqual({
      subscriptionId: 'sub_left',
      email: 'grace@example.test',
    });
    expect(api.callsTo('POST', '/api/hosting/subscribe')).toHaveLength(0);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('brand.com');
    expect(summary).toHaveTextContent('Premium');
    expect(summary).toHaveTextContent('$8.95');
    expect(screen.getByRole('tab', { name: 'Premium' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: 'Unfinished checkout' })).not.toBeInTheDocument();

    const link = await screen.findByRole('link', { name: /Pay on the secure invoice page/ });
    expect(link).toHaveAttribute('href', 'https://invoice.stripe.test/i/in_left');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByTestId('paid-hosting-success')).toHaveTextContent('Your hosting for brand.com is ready');
    expect(api.callsTo('POST', '/api/hosting/subscribe/confirm')[0]?.body).toEqual({ ...SAVED });
    expect(stored()).toBeNull();
  });

  it('a checkout paid meanwhile (no secret to pay) goes straight to the success view', async () => {
    remember(Date.now() - 60_000);
    const { api } = page({
      'POST /api/hosting/subscribe/resume': { body: { ...STARTED, clientSecret: null, hostedInvoiceUrl: null } },
      'POST /api/hosting/subscribe/confirm': { body: CONFIRMED },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resume checkout' }));
    expect(await screen.findByTestId('paid-hosting-success')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hosting/subscribe/confirm')).toHaveLength(1);
  });

  it('not offered once the hold is over, and forgotten', async () => {
    remember(Date.now() - CHECKOUT_HOLD_MS - 1000);
    page();
    expect(await screen.findByRole('tab', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unfinished checkout' })).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('disappears when the hold ends while the page is open', async () => {
    // The page schedules the banner's end for when the hold ends. The test fires that timer itself rather than waiting
    // a short real hold out, which a loaded machine could spend on the first render alone.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const minuteLeft = 60_000;
    remember(Date.now() - CHECKOUT_HOLD_MS + minuteLeft);
    page();
    expect(await screen.findByRole('region', { name: 'Unfinished checkout' })).toBeInTheDocument();
    // Other timers run too (the query cache's five-minute collection): the hold's is the one within its last minute,
    // the latest one scheduled (an effect that ran twice, as under StrictMode, cleared its first).
    const holdEnd = timers.mock.calls.findLast(
      ([, delay]) => typeof delay === 'number' && delay > minuteLeft - 30_000 && delay <= minuteLeft,
    );
    timers.mockRestore();
    expect(holdEnd).toBeDefined();
    act(() => (holdEnd![0] as () => void)());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unfinished checkout' })).not.toBeInTheDocument());
  });

  it('the server says it expired: told why, and offered no more', async () => {
    remember(Date.now() - 60_000);
    page({
      'POST /api/hosting/subscribe/resume': { status: 409, body: { error: 'CONFLICT', message: M.checkoutExpired } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resume checkout' }));
    expect(await screen.findByText(M.checkoutExpired)).toBeInTheDocument();
    expect(screen.getByText(M.resumeFailedTitle)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unfinished checkout' })).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('Stripe unreachable: told so, and still offered for a second try', async () => {
    remember(Date.now() - 60_000);
    page({
      'POST /api/hosting/subscribe/resume': {
        status: 502,
        body: { error: 'UPSTREAM_FAILED', message: 'Stripe could not be reached. Please try again in a moment.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resume checkout' }));
    expect(await screen.findByText('Stripe could not be reached. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unfinished checkout' })).toBeInTheDocument();
    expect(stored()).not.toBeNull();
  });

  it('Start over forgets it without asking the server', async () => {
    remember(Date.now() - 60_000);
    const { api } = page();
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.queryByRole('region', { name: 'Unfinished checkout' })).not.toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(api.callsTo('POST', '/api/hosting/subscribe/resume')).toHaveLength(0);
  });

  it('something that is not a checkout in the storage is ignored and removed', async () => {
    remember(Date.now(), {
      subscriptionId: 'sub_x',
      domain: 'brand.com',
      planType: 'gold',
      email: 'a@b.test',
      fullName: 'A',
    });
    page();
    expect(await screen.findByRole('tab', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unfinished checkout' })).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('starting a checkout remembers what the server needs to find it again, and nothing about the card', async () => {
    page(
      {
        'POST /api/domains/availability': {
          body: {
            available: true,
            domain: 'brand.com',
            tld: 'com',
            message: '',
            code: 'available',
            planTypeRequired: 'premium',
          },
        },
        'POST /api/hosting/subscribe': { body: STARTED },
      },
      '/paid-hosting?domain=brand.com&plan=premium&label=brand&tld=com',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Full name'), 'Grace Buyer');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.test');
    const before = Date.now();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    expect(await screen.findByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    const saved = JSON.parse(stored()!) as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual([
      'amountDue',
      'currency',
      'domain',
      'email',
      'fullName',
      'planType',
      'startedAt',
      'subscriptionId',
    ]);
    expect(saved).toMatchObject({ ...SAVED, amountDue: 895, currency: 'usd' });
    expect(saved.startedAt).toBeGreaterThanOrEqual(before);
    expect(stored()).not.toContain('secret');
  });
});
