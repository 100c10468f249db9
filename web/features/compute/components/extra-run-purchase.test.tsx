import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTRA_RUN_MESSAGES } from '../../../../contract/compute-extra-runs.js';
import { COMPUTE_MESSAGES } from '../../../../contract/compute.js';
import { loadStripeJs } from '../../../lib/stripe-js';
import { trackPurchase } from '../../../lib/tracking/pixel';
import { resetPurchaseTrackingForTests } from '../../../lib/tracking/purchase';
import { createFakeStripeJs } from '../../../test/fake-stripe-js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { testClientConfig } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { AZURE_META, provisionResult } from '../test/fixtures';
import { ComputePage } from './compute-page';

vi.mock('../../../lib/stripe-js', () => ({ loadStripeJs: vi.fn() }));
vi.mock('../../../lib/tracking/pixel', async (original) => ({
  ...(await original<typeof import('../../../lib/tracking/pixel')>()),
  trackPurchase: vi.fn(),
}));

// The paid extra run's Purchase, once the server launched it (it launches only a paid run).
const client = makeUser({ id: 7, role: 'client' });
const TRIAL_USED = {
  ...AZURE_META,
  trial: {
    ...AZURE_META.trial!,
    freeTrialAvailable: false,
    paymentsAvailable: true,
    eligibility: { block: 'trial-used' as const, message: EXTRA_RUN_MESSAGES.paidNote, nextStep: 'pay' as const },
  },
};
const START = { id: 101, clientSecret: 'pi_run1_secret_y', amount: 300, currency: 'usd' };
const RESULT = provisionResult({
  provider: 'azure',
  name: 'trial-55',
  plan: 'Standard_B1ms',
  region: 'eastus',
  adminUsername: 'hfadmin',
  adminPassword: 'Az!paid-run-pass',
});

beforeEach(() => {
  vi.mocked(loadStripeJs).mockResolvedValue(createFakeStripeJs().stripe);
  vi.mocked(trackPurchase).mockClear();
});
afterEach(() => resetPurchaseTrackingForTests());

async function payForRun(launch: MockHandler) {
  mockApi({
    'GET /api/compute/my': { body: [] },
    'GET /api/client-config': { body: { ...testClientConfig, stripePublicKey: 'pk_test_123' } },
    'GET /api/compute/meta': { body: TRIAL_USED },
    'POST /api/compute/azure/extra-run': { status: 201, body: START },
    'POST /api/compute/azure/extra-run/101/launch': launch,
  });
  renderWithProviders(<ComputePage user={client} />, { user: client });
  await userEvent.click(await screen.findByRole('button', { name: 'Launch 48-hour Trial' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  const pay = await screen.findByRole('button', { name: EXTRA_RUN_MESSAGES.submitLabel });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
}

describe('the paid extra run: the pixel Purchase', () => {
  it('sent once the server started the paid run, with the $3 the server charged', async () => {
    await payForRun({ body: RESULT });
    expect(await screen.findByRole('region', { name: 'Provisioning summary' })).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    expect(trackPurchase).toHaveBeenCalledWith({
      eventId: 'pay-pi_run1',
      value: 3,
      currency: 'USD',
      contentName: undefined,
    });
  });

  it('nothing when the server refused to launch it', async () => {
    await payForRun({ status: 409, body: { message: COMPUTE_MESSAGES.azureTrialRunning } });
    expect(await screen.findByRole('button', { name: 'I have paid: start my run' })).toBeInTheDocument();
    expect(trackPurchase).not.toHaveBeenCalled();
  });

  it('back from Stripe Checkout: sent for the PaymentIntent the server says paid, which the address does not name', async () => {
    mockApi({
      'GET /api/compute/my': { body: [] },
      'GET /api/client-config': { body: { ...testClientConfig, stripePublicKey: 'pk_test_123' } },
      'GET /api/compute/meta': { body: TRIAL_USED },
      'POST /api/compute/azure/extra-run/101/launch': {
        body: { ...RESULT, payment: { paymentIntentId: 'pi_checkout1', amount: 300, currency: 'usd' } },
      },
    });
    renderWithProviders(<ComputePage user={client} />, {
      user: client,
      path: '/compute?extra_run=101&session_id=cs_test_1',
    });
    expect(await screen.findByRole('region', { name: 'Provisioning summary' })).toBeInTheDocument();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    expect(trackPurchase).toHaveBeenCalledWith({
      eventId: 'pay-pi_checkout1',
      value: 3,
      currency: 'USD',
      contentName: undefined,
    });
  });
});
