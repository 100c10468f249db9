import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATION_TIERS } from '../../../../contract/payments.js';
import { loadStripeJs } from '../../../lib/stripe-js';
import { createFakeStripeJs, type FakeStripeJs } from '../../../test/fake-stripe-js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { DonationDialog } from './donation-dialog';

vi.mock('../../../lib/stripe-js', () => ({ loadStripeJs: vi.fn() }));

const SUBSCRIPTION = {
  clientSecret: 'pi_sub1_secret_abc',
  subscriptionId: 'sub_1',
  paymentIntentId: 'pi_sub1',
  hostedInvoiceUrl: 'https://invoice.stripe.test/i/in_1',
  amountDue: 1000,
  currency: 'usd',
};

let fake: FakeStripeJs;
beforeEach(() => {
  fake = createFakeStripeJs();
  vi.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
});

function Harness({ defaultCents }: { defaultCents?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? null : <p>dialog closed</p>}
      <DonationDialog open={open} onOpenChange={setOpen} defaultCents={defaultCents} />
    </>
  );
}

function setup({
  handlers = {},
  user = null as ReturnType<typeof makeUser> | null,
  defaultCents,
}: {
  handlers?: Record<string, MockHandler>;
  user?: ReturnType<typeof makeUser> | null;
  defaultCents?: number;
} = {}) {
  const api = mockApi({ ...backgroundHandlers, 'POST /api/create-subscription': { body: SUBSCRIPTION }, ...handlers });
  const view = renderWithProviders(<Harness defaultCents={defaultCents} />, { user });
  return { api, ...view };
}

const dialog = () => screen.getByRole('dialog');
const click = (name: string | RegExp) => userEvent.click(within(dialog()).getByRole('button', { name }));

describe('DonationDialog (000 §2, §4, §5, §8)', () => {
  it('opens on the 500-cent default with the $5 tier preselected and skips the gift step (one gift)', async () => {
    setup();
    expect(within(dialog()).getByText('Choose a monthly donation')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /\$5\/month.*Basic VPS/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await click('Continue');
    expect(within(dialog()).getByText('Confirm your donation')).toBeInTheDocument();
    expect(within(dialog()).getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('asks a visitor for an e-mail and sends the tier, gift and details of the constant', async () => {
    const { api } = setup();
    await click('Continue');
    await click('Subscribe for $5/month');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await click('Subscribe for $5/month');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/create-subscription')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'giver@example.com');
    await click('Subscribe for $5/month');
    await screen.findByRole('form', { name: 'Card payment' });
    const [call] = api.callsTo('POST', '/api/create-subscription');
    expect(call.body).toEqual({
      amount: 500,
      giftTier: '$5',
      giftType: 'vps',
      giftDetails: JSON.stringify(DONATION_TIERS[0].gifts[0].details),
      email: 'giver@example.com',
    });
  });

  it('shows the gift step for a tier with two gifts; a signed-in member with an e-mail is not asked for one', async () => {
    const { api } = setup({ user: makeUser(), defaultCents: 1000 });
    expect(screen.getByRole('radio', { name: /\$10\/month.*Growth/ })).toBeChecked();
    await click('Continue');
    expect(within(dialog()).getByText('Choose your gift')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Hosting gift/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /VPS gift/ }));
    await click('Continue');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await click('Subscribe for $10/month');
    await screen.findByRole('form', { name: 'Card payment' });
    expect(api.callsTo('POST', '/api/create-subscription')[0].body).toEqual({
      amount: 1000,
      giftTier: '$10',
      giftType: 'vps',
      giftDetails: JSON.stringify(DONATION_TIERS[1].gifts[1].details),
    });
  });

  it("says 'Selection Required' when nothing matches the default amount and Continue is pressed", async () => {
    setup({ defaultCents: 700 });
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    await click('Continue');
    expect(await screen.findByText('Selection Required')).toBeInTheDocument();
    expect(screen.getByText('Please select a gift option first')).toBeInTheDocument();
  });

  it("shows 'Processing...' and disables Subscribe while the server answers", async () => {
    let answer: () => void = () => {};
    setup({
      user: makeUser(),
      handlers: {
        'POST /api/create-subscription': () =>
          new Promise((resolve) => {
            answer = () => resolve({ body: SUBSCRIPTION });
          }),
      },
    });
    await click('Continue');
    await click('Subscribe for $5/month');
    expect(within(dialog()).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer();
    await screen.findByRole('form', { name: 'Card payment' });
  });

  it.each([
    [
      { status: 502, body: { message: 'Stripe could not be reached. Please try again in a moment.' } },
      'Stripe could not be reached. Please try again in a moment.',
    ],
    [{ status: 500, text: '' }, 'Please try again later'],
    [{ body: { ...SUBSCRIPTION, clientSecret: '' } }, 'No client secret received'],
  ])("toasts 'Subscription Failed' (%#)", async (reply, text) => {
    setup({ user: makeUser(), handlers: { 'POST /api/create-subscription': reply } });
    await click('Continue');
    await click('Subscribe for $5/month');
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
  });

  it("blocks the subscription with 'Donations Unavailable' when no publishable key is configured", async () => {
    const { api } = setup({
      user: makeUser(),
      handlers: {
        'GET /api/client-config': {
          body: { hostedDomain: 'h.test', ipLookupUrl: null, communityChatUrl: null, stripePublicKey: null },
        },
      },
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/client-config')).toHaveLength(1));
    await click('Continue');
    await click('Subscribe for $5/month');
    expect(await screen.findByText('Donations Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Stripe is not configured. Donations are temporarily unavailable.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/create-subscription')).toHaveLength(0);
  });

  it('confirms in the payment form, closes and goes to /donation-success with the payment to check', async () => {
    const { location } = setup({ user: makeUser() });
    await click('Continue');
    await click('Subscribe for $5/month');
    expect(loadStripeJs).toHaveBeenCalledWith('pk_test_web_fixture');
    const pay = await within(dialog()).findByRole('button', { name: 'Donate $5/month' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(fake.elementsOptions()).toMatchObject({ clientSecret: SUBSCRIPTION.clientSecret });
    fake.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_sub1', status: 'succeeded' } });
    await userEvent.click(pay);
    expect(await screen.findByText('dialog closed')).toBeInTheDocument();
    expect(fake.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: `${window.location.origin}/donation-success` },
        redirect: 'if_required',
      }),
    );
    expect(location.history.at(-1)).toBe(
      '/donation-success?payment_intent=pi_sub1&payment_intent_client_secret=pi_sub1_secret_abc',
    );
  });

  it("shows 'Processing...' while confirming and the provider's message when the card is declined", async () => {
    setup({ user: makeUser() });
    await click('Continue');
    await click('Subscribe for $5/month');
    const pay = await within(dialog()).findByRole('button', { name: 'Donate $5/month' });
    await waitFor(() => expect(pay).toBeEnabled());
    let decline: () => void = () => {};
    fake.confirmPayment.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          decline = () => resolve({ error: { type: 'card_error', message: 'Your card was declined.' } });
        }),
    );
    await userEvent.click(pay);
    expect(within(dialog()).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    decline();
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Donate $5/month' })).toBeEnabled();
  });

  it("says 'Unknown payment error' without a provider message and 'Payment Error' when confirming throws", async () => {
    setup({ user: makeUser() });
    await click('Continue');
    await click('Subscribe for $5/month');
    const pay = await within(dialog()).findByRole('button', { name: 'Donate $5/month' });
    await waitFor(() => expect(pay).toBeEnabled());
    fake.confirmPayment.mockResolvedValueOnce({ error: { type: 'api_error' } });
    await userEvent.click(pay);
    expect(await screen.findByText('Unknown payment error')).toBeInTheDocument();
    fake.confirmPayment.mockRejectedValueOnce(new Error('network'));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Donate $5/month' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('There was an issue processing your payment. Please try again.')).toBeInTheDocument();
  });

  it('goes Back from the payment form and reuses the same subscription when nothing changed', async () => {
    const { api } = setup({ user: makeUser() });
    await click('Continue');
    await click('Subscribe for $5/month');
    await within(dialog()).findByRole('form', { name: 'Card payment' });
    await click('Back');
    expect(within(dialog()).getByText('Confirm your donation')).toBeInTheDocument();
    await click('Subscribe for $5/month');
    await within(dialog()).findByRole('form', { name: 'Card payment' });
    expect(api.callsTo('POST', '/api/create-subscription')).toHaveLength(1);
  });

  it('offers the hosted invoice page when Stripe.js cannot load, then checks the payment', async () => {
    vi.mocked(loadStripeJs).mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { location } = setup({ user: makeUser() });
    await click('Continue');
    await click('Subscribe for $5/month');
    expect(await within(dialog()).findByText('The secure card form could not load.')).toBeInTheDocument();
    const link = within(dialog()).getByRole('link', { name: /Pay on the secure invoice page/ });
    expect(link).toHaveAttribute('href', SUBSCRIPTION.hostedInvoiceUrl);
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await click('I have paid');
    expect(location.history.at(-1)).toBe(
      '/donation-success?payment_intent=pi_sub1&payment_intent_client_secret=pi_sub1_secret_abc',
    );
  });
});
