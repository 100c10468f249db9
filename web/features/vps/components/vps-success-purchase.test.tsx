import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VpsOwnerOrder } from '../../../../contract/vps.js';
import { trackPurchase } from '../../../lib/tracking/pixel';
import { resetPurchaseTrackingForTests } from '../../../lib/tracking/purchase';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { VpsSuccessPage } from './vps-success-page';

vi.mock('../../../lib/tracking/pixel', async (original) => ({
  ...(await original<typeof import('../../../lib/tracking/pixel')>()),
  trackPurchase: vi.fn(),
}));

// The pixel on /vps-success: the VPS Purchase with the Conversions API's event id and the amount charged, once.
const ORDER: VpsOwnerOrder = {
  id: 31,
  status: 'pending',
  customerEmail: 'anon@example.test',
  customerName: 'Anon',
  packageId: 4,
  packageName: 'Basic VPS',
  packagePrice: 999,
  vcpu: 1,
  memory: 2048,
  storage: 40,
  operatingSystem: 'windows-11',
  subscriptionStatus: 'active',
  server: null,
  createdAt: '2026-03-01T00:00:00.000Z',
};
const PATH =
  '/vps-success?subscription_id=sub_9&order_id=31&payment_intent=pi_v9&payment_intent_client_secret=pi_v9_secret_x';
const page = (confirm: MockHandler) => {
  mockApi({ ...backgroundHandlers, 'POST /api/vps/subscribe/confirm': confirm });
  return renderWithProviders(<VpsSuccessPage />, { path: PATH, user: null });
};

beforeEach(() => vi.mocked(trackPurchase).mockClear());
afterEach(() => resetPurchaseTrackingForTests());

describe('/vps-success: the pixel Purchase', () => {
  it('sent once the server confirmed it, as the server sends it: pay-<PaymentIntent>, the monthly price charged', async () => {
    const { unmount } = page({ body: { order: ORDER, credentials: null, credentialsMessage: 'Shown before.' } });
    expect(await screen.findByRole('heading', { name: 'Your VPS order is confirmed' })).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    expect(trackPurchase).toHaveBeenCalledWith({
      eventId: 'pay-pi_v9',
      value: 9.99,
      currency: 'USD',
      contentName: 'VPS Purchase',
    });
    // Reloaded: nothing more.
    unmount();
    resetPurchaseTrackingForTests();
    page({ body: { order: ORDER, credentials: null, credentialsMessage: 'Shown before.' } });
    expect(await screen.findByRole('heading', { name: 'Your VPS order is confirmed' })).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
  });

  it('a promotion code lowered the first payment: the value is what was paid, not the package price', async () => {
    page({ body: { order: ORDER, credentials: null, credentialsMessage: 'Shown before.', amountPaid: 499 } });
    expect(await screen.findByRole('heading', { name: 'Your VPS order is confirmed' })).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledWith({
      eventId: 'pay-pi_v9',
      value: 4.99,
      currency: 'USD',
      contentName: 'VPS Purchase',
    });
  });

  it('nothing while Stripe has not confirmed it', async () => {
    page({
      status: 409,
      body: { message: 'The payment for this subscription is not complete yet.', status: 'incomplete' },
    });
    expect(await screen.findByRole('heading', { name: 'Your payment is being processed' })).toBeInTheDocument();
    expect(trackPurchase).not.toHaveBeenCalled();
  });
});
