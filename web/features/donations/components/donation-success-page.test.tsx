import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DONATION_TIERS } from '../../../../contract/payments.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import type { User } from '../../../../contract/accounts.js';
import { DonationSuccessPage } from './donation-success-page';

const PATH =
  '/donation-success?payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_x&redirect_status=succeeded';
const STATUS_URL = 'GET /api/donation-status?payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_x';
const HOUR = 3_600_000;

const completed = (overrides = {}) => ({
  status: 'completed',
  kind: 'subscription',
  amount: 1000,
  currency: 'usd',
  isRecurring: true,
  giftTier: '$10',
  giftType: 'vps',
  giftDetails: DONATION_TIERS[1].gifts[1].details,
  pluginId: null,
  pluginName: null,
  pluginSlug: null,
  completedAt: new Date().toISOString(),
  message: null,
  ...overrides,
});

function setup(reply: MockHandler, path = PATH, user: User | null = null) {
  const api = mockApi({ ...backgroundHandlers, [STATUS_URL]: reply });
  return { api, ...renderWithProviders(<DonationSuccessPage />, { path, user }) };
}

describe('/donation-success (000 §7, §9)', () => {
  it('asks the server before saying anything was paid', async () => {
    let answer: () => void = () => {};
    const { api } = setup(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: completed() });
        }),
    );
    expect(screen.getByText('Checking your payment with Stripe...')).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', STATUS_URL.slice(4))).toHaveLength(1);
    answer();
    expect(await screen.findByRole('heading', { name: 'Thank you for your monthly gift!' })).toBeInTheDocument();
  });

  it('a visitor donor is offered home, not a dashboard they have no account for', async () => {
    setup({ body: completed() });
    expect(await screen.findByRole('heading', { name: 'Thank you for your monthly gift!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // Their receipt carries the billing centre's signed link instead.
    expect(screen.getByTestId('billing-link-sent')).toHaveTextContent('We e-mailed you a link to manage your donation');
  });

  it('shows the monthly gift thank-you: the gift, a countdown from 24 hours dropping hourly, links to / and /dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup({ body: completed() }, PATH, makeUser());
    expect(await screen.findByRole('heading', { name: 'Thank you for your monthly gift!' })).toBeInTheDocument();
    expect(screen.getByTestId('gift-countdown')).toHaveTextContent('24 hours');
    expect(screen.getByText('VPS gift')).toBeInTheDocument();
    expect(screen.getByText('2 vCPU')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Manage billing' })).toHaveAttribute('href', '/billing');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('billing-link-sent')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(HOUR);
    });
    expect(screen.getByTestId('gift-countdown')).toHaveTextContent('23 hours');
    for (let hour = 2; hour <= 23; hour += 1)
      await act(async () => {
        vi.advanceTimersByTime(HOUR);
      });
    expect(screen.getByTestId('gift-countdown')).toHaveTextContent('1 hour');
  });

  it('counts from the payment time the server reports, not from when the page opened', async () => {
    setup({ body: completed({ completedAt: new Date(Date.now() - 5 * HOUR - 60_000).toISOString() }) });
    expect(await screen.findByTestId('gift-countdown')).toHaveTextContent('19 hours');
  });

  it('says the payment failed with the provider message', async () => {
    setup({ body: completed({ status: 'failed', message: 'Your card was declined.', completedAt: null }) });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a donation again' })).toHaveAttribute('href', '/#donate');
  });

  it('says it is still processing and checks again on request', async () => {
    let calls = 0;
    setup(() =>
      ++calls === 1 ? { body: completed({ status: 'pending', completedAt: null }) } : { body: completed() },
    );
    expect(await screen.findByRole('heading', { name: 'Your payment is being processed' })).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: 'Check again' }).click();
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your monthly gift!' })).toBeInTheDocument();
  });

  it('shows the server error and offers a retry when the check fails', async () => {
    setup({ status: 502, body: { message: 'Stripe could not be reached. Please try again in a moment.' } });
    expect(await screen.findByRole('heading', { name: 'We could not check your payment' })).toBeInTheDocument();
    expect(screen.getByText('Stripe could not be reached. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('claims nothing without a payment in the address', () => {
    const { api } = setup({ body: completed() }, '/donation-success?redirect_status=succeeded');
    expect(screen.getByRole('heading', { name: 'No payment to show' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.startsWith('/api/donation-status'))).toHaveLength(0);
  });
});
