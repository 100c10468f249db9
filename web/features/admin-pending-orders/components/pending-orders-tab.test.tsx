import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PendingOrder } from '../../../../contract/paid-hosting.js';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PendingOrdersTab } from './pending-orders-tab';

const empty = {
  domain: null,
  planType: null,
  subscriptionId: null,
  customerId: null,
  whmUsername: null,
  packageName: null,
  operatingSystem: null,
  giftTier: null,
  giftType: null,
};
function order(id: number, orderType: string, details: Partial<PendingOrder['orderDetails']>): PendingOrder {
  return {
    id,
    orderType,
    orderId: String(id),
    customerEmail: `buyer${id}@example.test`,
    customerName: null,
    status: 'pending',
    orderDetails: { ...empty, ...details },
    totalPrice: 895,
    currency: 'USD',
    processedBy: null,
    processedAt: null,
    adminNotes: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

// Paid hosting, VPS and donation gifts all write pending orders: each card names what is to be done.
describe('PendingOrdersTab', () => {
  it('names a domain, a VPS package with its OS, and a gift; WHM username only for hosting', async () => {
    const api = mockApi({
      'GET /api/admin/pending-orders': {
        body: [
          order(101, 'premium_hosting', { domain: 'shop-one.com', planType: 'premium', whmUsername: 'shopone' }),
          order(100_001, 'vps', { packageName: 'basic', operatingSystem: 'ubuntu-24-04', subscriptionId: 'sub_1' }),
          order(7, 'gift', { giftTier: '$10', giftType: 'vps' }),
        ],
      },
      'PATCH /api/admin/pending-orders/100001': { body: {} },
    });
    renderWithProviders(<PendingOrdersTab />);
    const cards = await screen.findAllByTestId('pending-order');
    expect(within(cards[0]!).getByText('shop-one.com')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Paid hosting')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('shopone')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('basic · ubuntu-24-04')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('VPS')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('WHM username')).not.toBeInTheDocument();
    expect(within(cards[2]!).getByText('$10 gift · vps')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Donation gift')).toBeInTheDocument();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('basic · ubuntu-24-04 is marked completed.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/admin/pending-orders/100001')[0].body).toEqual({ status: 'completed' });
  });

  it('shows the payment behind each order, its refund and dispute, why a refunded one was cancelled, and refunds part of it', async () => {
    const paid = {
      id: 55,
      amountCents: 895,
      amountRefundedCents: 0,
      refundableCents: 895,
      currency: 'usd',
      status: 'paid',
      disputeStatus: null,
      paidAt: '2026-11-20T10:00:00.000Z',
      isRenewal: true,
    };
    const api = mockApi({
      'GET /api/admin/pending-orders': {
        body: [
          { ...order(101, 'premium_hosting', { domain: 'shop-one.com', planType: 'premium' }), payment: paid },
          {
            ...order(7, 'gift', { giftTier: '$10', giftType: 'vps' }),
            status: 'cancelled',
            rejectionReason: 'Refunded: Donor asked',
            payment: {
              ...paid,
              id: 56,
              amountCents: 1000,
              amountRefundedCents: 1000,
              refundableCents: 0,
              status: 'refunded',
            },
          },
          {
            ...order(100_001, 'vps', { packageName: 'basic' }),
            payment: { ...paid, id: 57, disputeStatus: 'under_review' },
          },
        ],
      },
      'POST /api/admin/payments/55/refund': {
        body: {
          message: 'Refund sent',
          refund: { id: 're_2', amountCents: 300, status: 'succeeded' },
          payment: { ...paid, amountRefundedCents: 300, refundableCents: 595, status: 'partially_refunded' },
        },
      },
    });
    renderWithProviders(<PendingOrdersTab />);
    const cards = await screen.findAllByTestId('pending-order');
    expect(within(cards[1]!).getByText('Refunded $10.00')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Refunded: Donor asked')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Refund' })).toBeDisabled();
    expect(within(cards[2]!).getByText('Dispute under review')).toBeInTheDocument();

    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    const amount = within(dialog).getByLabelText('Amount (USD)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Three days down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText("$3.00 of Paid hosting shop-one.com goes back to the customer's card."),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/payments/55/refund')[0]!.body).toMatchObject({
      amountCents: 300,
      reason: 'Three days down',
    });
  });
});
