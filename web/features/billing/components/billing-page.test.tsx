import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BILLING_MESSAGES,
  type BillingPayment,
  type BillingSubscription,
  type BillingView,
} from '../../../../contract/billing.js';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { billingQueryOptions } from '../api/get-billing';
import { leavePage } from '../../../lib/page-navigation';
import { BillingPage } from './billing-page';
import { BillingSummaryCard } from './billing-summary-card';

vi.mock('../../../lib/page-navigation', () => ({ leavePage: vi.fn() }));

const HOUR = 3_600_000;

const subscription = (over: Partial<BillingSubscription> = {}): BillingSubscription => ({
  id: 104_233,
  productKind: 'donation',
  productLabel: 'Donation',
  description: '$20 monthly donation with a gift (both)',
  status: 'active',
  statusLabel: 'Active',
  amountCents: 2000,
  currency: 'usd',
  interval: 'month',
  currentPeriodEnd: '2026-12-25T12:00:00.000Z',
  nextChargeAt: '2026-12-25T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  card: { brand: 'visa', last4: '4242' },
  receiptUrl: 'https://invoice.stripe.test/i/in_1',
  payNowUrl: null,
  paymentFailedAt: null,
  nextPaymentAttemptAt: null,
  canCancel: true,
  canResume: false,
  canUpdateCard: true,
  canChangePlan: false,
  planChange: null,
  gift: {
    tier: '$20',
    type: 'both',
    state: 'being_set_up',
    dueAt: new Date(Date.now() + 5.5 * HOUR).toISOString(),
    completedAt: null,
  },
  ...over,
});
const payment = (over: Partial<BillingPayment> = {}): BillingPayment => ({
  id: 200_117,
  productKind: 'donation',
  productLabel: 'Donation',
  description: '$20 monthly donation with a gift (both)',
  status: 'paid',
  statusLabel: 'Paid',
  amountCents: 2000,
  amountRefundedCents: 0,
  currency: 'usd',
  paidAt: '2026-11-25T12:00:00.000Z',
  isRenewal: false,
  receiptUrl: 'https://invoice.stripe.test/i/in_1',
  subscriptionId: 104_233,
  invoiceNumber: null,
  invoicePdfUrl: null,
  taxCents: 0,
  taxLines: [],
  reverseCharge: false,
  ...over,
});
const view = (over: Partial<BillingView> = {}): BillingView => ({
  access: 'account',
  email: 'ada@example.com',
  emailUnconfirmed: false,
  subscriptions: [subscription()],
  payments: [payment()],
  ...over,
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(leavePage).mockClear();
});

/** The page as a signed-in donor sees it; cancel and resume move the subscription as the server would. */
function signedIn(initial: BillingSubscription = subscription()) {
  let current = initial;
  // A change makes every cached read stale (the dashboard's plan card shows the same subscription): the user is read
  // again, with the session's token.
  localStorage.setItem('hfAuthToken', 'session-token');
  const api = mockApi({
    ...backgroundHandlers,
    'GET /api/user': { body: makeUser() },
    'GET /api/billing': () => ({ body: view({ subscriptions: [current] }) }),
    [`POST /api/billing/subscriptions/${initial.id}/cancel`]: () => {
      current = {
        ...current,
        status: 'cancelling',
        statusLabel: 'Cancels on 25 December 2026',
        cancelAtPeriodEnd: true,
        nextChargeAt: null,
        canCancel: false,
        canResume: true,
      };
      return { body: current };
    },
    [`POST /api/billing/subscriptions/${initial.id}/resume`]: () => {
      current = {
        ...current,
        status: 'active',
        statusLabel: 'Active',
        cancelAtPeriodEnd: false,
        nextChargeAt: current.currentPeriodEnd,
        canCancel: true,
        canResume: false,
      };
      return { body: current };
    },
    [`POST /api/billing/subscriptions/${initial.id}/card`]: {
      body: { url: 'https://billing.stripe.test/p/session/test_1' },
    },
  });
  return { api, ...renderWithProviders(<BillingPage />, { path: '/billing', user: makeUser() }) };
}

describe('the billing centre page', () => {
  it("shows a donation with its status, price, next charge, card, receipt, the gift's countdown and the payment history", async () => {
    signedIn();
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: '$20 monthly donation with a gift (both)' });
    expect(within(item).getByText('Active')).toBeInTheDocument();
    expect(item).toHaveTextContent('$20.00 / month');
    expect(item).toHaveTextContent('Next charge:25 December 2026');
    expect(item).toHaveTextContent('Card:Visa ending in 4242');
    expect(within(item).getByRole('link', { name: /Latest receipt/ })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/i/in_1',
    );
    expect(within(item).getByTestId('gift-state')).toHaveTextContent(
      'Your $20 gift (hosting and VPS) is being set up: 6 hours left at most.',
    );
    const history = screen.getByRole('list', { name: 'Payments' });
    expect(within(history).getByText('25 November 2026')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: /^Receipt\s*for \$20 monthly donation/ })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/i/in_1',
    );
  });

  it('cancels only after a confirmation that names the end date, with one attempt id per click; Resume until then', async () => {
    const user = userEvent.setup();
    const { api } = signedIn();
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your plan stays active until 25 December 2026, then ends.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/billing/subscriptions/104233/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Cancels on 25 December 2026')).toBeInTheDocument();
    const [cancel] = api.callsTo('POST', '/api/billing/subscriptions/104233/cancel');
    expect((cancel!.body as { attempt: string }).attempt).toMatch(/^[0-9a-f-]{36}$/);
    expect(cancel!.headers).not.toHaveProperty('x-billing-token');

    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();
    const [resume] = api.callsTo('POST', '/api/billing/subscriptions/104233/resume');
    expect((resume!.body as { attempt: string }).attempt).not.toBe((cancel!.body as { attempt: string }).attempt);
    expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeInTheDocument();
  });

  it('a failed payment says what happens next, with dates, and offers a one-click Pay now', async () => {
    signedIn(
      subscription({
        status: 'payment_failed',
        statusLabel: 'Payment failed',
        nextChargeAt: null,
        payNowUrl: 'https://invoice.stripe.test/i/in_open',
        paymentFailedAt: '2026-12-25T12:05:00.000Z',
        nextPaymentAttemptAt: '2026-12-28T12:05:00.000Z',
        gift: null,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment of $20.00 failed on 25 December 2026.');
    expect(alert).toHaveTextContent('We will try your card again on 28 December 2026.');
    expect(within(alert).getByRole('link', { name: /Pay now/ })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/i/in_open',
    );
    expect(screen.queryByText('Next charge:')).not.toBeInTheDocument();
  });

  it('an unconfirmed account e-mail: says why visitor payments are missing and sends the confirmation link', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/billing': { body: view({ email: null, emailUnconfirmed: true }) },
      'GET /api/email-verification': { body: { email: 'ada@example.com', verified: false, sentAt: null } },
      'POST /api/email-verification': {
        body: {
          message: 'We sent a confirmation link to ada@example.com. Open it to confirm your address.',
          status: { email: 'ada@example.com', verified: false, sentAt: '2026-11-27T10:00:00.000Z' },
        },
      },
    });
    renderWithProviders(<BillingPage />, { path: '/billing', user: makeUser() });
    const note = await screen.findByTestId('billing-confirm-email');
    await waitFor(() =>
      expect(note).toHaveTextContent(
        'Payments made with ada@example.com without signing in show here once you confirm the address.',
      ),
    );
    await user.click(within(note).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(note).findByText(/We sent a confirmation link to ada@example.com/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/email-verification')).toHaveLength(1);
  });

  it("Update card goes to Stripe's card page", async () => {
    const user = userEvent.setup();
    const { api } = signedIn();
    await user.click(await screen.findByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://billing.stripe.test/p/session/test_1'));
    expect(api.callsTo('POST', '/api/billing/subscriptions/104233/card')).toHaveLength(1);
  });

  it("a visitor's signed link: the token leaves the address bar for this tab's storage and goes with every call", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/billing': { body: view({ access: 'link', email: 'visitor@example.test' }) },
      'POST /api/billing/subscriptions/104233/cancel': {
        body: subscription({
          status: 'cancelling',
          statusLabel: 'Cancels on 25 December 2026',
          canCancel: false,
          canResume: true,
        }),
      },
    });
    const { location } = renderWithProviders(<BillingPage />, { path: '/billing?token=abc.DEF', user: null });
    expect(await screen.findByTestId('billing-link-note')).toHaveTextContent(
      'Everything paid with visitor@example.test',
    );
    await waitFor(() => expect(location.history!.at(-1)).toBe('/billing'));
    expect(sessionStorage.getItem('billingToken')).toBe('abc.DEF');
    expect(api.callsTo('GET', '/api/billing')[0]!.headers).toMatchObject({ 'x-billing-token': 'abc.DEF' });
    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/billing/subscriptions/104233/cancel')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/billing/subscriptions/104233/cancel')[0]!.headers).toMatchObject({
      'x-billing-token': 'abc.DEF',
    });
  });

  it('an expired link offers a new one in one click, sent to the address it was made for', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/billing': { status: 401, body: { message: BILLING_MESSAGES.linkExpired, billingLink: 'expired' } },
      'POST /api/billing/link': { status: 202, body: { message: BILLING_MESSAGES.linkSent } },
    });
    renderWithProviders(<BillingPage />, { path: '/billing?token=old.TOKEN', user: null });
    expect(await screen.findByText(BILLING_MESSAGES.linkExpired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(BILLING_MESSAGES.linkSent)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/billing/link')[0]!.body).toEqual({ token: 'old.TOKEN' });
  });

  it('signed out without a link: Sign in, or a link mailed to the address paid with', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/billing/link': { status: 202, body: { message: BILLING_MESSAGES.linkSent } },
    });
    renderWithProviders(<BillingPage />, { path: '/billing', user: null });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?redirect=%2Fbilling');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('The e-mail you paid with'), 'visitor@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(BILLING_MESSAGES.linkSent)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/billing/link')[0]!.body).toEqual({ email: 'visitor@example.test' });
    expect(api.callsTo('GET', '/api/billing')).toHaveLength(0);
  });
});

describe("the dashboard's billing card", () => {
  it('lists what runs, a failed payment first, and links to /billing', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/billing': {
        body: view({
          subscriptions: [
            subscription(),
            subscription({
              id: 104_240,
              productLabel: 'Paid hosting',
              description: 'Starter hosting for brand.com',
              amountCents: 395,
              status: 'payment_failed',
              statusLabel: 'Payment failed',
            }),
            subscription({ id: 104_250, description: 'Old VPS', status: 'ended', statusLabel: 'Ended' }),
          ],
        }),
      },
    });
    renderWithProviders(<BillingSummaryCard />, { user: makeUser() });
    const card = await screen.findByTestId('billing-summary');
    expect(card).toHaveTextContent('2 active subscriptions.');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Starter hosting for brand.com · $3.95 / monthPayment failed',
      '$20 monthly donation with a gift (both) · $20.00 / monthActive',
    ]);
    expect(within(card).getByRole('link', { name: 'Fix payment' })).toHaveAttribute('href', '/billing');
  });

  it('draws nothing for someone who never paid', async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/billing': { body: view({ subscriptions: [], payments: [] }) } });
    const { queryClient } = renderWithProviders(<BillingSummaryCard />, { user: makeUser() });
    await waitFor(() => expect(queryClient.getQueryState(billingQueryOptions(null).queryKey)?.status).toBe('success'));
    expect(screen.queryByTestId('billing-summary')).not.toBeInTheDocument();
  });

  it('Change plan: the server prices the upgrade, a refused code is said under its field, and the confirm sends the code', async () => {
    const user = userEvent.setup();
    const hosting = subscription({
      id: 7,
      productKind: 'paid_hosting',
      productLabel: 'Paid hosting',
      description: 'Starter hosting for shop.store',
      amountCents: 395,
      canChangePlan: true,
      gift: null,
    });
    const resources = (disk: number, email: number) => [
      { key: 'diskMb', amount: disk },
      { key: 'emailAccounts', amount: email },
    ];
    const preview = (cents: number, discount: unknown) => ({
      direction: 'upgrade',
      fromName: 'Starter',
      toName: 'Premium',
      amountDueNowCents: cents,
      currency: 'usd',
      lines: [],
      effectiveAt: '2026-11-29T08:00:00.000Z',
      nextAmountCents: 895,
      nextChargeAt: '2026-12-25T12:00:00.000Z',
      discount,
    });
    localStorage.setItem('hfAuthToken', 'session-token');
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/user': { body: makeUser() },
      'GET /api/billing': { body: view({ subscriptions: [hosting], payments: [] }) },
      'GET /api/billing/subscriptions/7/plans': {
        body: {
          current: { plan: '2', name: 'Starter', amountCents: 395, currency: 'usd', resources: resources(5120, 5) },
          options: [
            {
              plan: '3',
              name: 'Premium',
              amountCents: 895,
              currency: 'usd',
              direction: 'upgrade',
              resources: resources(10240, 999),
            },
          ],
          pendingChange: null,
        },
      },
      'POST /api/billing/subscriptions/7/plan-change/preview': (body) => {
        const code = (body as { promotionCode?: string }).promotionCode;
        if (code === 'NOPE')
          return { status: 400, body: { message: 'This promotion code is not valid.', field: 'promotionCode' } };
        return {
          body: code
            ? preview(125, { code: 'HALF', summary: '50% off once', amountOffCents: 125 })
            : preview(250, null),
        };
      },
      'POST /api/billing/subscriptions/7/plan-change': {
        body: {
          id: 1,
          direction: 'upgrade',
          status: 'applied',
          fromName: 'Starter',
          toName: 'Premium',
          amountDueCents: 125,
          currency: 'usd',
          effectiveAt: '2026-11-29T08:00:00.000Z',
          payUrl: null,
          message: 'Your plan has been upgraded.',
        },
      },
    });
    renderWithProviders(<BillingPage />, { path: '/billing', user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Premium/ }));
    expect(within(dialog).getByTestId('plan-resources')).toHaveTextContent('Disk space5.0 GB10.0 GB');
    expect(within(dialog).getByTestId('plan-resources')).toHaveTextContent('E-mail accounts5Unlimited');
    expect(await within(dialog).findByTestId('plan-change-due-now')).toHaveTextContent('$2.50');

    await user.type(within(dialog).getByLabelText('Promotion code (optional)'), 'NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('This promotion code is not valid.')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('plan-change-due-now')).toHaveTextContent('$2.50');

    await user.clear(within(dialog).getByLabelText('Promotion code (optional)'));
    await user.type(within(dialog).getByLabelText('Promotion code (optional)'), 'HALF');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByTestId('plan-change-discount')).toHaveTextContent('Code HALF (50% off once)');
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $1.25 and upgrade' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = api.callsTo('POST', '/api/billing/subscriptions/7/plan-change');
    expect(sent!.body).toMatchObject({ plan: '3', promotionCode: 'HALF' });
  });

  it("Change plan: a downgrade over the smaller plan's quotas shows the server's list of what to remove, and no confirm", async () => {
    const user = userEvent.setup();
    const hosting = subscription({ id: 8, productKind: 'paid_hosting', canChangePlan: true, gift: null });
    localStorage.setItem('hfAuthToken', 'session-token');
    mockApi({
      ...backgroundHandlers,
      'GET /api/user': { body: makeUser() },
      'GET /api/billing': { body: view({ subscriptions: [hosting], payments: [] }) },
      'GET /api/billing/subscriptions/8/plans': {
        body: {
          current: { plan: '3', name: 'Premium', amountCents: 895, currency: 'usd', resources: [] },
          options: [
            { plan: '2', name: 'Starter', amountCents: 395, currency: 'usd', direction: 'downgrade', resources: [] },
          ],
          pendingChange: null,
        },
      },
      'POST /api/billing/subscriptions/8/plan-change/preview': {
        status: 400,
        body: {
          message: 'This account uses more than the smaller plan allows. Remove the following first: 880 MB of files.',
          field: 'plan',
          remove: ['880 MB of files (the plan allows 5120 MB)', '3 databases (the plan allows 2)'],
        },
      },
    });
    renderWithProviders(<BillingPage />, { path: '/billing', user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Starter/ }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(
      'This account uses more than the smaller plan allows. Remove the following first:',
    );
    expect(
      within(refusal)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['880 MB of files (the plan allows 5120 MB)', '3 databases (the plan allows 2)']);
    expect(within(dialog).queryByRole('button', { name: /Downgrade on/ })).not.toBeInTheDocument();
  });
});
