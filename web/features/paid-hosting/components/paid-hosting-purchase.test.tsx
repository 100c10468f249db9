import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPackage } from '../../../../contract/admin.js';
import type { ConfirmResponse, SubscribeResponse } from '../../../../contract/paid-hosting.js';
import { trackPurchase } from '../../../lib/tracking/pixel';
import { resetPurchaseTrackingForTests } from '../../../lib/tracking/purchase';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PaidHostingPage } from './paid-hosting-page';

vi.mock('../../../lib/stripe-js', () => ({
  loadStripeJs: vi.fn(() => Promise.reject(new Error('Failed to load Stripe.js'))),
}));
vi.mock('../../../lib/tracking/pixel', async (original) => ({
  ...(await original<typeof import('../../../lib/tracking/pixel')>()),
  trackPurchase: vi.fn(),
}));

// The paid-hosting success view: the Purchase with the Conversions API's event id (the first
// invoice's PaymentIntent, out of the client secret) and the amount the server asked for, once.

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
const STARTED: SubscribeResponse = {
  subscriptionId: 'sub_p',
  clientSecret: 'pi_ph1_secret_abc',
  domain: 'brand.com',
  planType: 'premium',
  amountDue: 895,
  currency: 'usd',
  hostedInvoiceUrl: 'https://invoice.stripe.test/i/in_p',
};
const CONFIRMED: ConfirmResponse = {
  token: null,
  message: 'Payment confirmed. Your hosting account is ready.',
  domain: 'brand.com',
  hostingAccount: { cpanelUrl: null, status: 'active', error: null },
  credentials: {
    cpanelUsername: 'brandcom',
    cpanelPassword: 'cp',
    userEmail: 'grace@example.test',
    password: null,
    recoveryPhrase: null,
  },
  user: { username: 'grace' },
};

function page(path: string, handlers: Record<string, MockHandler>) {
  mockApi({
    ...backgroundHandlers,
    'GET /api/hosting/packages': { body: [pkg('starter', 1, 395), pkg('premium', 2, 895)] },
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
    'POST /api/hosting/subscribe/confirm': { body: CONFIRMED },
    ...handlers,
  });
  return renderWithProviders(<PaidHostingPage />, { user: null, path });
}
async function checkout() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.type(await screen.findByLabelText('Full name'), 'Grace Buyer');
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.test');
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
}

beforeEach(() => vi.mocked(trackPurchase).mockClear());
afterEach(() => resetPurchaseTrackingForTests());

describe('/paid-hosting success: the pixel Purchase', () => {
  it('paid on the invoice page and confirmed by the server: sent once with pay-<PaymentIntent> and $8.95', async () => {
    page('/paid-hosting?domain=brand.com&plan=premium&label=brand&tld=com', {
      'POST /api/hosting/subscribe': { body: STARTED },
    });
    await checkout();
    const link = await screen.findByRole('link', { name: /Pay on the secure invoice page/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(trackPurchase).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByTestId('paid-hosting-success')).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    expect(trackPurchase).toHaveBeenCalledWith({
      eventId: 'pay-pi_ph1',
      value: 8.95,
      currency: 'USD',
      contentName: undefined,
    });
  });

  it('back from a payment method that left the page: the PaymentIntent Stripe appended, the amount remembered', async () => {
    localStorage.setItem(
      'paidHostingCheckout',
      JSON.stringify({
        subscriptionId: 'sub_p',
        domain: 'brand.com',
        planType: 'premium',
        email: 'grace@example.test',
        fullName: 'Grace Buyer',
        startedAt: Date.now() - 60_000,
        amountDue: 895,
        currency: 'usd',
      }),
    );
    page(
      '/paid-hosting?payment_intent=pi_bank1&payment_intent_client_secret=pi_bank1_secret_x&redirect_status=succeeded',
      {},
    );
    expect(await screen.findByTestId('paid-hosting-success')).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledWith({
      eventId: 'pay-pi_bank1',
      value: 8.95,
      currency: 'USD',
      contentName: undefined,
    });
  });

  it('nothing when there was nothing to pay, or the payment could not be confirmed', async () => {
    const { unmount } = page('/paid-hosting?domain=brand.com&plan=premium&label=brand&tld=com', {
      'POST /api/hosting/subscribe': { body: { ...STARTED, clientSecret: null, amountDue: 0, hostedInvoiceUrl: null } },
    });
    await checkout();
    expect(await screen.findByTestId('paid-hosting-success')).toBeInTheDocument();
    unmount();
    page('/paid-hosting?domain=brand.com&plan=premium&label=brand&tld=com', {
      'POST /api/hosting/subscribe': { body: STARTED },
      'POST /api/hosting/subscribe/confirm': {
        status: 409,
        body: { message: 'The payment for this subscription is not complete yet.' },
      },
    });
    await checkout();
    const link = await screen.findByRole('link', { name: /Pay on the secure invoice page/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('The payment for this subscription is not complete yet.')).toBeInTheDocument();
    expect(trackPurchase).not.toHaveBeenCalled();
  });
});

describe('/paid-hosting: a promotion code at the billing step', () => {
  it('a refusal is said under the field with the server’s message; another code is sent and its discount shown as the server priced it', async () => {
    const sent: (string | undefined)[] = [];
    const subscribe: MockHandler = (body) => {
      sent.push((body as { promotionCode?: string }).promotionCode);
      if ((body as { promotionCode?: string }).promotionCode === 'USEDUP')
        return {
          status: 400,
          body: { message: 'This promotion code has been used the maximum number of times.', field: 'promotionCode' },
        };
      return {
        body: {
          ...STARTED,
          amountDue: 716,
          discount: { code: 'SPRING20', summary: '20% off once', amountOffCents: 179 },
        },
      };
    };
    page('/paid-hosting?domain=brand.com&plan=premium&label=brand&tld=com', {
      'POST /api/hosting/subscribe': subscribe,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Full name'), 'Grace Buyer');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.test');
    await userEvent.type(screen.getByLabelText('Promotion code (optional)'), 'USEDUP{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    const field = await screen.findByLabelText('Promotion code (optional)');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This promotion code has been used the maximum number of times.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Order summary' })).not.toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'SPRING20{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Price$8.95');
    expect(summary).toHaveTextContent('Code SPRING20');
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('−$1.79');
    expect(screen.getByTestId('checkout-due')).toHaveTextContent('$7.16 USD');
    expect(sent).toEqual(['USEDUP', 'SPRING20']);
  });
});
