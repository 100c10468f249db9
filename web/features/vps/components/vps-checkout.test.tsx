import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import type { VpsCheckout, VpsConfirmResponse, VpsOwnerOrder, VpsPublicPackage } from '../../../../contract/vps.js';
import { loadStripeJs } from '../../../lib/stripe-js';
import { createFakeStripeJs, type FakeStripeJs } from '../../../test/fake-stripe-js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers, testClientConfig } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { VpsCheckoutPage } from './vps-checkout-page';
import { VpsOffer } from './vps-offer';
import { VpsSuccessPage } from './vps-success-page';
import { wholeText } from '../../../test/whole-text';

vi.mock('../../../lib/stripe-js', () => ({ loadStripeJs: vi.fn() }));

let fake: FakeStripeJs;
beforeEach(() => {
  fake = createFakeStripeJs();
  vi.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
});

const BASIC: VpsPublicPackage = {
  id: 4,
  name: 'vps-basic',
  displayName: 'Basic VPS',
  description: 'A small server',
  price: 999,
  currency: 'USD',
  vcpu: 1,
  memory: 2048,
  storage: 40,
  additionalStorage: 0,
  ipv4Addresses: 1,
  trafficPort: '1Gbps',
  isAnonymous: true,
  sortOrder: 0,
  osChoices: [
    { label: 'Ubuntu 24.04 LTS', value: 'ubuntu-24-04' },
    { label: 'Windows 11', value: 'windows-11' },
  ],
};
const CHECKOUT: VpsCheckout = {
  orderId: 31,
  subscriptionId: 'sub_9',
  customerEmail: 'anon@example.test',
  customerName: 'Anon',
  operatingSystem: 'windows-11',
  packageName: 'vps-basic',
  packageDisplayName: 'Basic VPS',
  price: 999,
  currency: 'usd',
  vcpu: 1,
  memory: 2048,
  storage: 40,
  hostedInvoiceUrl: null,
};
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

describe('the VPS offer (001 §9) and its order form', () => {
  const offer = (handlers: Record<string, MockHandler> = {}) => {
    const api = mockApi({ ...backgroundHandlers, 'GET /api/vps/packages': { body: [BASIC] }, ...handlers });
    return { api, ...renderWithProviders(<VpsOffer />, { user: null }) };
  };

  it('states setup within 5 minutes, 99.9% uptime and processing within 24 to 48 hours, and lists the packages', async () => {
    offer();
    const card = await screen.findByRole('listitem', { name: 'Basic VPS' });
    expect(within(card).getByText('$9.99')).toBeInTheDocument();
    expect(within(card).getByText('2.0 GB RAM')).toBeInTheDocument();
    const statements = screen.getByRole('list', { name: 'What you get' });
    expect(statements).not.toHaveTextContent('within 5 minutes');
    expect(statements).toHaveTextContent('99.9% uptime');
    expect(statements).toHaveTextContent('Orders are processed within 24 to 48 hours');
  });

  it('asks e-mail, name and OS (the package’s choices; the billing address and VAT number are optional), then goes to /vps-checkout', async () => {
    const { api, location } = offer({
      'POST /api/vps/subscribe': {
        body: { subscriptionId: 'sub_9', clientSecret: 'pi_9_secret_x', orderId: 31, amountDue: 999, currency: 'usd' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Order now, Basic VPS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Basic VPS' });
    const form = within(dialog).getByRole('form', { name: 'VPS order' });
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('id')),
    ).toEqual([
      'vps-order-email',
      'vps-order-name',
      'vps-billing-line1',
      'vps-billing-city',
      'vps-billing-postalCode',
      'vps-billing-country',
      'vps-billing-taxId',
      'vps-order-code',
    ]);
    expect(
      within(within(form).getByLabelText('Operating system'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ubuntu 24.04 LTS', 'Windows 11']);
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your name')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vps/subscribe')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Email'), 'anon@example.test');
    await userEvent.type(within(form).getByLabelText('Your name'), 'Anon');
    await userEvent.selectOptions(within(form).getByLabelText('Operating system'), 'windows-11');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/vps-checkout?subscription_id=sub_9&client_secret=pi_9_secret_x'),
    );
    expect(api.callsTo('POST', '/api/vps/subscribe')[0].body).toEqual({
      email: 'anon@example.test',
      name: 'Anon',
      packageId: 4,
      operatingSystem: 'windows-11',
    });
  });

  it('takes a promotion code: a refusal is said under the field with the server’s message, the order goes on with another', async () => {
    const subscribe: MockHandler = (request) => {
      const body = request as { promotionCode?: string };
      if (body.promotionCode?.toUpperCase() === 'OLDCODE')
        return {
          status: 400,
          body: { message: 'This promotion code has expired.', field: 'promotionCode' },
        };
      return {
        body: {
          subscriptionId: 'sub_9',
          clientSecret: 'pi_9_secret_x',
          orderId: 31,
          amountDue: 799,
          currency: 'usd',
          discount: { code: 'SPRING20', summary: '20% off once', amountOffCents: 200 },
        },
      };
    };
    const { api, location } = offer({ 'POST /api/vps/subscribe': subscribe });
    await userEvent.click(await screen.findByRole('button', { name: 'Order now, Basic VPS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Basic VPS' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'anon@example.test');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Anon');
    // Enter applies the code; it does not send the order around it.
    await userEvent.type(within(dialog).getByLabelText('Promotion code (optional)'), 'oldcode{Enter}');
    expect(within(dialog).getByText('OLDCODE')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vps/subscribe')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const field = await within(dialog).findByLabelText('Promotion code (optional)');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This promotion code has expired.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(location.history.at(-1)).not.toContain('/vps-checkout');

    await userEvent.clear(field);
    await userEvent.type(field, 'SPRING20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/vps-checkout?subscription_id=sub_9&client_secret=pi_9_secret_x'),
    );
    expect(
      api.callsTo('POST', '/api/vps/subscribe').map((c) => (c.body as { promotionCode?: string }).promotionCode),
    ).toEqual(['oldcode', 'SPRING20']);
  });

  it("says 'VPS Checkout Unavailable' when the server has no Stripe keys (503)", async () => {
    offer({
      'POST /api/vps/subscribe': {
        status: 503,
        body: {
          message:
            'Stripe is not configured. VPS checkout is currently unavailable. Please contact support for assistance.',
          stripeConfigured: false,
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Order now, Basic VPS' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'anon@example.test');
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Anon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('VPS Checkout Unavailable')).toBeInTheDocument();
  });

  it('is left out when no package is active', async () => {
    offer({ 'GET /api/vps/packages': { body: [] } });
    await waitFor(() => expect(screen.queryByText('Loading VPS plans...')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /private server/ })).not.toBeInTheDocument();
  });
});

describe('/vps-checkout (001 §2, §8)', () => {
  const checkout = (path: string, handlers: Record<string, MockHandler> = {}) => {
    const api = mockApi({ ...backgroundHandlers, 'POST /api/vps/checkout': { body: CHECKOUT }, ...handlers });
    // In a route, as in the app: the page leaves the screen once the address is another one.
    return {
      api,
      ...renderWithProviders(
        <Switch>
          <Route path="/vps-checkout">
            <VpsCheckoutPage />
          </Route>
        </Switch>,
        { path, user: null },
      ),
    };
  };

  it('goes to / when subscription_id or client_secret is missing', async () => {
    const { location, api } = checkout('/vps-checkout?subscription_id=sub_9');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(api.callsTo('POST', '/api/vps/checkout')).toHaveLength(0);
  });

  it("says 'VPS Checkout Unavailable' with 001 §8's text when payments are not configured", async () => {
    const { api } = checkout('/vps-checkout?subscription_id=sub_9&client_secret=pi_9_secret_x', {
      'GET /api/client-config': { body: { ...testClientConfig, stripePublicKey: null } },
    });
    expect(await screen.findByRole('heading', { name: 'VPS Checkout Unavailable' })).toBeInTheDocument();
    expect(
      screen.getByText(
        wholeText(
          'Stripe is not configured. VPS checkout is currently unavailable. Please contact support for assistance.',
        ),
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vps/checkout')).toHaveLength(0);
  });

  it('shows the server’s summary and the card form; paid, it goes to /vps-success with the subscription and the order', async () => {
    const { api, location } = checkout('/vps-checkout?subscription_id=sub_9&client_secret=pi_9_secret_x');
    expect(await screen.findByRole('heading', { name: 'Basic VPS' })).toBeInTheDocument();
    expect(screen.getByText('Windows 11')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vps/checkout')[0].body).toEqual({
      subscriptionId: 'sub_9',
      clientSecret: 'pi_9_secret_x',
    });
    const pay = await screen.findByRole('button', { name: 'Pay $9.99' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(fake.elementsOptions()).toMatchObject({ clientSecret: 'pi_9_secret_x' });
    fake.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });
    await userEvent.click(pay);
    expect(fake.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: `${window.location.origin}/vps-success?subscription_id=sub_9&order_id=31` },
      }),
    );
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/vps-success?subscription_id=sub_9&order_id=31&payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_x',
      ),
    );
  });

  it('opened in a new tab (no history state), the server’s checkout answer carries the discount and the amount due', async () => {
    checkout('/vps-checkout?subscription_id=sub_9&client_secret=pi_9_secret_x', {
      'POST /api/vps/checkout': {
        body: {
          ...CHECKOUT,
          amountDue: 799,
          discount: { code: 'SPRING20', summary: '20% off once', amountOffCents: 200 },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Basic VPS' })).toBeInTheDocument();
    expect(screen.getByText('Code SPRING20')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('−$2.00');
    expect(screen.getByTestId('vps-checkout-due')).toHaveTextContent('$7.99 USD');
    expect(await screen.findByRole('button', { name: 'Pay $7.99' })).toBeInTheDocument();
  });

  it('shows the price, the code’s discount and the amount due as the server answered the order, and asks that amount', async () => {
    window.history.replaceState(
      {
        vpsStarted: {
          subscriptionId: 'sub_9',
          amountDue: 799,
          currency: 'usd',
          discount: { code: 'SPRING20', summary: '20% off once', amountOffCents: 200 },
        },
      },
      '',
    );
    try {
      checkout('/vps-checkout?subscription_id=sub_9&client_secret=pi_9_secret_x');
      expect(await screen.findByRole('heading', { name: 'Basic VPS' })).toBeInTheDocument();
      expect(screen.getByText('Code SPRING20')).toBeInTheDocument();
      expect(screen.getByText('20% off once')).toBeInTheDocument();
      expect(screen.getByTestId('checkout-discount')).toHaveTextContent('−$2.00');
      expect(screen.getByTestId('vps-checkout-due')).toHaveTextContent('$7.99 USD');
      expect(await screen.findByRole('button', { name: 'Pay $7.99' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '');
    }
  });

  it('says the checkout is not found for a wrong client secret (404)', async () => {
    checkout('/vps-checkout?subscription_id=sub_9&client_secret=nope', {
      'POST /api/vps/checkout': { status: 404, body: { message: 'Checkout not found' } },
    });
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
  });
});

describe('/vps-success (001 §2, §3)', () => {
  const PATH =
    '/vps-success?subscription_id=sub_9&order_id=31&payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_x';
  const success = (confirm: MockHandler, path = PATH) => {
    const api = mockApi({ ...backgroundHandlers, 'POST /api/vps/subscribe/confirm': confirm });
    return { api, ...renderWithProviders(<VpsSuccessPage />, { path, user: null }) };
  };

  it('asks the server, then shows the order and the credentials once, with copy buttons', async () => {
    const answer: VpsConfirmResponse = {
      order: ORDER,
      credentials: { username: 'vps_anon_1', password: 'Pw-123456', email: 'anon@example.test' },
      credentialsMessage: null,
    };
    const { api } = success({ body: answer });
    expect(await screen.findByRole('heading', { name: 'Your VPS order is confirmed' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vps/subscribe/confirm')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/vps/subscribe/confirm')[0].body).toEqual({
      subscriptionId: 'sub_9',
      orderId: 31,
      clientSecret: 'pi_9_secret_x',
    });
    const credentials = screen.getByLabelText('Account credentials');
    expect(credentials).toHaveTextContent('vps_anon_1');
    expect(credentials).toHaveTextContent('Pw-123456');
    expect(credentials).toHaveTextContent('anon@example.test');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(writeText).toHaveBeenCalledWith('Pw-123456');
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it('on a later visit says why the credentials are not shown again', async () => {
    success({
      body: {
        order: ORDER,
        credentials: null,
        credentialsMessage:
          'Your account details were shown on your first visit to this page. Sign in with them, or use password recovery.',
      },
    });
    expect(await screen.findByText(/shown on your first visit/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Account credentials')).not.toBeInTheDocument();
  });

  it('shows a pending state while Stripe has not confirmed, and checks again', async () => {
    let paid = false;
    const { api } = success(() =>
      paid
        ? {
            body: {
              order: ORDER,
              credentials: null,
              credentialsMessage: 'This e-mail already has an account: sign in with it to follow your order.',
            },
          }
        : {
            status: 409,
            body: { message: 'The payment for this subscription is not complete yet.', status: 'incomplete' },
          },
    );
    expect(await screen.findByRole('heading', { name: 'Your payment is being processed' })).toBeInTheDocument();
    expect(screen.queryByText('Your VPS order is confirmed')).not.toBeInTheDocument();
    paid = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Your VPS order is confirmed' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vps/subscribe/confirm')).toHaveLength(2);
  });

  it('asks nothing without the subscription, the order and the client secret', async () => {
    const { api } = success({ body: {} }, '/vps-success?subscription_id=sub_9&order_id=31');
    expect(await screen.findByRole('heading', { name: 'No payment to show' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vps/subscribe/confirm')).toHaveLength(0);
  });
});
