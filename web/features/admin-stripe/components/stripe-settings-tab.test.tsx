import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { StripeSettingsTab } from './stripe-settings-tab';

const EMPTY = { publicKey: null, isTestMode: true, hasSecretKey: false, hasWebhookSecret: false, isConfigured: false, webhookPath: '/api/stripe/webhook', updatedAt: null };
const SAVED = { ...EMPTY, publicKey: 'pk_test_abc', hasSecretKey: true, hasWebhookSecret: true, isConfigured: true, updatedAt: '2026-11-23T10:00:00.000Z' };

function setup(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({ ...backgroundHandlers, 'GET /api/admin/stripe-settings': { body: EMPTY }, 'PUT /api/admin/stripe-settings': { body: SAVED }, ...handlers });
  renderWithProviders(<StripeSettingsTab />, { user: makeUser({ role: 'admin' }) });
  return api;
}

const fill = async (label: string, value: string) => {
  await screen.findByLabelText(label);
  await userEvent.clear(screen.getByLabelText(label));
  if (value) await userEvent.type(screen.getByLabelText(label), value);
};

describe('Stripe Settings (001 §5, §7)', () => {
  it('requires all three keys, with the right prefixes', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Stripe Settings' }));
    expect(await screen.findByText('Publishable key is required')).toBeInTheDocument();
    expect(screen.getByText('Secret key is required')).toBeInTheDocument();
    expect(screen.getByText('Webhook secret is required')).toBeInTheDocument();
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

  it('saves the keys and then shows only whether the secrets are set', async () => {
    const api = setup();
    await fill('Publishable key', 'pk_test_abc');
    await fill('Secret key', 'sk_test_secret');
    await fill('Webhook signing secret', 'whsec_signing');
    await userEvent.click(screen.getByRole('button', { name: 'Save Stripe Settings' }));
    expect(await screen.findByText('Stripe settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/stripe-settings')[0].body).toEqual({ publicKey: 'pk_test_abc', secretKey: 'sk_test_secret', webhookSecret: 'whsec_signing', isTestMode: true });
    expect(screen.getByLabelText('Secret key')).toHaveValue('');
    expect(screen.getByLabelText('Webhook signing secret')).toHaveValue('');
    expect(screen.getByText('Payments on')).toBeInTheDocument();
    expect(screen.getAllByText('Saved')).toHaveLength(2);
    expect(document.body).not.toHaveTextContent('sk_test_secret');
    expect(screen.getByTestId('webhook-url')).toHaveTextContent(`${window.location.origin}/api/stripe/webhook`);
  });

  it("shows Stripe's own message when the key is refused", async () => {
    setup({ 'PUT /api/admin/stripe-settings': { status: 400, body: { message: 'Invalid API Key provided: sk_test_****cret' } } });
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
