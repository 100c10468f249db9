import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import type { StripeSettings } from '../../../../contract/payments.js';
import { StripeSettingsTab } from './stripe-settings-tab';

const PINNED = '2026-10-28.endive';
const WEBHOOK_URL = 'https://hostfree.example/api/stripe/webhook';
const EMPTY: StripeSettings = {
  publicKey: null,
  isTestMode: true,
  automaticTax: false,
  hasSecretKey: false,
  hasWebhookSecret: false,
  isConfigured: false,
  webhookPath: '/api/stripe/webhook',
  webhookUrl: WEBHOOK_URL,
  updatedAt: null,
  webhook: {
    mode: 'none',
    endpointId: null,
    apiVersion: null,
    pinnedApiVersion: PINNED,
    eventTypes: ['invoice.paid', 'customer.subscription.deleted'],
    error: null,
    checkedAt: null,
  },
  lastEvent: null,
  otherApiVersions: [],
};
const SAVED: StripeSettings = {
  ...EMPTY,
  publicKey: 'pk_test_abc',
  hasSecretKey: true,
  hasWebhookSecret: true,
  isConfigured: true,
  updatedAt: '2026-11-23T10:00:00.000Z',
  webhook: {
    ...EMPTY.webhook,
    mode: 'managed',
    endpointId: 'we_123',
    apiVersion: PINNED,
    checkedAt: '2026-11-23T10:00:00.000Z',
  },
};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function setup(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...backgroundHandlers,
    'GET /api/admin/stripe-settings': { body: EMPTY },
    'PUT /api/admin/stripe-settings': { body: SAVED },
    ...handlers,
  });
  renderWithProviders(<StripeSettingsTab />, { user: makeUser({ role: 'admin' }) });
  return api;
}

const fill = async (label: string, value: string) => {
  await screen.findByLabelText(label);
  await userEvent.clear(screen.getByLabelText(label));
  if (value) await userEvent.type(screen.getByLabelText(label), value);
};

describe('Stripe Settings (001 §5, §7)', () => {
  it('requires both keys (the webhook secret is optional), with the right prefixes', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Stripe Settings' }));
    expect(await screen.findByText('Publishable key is required')).toBeInTheDocument();
    expect(screen.getByText('Secret key is required')).toBeInTheDocument();
    expect(screen.queryByText('Webhook secret is required')).not.toBeInTheDocument();
    await fill('Publishable key', 'pk_abc');
    await fill('Secret key', 'key_abc');
    await fill('Webhook signing secret', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save Stripe Settings' }));
    expect(await screen.findByText('Publishable key must start with pk_test_ or pk_live_')).toBeInTheDocument();
    expect(screen.getByText('Secret key must start with sk_test_, sk_live_, rk_test_ or rk_live_')).toBeInTheDocument();
    expect(screen.getByText('Webhook secret must start with whsec_')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/stripe-settings')).toHaveLength(0);
  });

  it('refuses live keys in test mode', async () => {
    setup();
    await fill('Publishable key', 'pk_live_abc');
    await fill('Secret key', 'sk_live_abc');
    await fill('Webhook signing secret', 'whsec_abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save Stripe Settings' }));
    expect(await screen.findAllByText('Test mode needs test keys (pk_test_ and sk_test_ or rk_test_)')).toHaveLength(2);
  });

  it("saves the keys without a webhook secret and shows HostFree's own endpoint", async () => {
    const api = setup();
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    expect(screen.getByTestId('last-stripe-event')).toHaveTextContent('Last event: No events received yet');
    await fill('Publishable key', 'pk_test_abc');
    await fill('Secret key', 'sk_test_secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save Stripe Settings' }));
    expect(await screen.findByText('Stripe settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/stripe-settings')[0].body).toEqual({
      publicKey: 'pk_test_abc',
      secretKey: 'sk_test_secret',
      webhookSecret: '',
      isTestMode: true,
    });
    expect(screen.getByLabelText('Secret key')).toHaveValue('');
    expect(screen.getByText('Payments on')).toBeInTheDocument();
    expect(screen.getAllByText('Saved')).toHaveLength(2);
    expect(screen.getByText('Managed by HostFree')).toBeInTheDocument();
    expect(screen.getByText('we_123')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('sk_test_secret');
    expect(screen.getByTestId('webhook-url')).toHaveTextContent(WEBHOOK_URL);
    expect(screen.queryByRole('button', { name: 'Set up webhook again' })).not.toBeInTheDocument();
  });

  it("a pasted secret is sent, and the card says the endpoint is the admin's own", async () => {
    const api = setup({
      'PUT /api/admin/stripe-settings': {
        body: { ...SAVED, webhook: { ...SAVED.webhook, mode: 'pasted', endpointId: null, apiVersion: null } },
      },
    });
    await fill('Publishable key', 'pk_test_abc');
    await fill('Secret key', 'sk_test_secret');
    await fill('Webhook signing secret', 'whsec_signing');
    await userEvent.click(screen.getByRole('button', { name: 'Save Stripe Settings' }));
    expect(await screen.findByText('Your own endpoint (pasted secret)')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/stripe-settings')[0].body).toMatchObject({ webhookSecret: 'whsec_signing' });
    expect(screen.getByLabelText('Webhook signing secret')).toHaveValue('');
    expect(screen.getByText(/the events invoice\.paid, customer\.subscription\.deleted/)).toBeInTheDocument();
  });

  it('keys saved but the endpoint failed: the reason stays on the card, and "Set up webhook again" retries', async () => {
    const failed = {
      ...SAVED,
      isConfigured: false,
      hasWebhookSecret: false,
      webhook: { ...EMPTY.webhook, error: 'Stripe could not be reached to set up the webhook endpoint.' },
    };
    const api = setup({
      'GET /api/admin/stripe-settings': { body: failed },
      'POST /api/admin/stripe-settings/webhook-endpoint': { body: SAVED },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stripe could not be reached to set up the webhook endpoint.',
    );
    expect(screen.getByText('Not configured')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up webhook again' }));
    expect(await screen.findByText('Webhook set up')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/stripe-settings/webhook-endpoint')).toHaveLength(1);
    expect(screen.getByText('Managed by HostFree')).toBeInTheDocument();
    expect(screen.getByText('Payments on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up webhook again' })).not.toBeInTheDocument();
  });

  it('a save whose webhook step failed says so in the toast', async () => {
    setup({
      'PUT /api/admin/stripe-settings': {
        body: {
          ...SAVED,
          webhook: { ...SAVED.webhook, error: 'Stripe refused to set up the webhook endpoint: Invalid URL' },
        },
      },
    });
    await fill('Publishable key', 'pk_test_abc');
    await fill('Secret key', 'sk_test_secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save Stripe Settings' }));
    expect(await screen.findByText('Stripe settings saved')).toBeInTheDocument();
    expect(screen.getAllByText('Stripe refused to set up the webhook endpoint: Invalid URL').length).toBeGreaterThan(0);
  });

  it('shows the last event with its age, and warns when recent events come in another API version', async () => {
    setup({
      'GET /api/admin/stripe-settings': {
        body: {
          ...SAVED,
          lastEvent: { type: 'invoice.paid', receivedAt: minutesAgo(3), apiVersion: '2024-06-20' },
          otherApiVersions: [{ apiVersion: '2024-06-20', count: 4, lastAt: minutesAgo(3) }],
        },
      },
    });
    expect(await screen.findByTestId('last-stripe-event')).toHaveTextContent('Last event: invoice.paid, 3 minutes ago');
    expect(screen.getByRole('status')).toHaveTextContent(
      `4 events of the last 7 days arrived in API version 2024-06-20; HostFree reads ${PINNED}.`,
    );
    expect(screen.getByRole('button', { name: 'Set up webhook again' })).toBeInTheDocument();
  });

  it("shows Stripe's own message when the key is refused", async () => {
    setup({
      'PUT /api/admin/stripe-settings': {
        status: 400,
        body: { message: 'Invalid API Key provided: sk_test_****cret' },
      },
    });
    await fill('Publishable key', 'pk_test_abc');
    await fill('Secret key', 'sk_test_secret');
    await fill('Webhook signing secret', 'whsec_signing');
    await userEvent.click(screen.getByRole('button', { name: 'Save Stripe Settings' }));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(screen.getByText('Invalid API Key provided: sk_test_****cret')).toBeInTheDocument();
  });

  it('switches to live mode', async () => {
    const api = setup();
    await fill('Publishable key', 'pk_live_abc');
    await fill('Secret key', 'rk_live_abc');
    await fill('Webhook signing secret', 'whsec_abc');
    await userEvent.click(screen.getByRole('switch', { name: 'Test mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Stripe Settings' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/stripe-settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/stripe-settings')[0].body).toMatchObject({ isTestMode: false });
  });
});
