import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPurchase } from '../../../lib/tracking/pixel';
import { resetPurchaseTrackingForTests } from '../../../lib/tracking/purchase';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { DonationSuccessPage } from './donation-success-page';
import { PluginCheckoutSuccessPage } from './plugin-checkout-success-page';

vi.mock('../../../lib/tracking/pixel', async (original) => ({
  ...(await original<typeof import('../../../lib/tracking/pixel')>()),
  trackPurchase: vi.fn(),
}));

// The thank-you pages send the browser's Purchase with the Conversions API's event id
// (pay-<PaymentIntent>) and the server's amount, once the server said paid, and once only.

const status = (overrides: Record<string, unknown>) => ({
  status: 'completed',
  kind: 'subscription',
  amount: 2000,
  currency: 'usd',
  isRecurring: true,
  giftTier: '$20',
  giftType: null,
  giftDetails: null,
  pluginId: null,
  pluginName: null,
  pluginSlug: null,
  completedAt: new Date().toISOString(),
  message: null,
  ...overrides,
});
const path = (page: string, pi: string) =>
  `${page}?payment_intent=${pi}&payment_intent_client_secret=${pi}_secret_x&redirect_status=succeeded`;
const statusUrl = (pi: string) =>
  `GET /api/donation-status?payment_intent=${pi}&payment_intent_client_secret=${pi}_secret_x`;

beforeEach(() => vi.mocked(trackPurchase).mockClear());
afterEach(() => resetPurchaseTrackingForTests());

describe('/donation-success: the pixel Purchase', () => {
  it('sent once the server says paid, with its amount and the shared event id; a re-render or a reload sends nothing more', async () => {
    mockApi({ ...backgroundHandlers, [statusUrl('pi_d1')]: { body: status({}) } });
    const { unmount, queryClient } = renderWithProviders(<DonationSuccessPage />, {
      path: path('/donation-success', 'pi_d1'),
      user: null,
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your donation!' })).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    expect(trackPurchase).toHaveBeenCalledWith({
      eventId: 'pay-pi_d1',
      value: 20,
      currency: 'USD',
      contentName: undefined,
    });
    // Asked again (a refetch re-renders the page with a new answer object): nothing more.
    await queryClient.refetchQueries();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    unmount();
    // The page reloaded: a new page, the same browser.
    resetPurchaseTrackingForTests();
    renderWithProviders(<DonationSuccessPage />, { path: path('/donation-success', 'pi_d1'), user: null });
    expect(await screen.findByRole('heading', { name: 'Thank you for your donation!' })).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
  });

  it('nothing while the payment is pending or after a decline', async () => {
    mockApi({
      ...backgroundHandlers,
      [statusUrl('pi_d2')]: { body: status({ status: 'pending', completedAt: null }) },
      [statusUrl('pi_d3')]: {
        body: status({ status: 'failed', completedAt: null, message: 'Your card was declined.' }),
      },
    });
    const { unmount } = renderWithProviders(<DonationSuccessPage />, {
      path: path('/donation-success', 'pi_d2'),
      user: null,
    });
    expect(await screen.findByRole('button', { name: /check again/i })).toBeInTheDocument();
    unmount();
    renderWithProviders(<DonationSuccessPage />, { path: path('/donation-success', 'pi_d3'), user: null });
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(trackPurchase).not.toHaveBeenCalled();
  });
});

describe('/plugin-checkout-success: the pixel Purchase', () => {
  it('the $5 donation is sent once, worth 5 USD', async () => {
    mockApi({
      ...backgroundHandlers,
      [statusUrl('pi_p1')]: {
        body: status({
          kind: 'plugin',
          amount: 500,
          isRecurring: false,
          giftTier: null,
          pluginId: 3,
          pluginName: 'SEO Pro',
          pluginSlug: 'seo-pro',
        }),
      },
    });
    renderWithProviders(<PluginCheckoutSuccessPage />, { path: path('/plugin-checkout-success', 'pi_p1'), user: null });
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    expect(trackPurchase).toHaveBeenCalledWith({
      eventId: 'pay-pi_p1',
      value: 5,
      currency: 'USD',
      contentName: undefined,
    });
  });

  it('back from Stripe Checkout, the event id names the PaymentIntent the server says paid, not in the address', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/donation-status?session_id=cs_test_7': {
        body: status({
          kind: 'plugin',
          amount: 500,
          isRecurring: false,
          giftTier: null,
          pluginId: 3,
          pluginName: 'SEO Pro',
          pluginSlug: 'seo-pro',
          paymentIntentId: 'pi_checkout7',
        }),
      },
    });
    renderWithProviders(<PluginCheckoutSuccessPage />, {
      path: '/plugin-checkout-success?session_id=cs_test_7',
      user: null,
    });
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    expect(trackPurchase).toHaveBeenCalledWith({
      eventId: 'pay-pi_checkout7',
      value: 5,
      currency: 'USD',
      contentName: undefined,
    });
  });
});
