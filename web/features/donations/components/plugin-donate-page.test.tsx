import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../../lib/page-navigation';
import { loadStripeJs } from '../../../lib/stripe-js';
import { createFakeStripeJs, type FakeStripeJs } from '../../../test/fake-stripe-js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers, testClientConfig } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PluginCheckoutSuccessPage } from './plugin-checkout-success-page';
import { PluginDonatePage } from './plugin-donate-page';

vi.mock('../../../lib/stripe-js', () => ({ loadStripeJs: vi.fn() }));
vi.mock('../../../lib/page-navigation', () => ({ leavePage: vi.fn() }));

const PLUGIN = {
  id: 12,
  name: 'SEO Kit',
  slug: 'seo-kit',
  description: 'Better titles.',
  category: 'seo',
  imageUrl: null,
  downloadCount: 3,
  author: 'HostFree',
  version: '1.0.0',
  latestVersion: null,
  isPublic: true,
  fileName: 'seo-kit.zip',
  fileSize: 2048,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const INTENT = { clientSecret: 'pi_p1_secret_z', paymentIntentId: 'pi_p1', amount: 500, currency: 'usd' };

let fake: FakeStripeJs;
beforeEach(() => {
  vi.mocked(leavePage).mockClear();
  fake = createFakeStripeJs();
  vi.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
});

function donate(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...backgroundHandlers,
    'GET /api/plugins/slug/seo-kit': { body: PLUGIN },
    'POST /api/create-payment-intent': { body: INTENT },
    ...handlers,
  });
  return {
    api,
    ...renderWithProviders(<PluginDonatePage slug="seo-kit" />, { path: '/plugin/seo-kit/donate', user: null }),
  };
}

describe('/plugin/{slug}/donate (001 §2, §7)', () => {
  it('starts a $5 PaymentIntent for the plugin only when asked, confirms it, then goes to /plugin-checkout-success', async () => {
    const { api, location } = donate();
    expect(await screen.findByRole('heading', { name: 'SEO Kit' })).toBeInTheDocument();
    // Opening the page writes nothing (every visit left a pending $5 donation).
    const proceed = await screen.findByRole('button', { name: 'Continue to payment' });
    expect(api.callsTo('POST', '/api/create-payment-intent')).toHaveLength(0);
    await userEvent.click(proceed);
    const pay = await screen.findByRole('button', { name: 'Donate $5' });
    await waitFor(() => expect(pay).toBeEnabled());
    const calls = api.callsTo('POST', '/api/create-payment-intent');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ amount: 5, pluginId: 12, pluginName: 'SEO Kit' });
    fake.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_p1', status: 'succeeded' } });
    await userEvent.click(pay);
    expect(fake.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ confirmParams: { return_url: `${window.location.origin}/plugin-checkout-success` } }),
    );
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/plugin-checkout-success?payment_intent=pi_p1&payment_intent_client_secret=pi_p1_secret_z',
      ),
    );
  });

  it("shows 'Payments Temporarily Unavailable' without a publishable key, and starts no payment", async () => {
    const { api } = donate({ 'GET /api/client-config': { body: { ...testClientConfig, stripePublicKey: null } } });
    expect(await screen.findByText('Payments Temporarily Unavailable')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it("shows 'Payments Temporarily Unavailable' when the server has no Stripe keys (503)", async () => {
    donate({ 'POST /api/create-payment-intent': { status: 503, body: { message: 'Stripe not configured' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Payments Temporarily Unavailable')).toBeInTheDocument();
  });

  it.each([
    ['a plugin that does not exist', { status: 404, body: { message: 'Plugin not found' } }],
    ['a plugin that fails to load', { status: 500, body: { message: 'boom' } }],
  ])('redirects to /plugins for %s', async (_label, reply) => {
    const { location } = donate({ 'GET /api/plugins/slug/seo-kit': reply });
    await waitFor(() => expect(location.history.at(-1)).toBe('/plugins'));
  });

  it("without Stripe.js, 'Continue to secure checkout' sends the same donation to Stripe Checkout", async () => {
    vi.mocked(loadStripeJs).mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { api } = donate({
      'POST /api/create-checkout-session': {
        body: { sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The secure card form could not load.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/create-checkout-session')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to secure checkout' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    // The same payment the donor started: its PaymentIntent and secret, no second donation.
    expect(api.callsTo('POST', '/api/create-checkout-session')[0].body).toEqual({
      paymentIntentId: 'pi_p1',
      clientSecret: 'pi_p1_secret_z',
    });
    expect(api.callsTo('POST', '/api/create-payment-intent')).toHaveLength(1);
  });

  it('when Stripe cannot be reached for the checkout either, says so and quotes the payment reference for support', async () => {
    vi.mocked(loadStripeJs).mockRejectedValue(new Error('Failed to load Stripe.js'));
    donate({
      'POST /api/create-checkout-session': {
        status: 502,
        body: { message: 'Stripe could not be reached. Please try again in a moment.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to secure checkout' }));
    expect(await screen.findByText('Stripe could not be reached. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByText('pi_p1')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to secure checkout' })).toBeEnabled();
  });
});

describe('/plugin-checkout-success (001 §2, §9)', () => {
  const STATUS = 'GET /api/donation-status?payment_intent=pi_p1&payment_intent_client_secret=pi_p1_secret_z';
  const status = (overrides = {}) => ({
    status: 'completed',
    kind: 'plugin',
    amount: 500,
    currency: 'usd',
    isRecurring: false,
    giftTier: null,
    giftType: null,
    giftDetails: null,
    pluginId: 12,
    pluginName: 'SEO Kit',
    pluginSlug: 'seo-kit',
    completedAt: '2026-11-23T10:00:00.000Z',
    message: null,
    ...overrides,
  });
  const open = (reply: MockHandler) => {
    mockApi({ ...backgroundHandlers, [STATUS]: reply });
    return renderWithProviders(<PluginCheckoutSuccessPage />, {
      path: '/plugin-checkout-success?payment_intent=pi_p1&payment_intent_client_secret=pi_p1_secret_z',
      user: null,
    });
  };

  it("says 'Payment Successful' once the server confirms it, then returns to the plugin after 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { location } = open({ body: status() });
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your $5.00 donation toward SEO Kit.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(location.history.at(-1)).not.toBe('/plugin/seo-kit');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(location.history.at(-1)).toBe('/plugin/seo-kit');
  });

  it('back from Stripe Checkout (?session_id=…), asks the server about the session before it says paid', async () => {
    const api = mockApi({ ...backgroundHandlers, 'GET /api/donation-status?session_id=cs_test_1': { body: status() } });
    renderWithProviders(<PluginCheckoutSuccessPage />, {
      path: '/plugin-checkout-success?session_id=cs_test_1',
      user: null,
    });
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/donation-status?session_id=cs_test_1')).toHaveLength(1);
  });

  it('does not claim success while Stripe says the payment failed', async () => {
    open({ body: status({ status: 'failed', message: 'Your card was declined.', completedAt: null }) });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/plugin/seo-kit/donate');
  });
});
