import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTRA_RUN_MESSAGES } from '../../../../contract/compute-extra-runs.js';
import { COMPUTE_MESSAGES } from '../../../../contract/compute.js';
import { leavePage } from '../../../lib/page-navigation';
import { loadStripeJs } from '../../../lib/stripe-js';
import { createFakeStripeJs, type FakeStripeJs } from '../../../test/fake-stripe-js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { testClientConfig } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { AZURE_META, provisionResult } from '../test/fixtures';
import { ComputePage } from './compute-page';

vi.mock('../../../lib/stripe-js', () => ({ loadStripeJs: vi.fn() }));
vi.mock('../../../lib/page-navigation', () => ({ leavePage: vi.fn() }));

// 001 §9: after the free trial, a run costs $3 per 48 hours: the card form first, then the server starts it.
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
const START = { id: 101, clientSecret: 'pi_x1_secret_y', amount: 300, currency: 'usd' };
const RESULT = provisionResult({
  provider: 'azure',
  name: 'trial-55',
  plan: 'Standard_B1ms',
  region: 'eastus',
  adminUsername: 'hfadmin',
  adminPassword: 'Az!paid-run-pass',
});

let fake: FakeStripeJs;
beforeEach(() => {
  fake = createFakeStripeJs();
  vi.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
});

function render(handlers: Record<string, MockHandler>, user = client, path = '/compute') {
  const api = mockApi({
    'GET /api/compute/my': { body: [] },
    'GET /api/client-config': { body: { ...testClientConfig, stripePublicKey: 'pk_test_123' } },
    'GET /api/compute/meta': { body: TRIAL_USED },
    ...handlers,
  });
  const { location } = renderWithProviders(<ComputePage user={user} />, { user, path });
  return Object.assign(api, { location });
}

describe('the paid Azure run', () => {
  it('asks for the card, then the server starts the run and the summary shows its password', async () => {
    const api = render({
      'POST /api/compute/azure/extra-run': { status: 201, body: START },
      'POST /api/compute/azure/extra-run/101/launch': { body: RESULT },
    });
    expect(await screen.findByText(EXTRA_RUN_MESSAGES.paidNote)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Windows 11'));
    await userEvent.click(screen.getByRole('button', { name: 'Launch 48-hour Trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for another 48-hour run' });
    // Opening the dialog writes nothing: the payment and its row start when the buyer asks to pay.
    expect(api.callsTo('POST', '/api/compute/azure/extra-run')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(api.callsTo('POST', '/api/compute/azure/extra-run')[0].body).toEqual({ os: 'windows-11' });
    expect(api.callsTo('POST', '/api/compute/provision')).toHaveLength(0);
    const pay = await within(dialog).findByRole('button', { name: EXTRA_RUN_MESSAGES.submitLabel });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    const summary = await screen.findByRole('region', { name: 'Provisioning summary' });
    expect(within(summary).getByText('Az!paid-run-pass')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/compute/azure/extra-run/101/launch')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a launch the server refuses leaves the dialog open with 'I have paid: start my run'", async () => {
    render({
      'POST /api/compute/azure/extra-run': { status: 201, body: START },
      'POST /api/compute/azure/extra-run/101/launch': {
        status: 409,
        body: { message: COMPUTE_MESSAGES.azureTrialRunning },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Launch 48-hour Trial' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const pay = await screen.findByRole('button', { name: EXTRA_RUN_MESSAGES.submitLabel });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByRole('button', { name: 'I have paid: start my run' })).toBeInTheDocument();
    expect((await screen.findAllByText(COMPUTE_MESSAGES.azureTrialRunning)).length).toBeGreaterThan(0);
  });

  it('closing the dialog before Continue to payment leaves no payment behind', async () => {
    const api = render({ 'POST /api/compute/azure/extra-run': { status: 201, body: START } });
    await userEvent.click(await screen.findByRole('button', { name: 'Launch 48-hour Trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for another 48-hour run' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/compute/azure/extra-run')).toHaveLength(0);
  });

  it("without Stripe.js, 'Continue to secure checkout' sends the same payment to Stripe Checkout", async () => {
    vi.mocked(loadStripeJs).mockRejectedValue(new Error('Failed to load Stripe.js'));
    const api = render({
      'POST /api/compute/azure/extra-run': { status: 201, body: START },
      'POST /api/compute/azure/extra-run/101/checkout-session': {
        body: { sessionId: 'cs_test_9', url: 'https://checkout.stripe.com/c/pay/cs_test_9' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Launch 48-hour Trial' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The secure card form could not load.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to secure checkout' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_9'));
    expect(api.callsTo('POST', '/api/compute/azure/extra-run')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/compute/azure/extra-run/101/checkout-session')).toHaveLength(1);
  });

  it('back from Stripe Checkout, /compute asks the server to start the paid run and shows its summary', async () => {
    const api = render(
      { 'POST /api/compute/azure/extra-run/101/launch': { body: RESULT } },
      client,
      '/compute?extra_run=101&session_id=cs_test_9',
    );
    const summary = await screen.findByRole('region', { name: 'Provisioning summary' });
    expect(within(summary).getByText('Az!paid-run-pass')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/compute/azure/extra-run/101/launch')).toHaveLength(1);
    await waitFor(() => expect(api.location.history.at(-1)).toBe('/compute'));
  });

  it('an admin launches without paying', async () => {
    const admin = makeUser({ id: 1, role: 'admin' });
    const api = render({ 'POST /api/compute/provision': { status: 201, body: RESULT } }, admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Launch 48-hour Trial' }));
    await screen.findByRole('region', { name: 'Provisioning summary' });
    expect(api.callsTo('POST', '/api/compute/azure/extra-run')).toHaveLength(0);
  });

  it('with Stripe Tax on it asks for the billing address first and shows the tax before the card', async () => {
    const api = render({
      'GET /api/compute/meta': { body: { ...TRIAL_USED, trial: { ...TRIAL_USED.trial, billingAddressAsked: true } } },
      'POST /api/compute/azure/extra-run': {
        status: 201,
        body: { ...START, amount: 360, tax: { priceCents: 300, amountCents: 60, reverseCharge: false } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Launch 48-hour Trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for another 48-hour run' });
    await userEvent.type(within(dialog).getByLabelText('Postal code'), '75001');
    await userEvent.type(within(dialog).getByLabelText(/Country code/), 'fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(api.callsTo('POST', '/api/compute/azure/extra-run')[0].body).toEqual({
      os: 'ubuntu-24-04',
      billing: { address: { line1: null, city: null, postalCode: '75001', country: 'FR' }, taxId: null },
    });
    expect(await within(dialog).findByTestId('extra-run-tax')).toHaveTextContent('$0.60');
    expect(within(dialog).getByText('$3.60')).toBeInTheDocument();
  });

  it('with Stripe Tax off it asks for no address', async () => {
    render({ 'POST /api/compute/azure/extra-run': { status: 201, body: START } });
    await userEvent.click(await screen.findByRole('button', { name: 'Launch 48-hour Trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for another 48-hour run' });
    expect(within(dialog).queryByLabelText('Postal code')).not.toBeInTheDocument();
  });
});
