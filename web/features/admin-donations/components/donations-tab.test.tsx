import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DONATION_TIERS } from '../../../../contract/payments.js';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { DonationsTab } from './donations-tab';

const row = (overrides = {}) => ({
  id: 1,
  userId: null,
  amount: 1000,
  currency: 'USD',
  status: 'completed',
  paymentMethod: 'card',
  donorEmail: 'giver@example.com',
  donorUsername: null,
  message: null,
  stripePaymentIntentId: 'pi_1',
  stripeSubscriptionId: 'sub_1',
  stripeCustomerId: 'cus_1',
  isRecurring: true,
  subscriptionStatus: 'active',
  pluginId: null,
  pluginName: null,
  giftTier: '$10',
  giftType: 'vps',
  giftDetails: DONATION_TIERS[1].gifts[1].details,
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T10:01:00.000Z',
  ...overrides,
});
const monthly = Array.from({ length: 12 }, (_, i) => ({
  month: `${i < 10 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
  amount: i === 11 ? 1500 : 0,
  count: i === 11 ? 2 : 0,
}));

const onePage = { page: 1, limit: 25, total: 4, totalPages: 1, hasPrevious: false, hasNext: false };

describe('Analytics → Donations (001 §2, §4)', () => {
  it('lists the donations with dollars, a green badge for completed, donor, tier, gift, plugin and date; totals; the monthly figures', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/donations': {
        body: {
          donations: [
            row(),
            row({
              id: 2,
              amount: 500,
              isRecurring: false,
              subscriptionStatus: null,
              giftTier: null,
              giftType: null,
              giftDetails: null,
              pluginId: 12,
              pluginName: 'SEO Kit',
              donorEmail: null,
              donorUsername: 'ada',
              userId: 7,
              stripeSubscriptionId: null,
            }),
            row({ id: 3, status: 'pending', donorEmail: 'later@example.com' }),
          ],
          totals: {
            completedAmount: 1500,
            completedCount: 2,
            pendingCount: 1,
            activeSubscriptions: 1,
            recurringAmount: 1000,
            pluginAmount: 500,
          },
          monthly,
          pagination: onePage,
        },
      },
    });
    renderWithProviders(<DonationsTab />, { user: makeUser({ role: 'admin' }) });
    const rows = await screen.findAllByTestId('donation-row');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]);
    expect(first.getByText('$10.00')).toBeInTheDocument();
    expect(first.getByText('Completed')).toHaveClass('bg-emerald-100', 'text-emerald-800');
    expect(first.getByText('giver@example.com')).toBeInTheDocument();
    expect(first.getByText('$10')).toBeInTheDocument();
    expect(first.getByText('VPS: 2 vCPU · 2GB RAM · 80GB SSD')).toBeInTheDocument();
    const second = within(rows[1]);
    expect(second.getByText('$5.00')).toBeInTheDocument();
    expect(second.getByText('ada')).toBeInTheDocument();
    expect(second.getByText('SEO Kit')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Pending')).not.toHaveClass('bg-emerald-100');
    const totals = within(screen.getByRole('region', { name: 'Donation totals' }));
    expect(totals.getByText('Total received').nextSibling).toHaveTextContent('$15.00');
    expect(totals.getByText('Completed donations').nextSibling).toHaveTextContent('2');
    expect(totals.getByText('Pending').nextSibling).toHaveTextContent('1');
    const chartTable = screen.getByRole('table', { name: 'Completed donations per month' });
    expect(within(chartTable).getAllByRole('row')).toHaveLength(13);
    expect(within(chartTable).getByRole('row', { name: /Nov 2026/ })).toHaveTextContent('$15');
  });

  it("shows each payment's refunds, disputes and a paused gift, and refunds from the row", async () => {
    const paid = {
      id: 91,
      amountCents: 1000,
      amountRefundedCents: 0,
      refundableCents: 1000,
      currency: 'usd',
      status: 'paid',
      disputeStatus: null,
      paidAt: '2026-11-20T10:01:00.000Z',
      isRenewal: false,
    };
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/admin/donations': {
        body: {
          donations: [
            row({ payment: paid, giftPausedAt: '2026-12-28T10:00:00.000Z' }),
            row({
              id: 2,
              payment: {
                ...paid,
                id: 92,
                amountRefundedCents: 400,
                refundableCents: 600,
                status: 'partially_refunded',
              },
            }),
            row({ id: 3, payment: { ...paid, id: 93, disputeStatus: 'needs_response' } }),
            row({ id: 4, status: 'pending', payment: null }),
          ],
          totals: {
            completedAmount: 3000,
            completedCount: 3,
            pendingCount: 1,
            activeSubscriptions: 3,
            recurringAmount: 3000,
            pluginAmount: 0,
          },
          monthly,
          pagination: onePage,
        },
      },
      'POST /api/admin/payments/91/refund': {
        body: {
          message: 'Refund sent',
          refund: { id: 're_1', amountCents: 1000, status: 'succeeded' },
          payment: { ...paid, amountRefundedCents: 1000, refundableCents: 0, status: 'refunded' },
        },
      },
    });
    renderWithProviders(<DonationsTab />, { user: makeUser({ role: 'admin' }) });
    const rows = await screen.findAllByTestId('donation-row');
    expect(within(rows[0]!).getByText('Gift paused')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refunded $4.00 of $10.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Disputed: needs response')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Refund' })).toBeDisabled();
    expect(within(rows[3]!).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(within(dialog).getByText(/\$10\.00 monthly donation from giver@example\.com/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Donor asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/goes back to the customer's card/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/payments/91/refund')[0]!.body).toMatchObject({ reason: 'Donor asked' });
    // The list is asked again (the refund changed the row).
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/admin/donations').length).toBeGreaterThanOrEqual(2));
  });

  it('says when there are no donations yet', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/donations': {
        body: {
          donations: [],
          totals: {
            completedAmount: 0,
            completedCount: 0,
            pendingCount: 0,
            activeSubscriptions: 0,
            recurringAmount: 0,
            pluginAmount: 0,
          },
          monthly,
          pagination: onePage,
        },
      },
    });
    renderWithProviders(<DonationsTab />, { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByText('No donations yet.')).toBeInTheDocument();
  });
});
