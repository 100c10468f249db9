import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fillMessage } from '../../contract/i18n/format.js';
import { DISPUTE_STATUSES, disputeLabel, REFUND_MESSAGES, type LedgerPayment } from '../../contract/refunds.js';
import english from '../../contract/i18n/catalogue/en/payment-refund.json';
import { loadCatalogue } from '../lib/i18n/catalogues';
import { setCurrentLocale } from '../lib/i18n/locale';
import { mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { dollarsToCents, PaymentFlags, PaymentRefundAction } from './payment-refund';

const payment = (overrides: Partial<LedgerPayment> = {}): LedgerPayment => ({
  id: 42,
  amountCents: 1000,
  amountRefundedCents: 0,
  refundableCents: 1000,
  currency: 'usd',
  status: 'paid',
  disputeStatus: null,
  paidAt: '2026-11-20T10:00:00.000Z',
  isRenewal: false,
  ...overrides,
});
const answer = (amountCents: number, refunded: number) => ({
  message: REFUND_MESSAGES.refunded,
  refund: { id: 're_1', amountCents, status: 'succeeded' },
  payment: payment({
    amountRefundedCents: refunded,
    refundableCents: 1000 - refunded,
    status: refunded >= 1000 ? 'refunded' : 'partially_refunded',
  }),
});

describe('the Refund action', () => {
  it('offers all that is left by default and sends no amount for it, with the reason and one attempt id', async () => {
    const api = mockApi({ 'POST /api/admin/payments/42/refund': { body: answer(1000, 1000) } });
    renderWithProviders(<PaymentRefundAction payment={payment()} what="$10.00 monthly donation from ada" />);
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(within(dialog).getByText(/Up to \$10\.00 can be refunded/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('10.00');

    // The reason is required, in the contract's words; nothing is sent without it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(REFUND_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/payments/42/refund')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Donor asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText("$10.00 of $10.00 monthly donation from ada goes back to the customer's card."),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/admin/payments/42/refund');
    expect(call!.body).toEqual({ reason: 'Donor asked', attemptId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a part refund sends its cents; more than is left is refused before sending; a failed attempt retried keeps its id, a changed one gets a new id', async () => {
    let failures = 2;
    const api = mockApi({
      'POST /api/admin/payments/42/refund': () =>
        failures-- > 0
          ? { status: 502, body: { message: 'Stripe could not be reached. Please try again in a moment.' } }
          : { body: answer(250, 550) },
    });
    renderWithProviders(
      <PaymentRefundAction
        payment={payment({ amountRefundedCents: 300, refundableCents: 700, status: 'partially_refunded' })}
        what="VPS order #3"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount (USD)');
    expect(amount).toHaveValue('7.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '7.01');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText(fillMessage(REFUND_MESSAGES.tooMuch, { left: '$7.00' })),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/payments/42/refund')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Stripe could not be reached. Please try again in a moment.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/admin/payments/42/refund')).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), ' credit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText("$2.50 of VPS order #3 goes back to the customer's card.")).toBeInTheDocument();
    const calls = api
      .callsTo('POST', '/api/admin/payments/42/refund')
      .map((c) => c.body as { amountCents: number; attemptId: string; reason: string });
    expect(calls.map((c) => [c.amountCents, c.reason])).toEqual([
      [250, 'Goodwill'],
      [250, 'Goodwill'],
      [250, 'Goodwill credit'],
    ]);
    expect(calls[1]!.attemptId).toBe(calls[0]!.attemptId);
    expect(calls[2]!.attemptId).not.toBe(calls[0]!.attemptId);
  });

  it('flags refunded and disputed payments, and offers no refund of a disputed or fully refunded one', () => {
    mockApi({});
    const part = renderWithProviders(
      <PaymentFlags
        payment={payment({ amountRefundedCents: 250, refundableCents: 750, status: 'partially_refunded' })}
      />,
    );
    expect(screen.getByText('Refunded $2.50 of $10.00')).toBeInTheDocument();
    part.unmount();
    const disputed = renderWithProviders(
      <PaymentRefundAction payment={payment({ disputeStatus: 'needs_response' })} what="x" />,
    );
    expect(screen.getByText('Disputed: needs response')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeDisabled();
    disputed.unmount();
    const done = renderWithProviders(
      <PaymentRefundAction
        payment={payment({ amountRefundedCents: 1000, refundableCents: 0, status: 'refunded', disputeStatus: 'won' })}
        what="x"
      />,
    );
    expect(screen.getByText('Refunded $10.00')).toBeInTheDocument();
    expect(screen.getByText('Dispute won')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeDisabled();
    done.unmount();
    renderWithProviders(<PaymentFlags payment={payment()} />);
    expect(screen.queryByTestId('payment-flags')).not.toBeInTheDocument();
  });

  it('says the contract’s refund messages word for word in English', () => {
    for (const key of [
      'amountInvalid',
      'tooMuch',
      'reasonRequired',
      'refunded',
      'failed',
      'disputed',
      'alreadyRefunded',
    ] as const)
      expect(english[key]).toBe(REFUND_MESSAGES[key]);
  });

  it('says the dispute badges as the contract describes each status, and in the admin’s language', async () => {
    mockApi({});
    for (const status of DISPUTE_STATUSES) {
      const flags = renderWithProviders(<PaymentFlags payment={payment({ disputeStatus: status })} />);
      expect(screen.getByText(disputeLabel(status))).toBeInTheDocument();
      flags.unmount();
    }
    await Promise.all([loadCatalogue('es', 'payment-refund'), loadCatalogue('es', 'layout')]);
    setCurrentLocale('es');
    try {
      renderWithProviders(
        <Suspense>
          <PaymentFlags payment={payment({ disputeStatus: 'needs_response' })} />
          <PaymentFlags payment={payment({ disputeStatus: 'charge_refunded' })} />
        </Suspense>,
      );
      expect(await screen.findByText('En disputa: requiere respuesta')).toBeInTheDocument();
      expect(screen.getByText('En disputa (charge refunded)')).toBeInTheDocument();
    } finally {
      setCurrentLocale('en');
    }
  });

  it('refuses too much, and says why a refund is not offered, in the admin’s language', async () => {
    await Promise.all([loadCatalogue('es', 'payment-refund'), loadCatalogue('es', 'layout')]);
    setCurrentLocale('es');
    try {
      mockApi({});
      const disputed = renderWithProviders(
        <Suspense>
          <PaymentRefundAction payment={payment({ disputeStatus: 'needs_response' })} what="x" />
        </Suspense>,
      );
      expect(await screen.findByRole('button', { name: 'Reembolsar' })).toHaveAttribute(
        'title',
        'Este pago está en disputa: Stripe solo lo reembolsa si se pierde la disputa, no aquí.',
      );
      disputed.unmount();
      renderWithProviders(
        <Suspense>
          <PaymentRefundAction payment={payment({ refundableCents: 700 })} what="x" />
        </Suspense>,
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Reembolsar' }));
      const dialog = await screen.findByRole('dialog');
      const amount = within(dialog).getByLabelText('Importe (USD)');
      await userEvent.clear(amount);
      await userEvent.type(amount, '7.01');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
      expect(
        await within(dialog).findByText('Como máximo se pueden reembolsar todavía $7.00 de este pago.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Indica un motivo para el reembolso')).toBeInTheDocument();
    } finally {
      setCurrentLocale('en');
    }
  });

  it('reads dollars as the admin types them', () => {
    expect([dollarsToCents('4'), dollarsToCents('4.5'), dollarsToCents('$4.05'), dollarsToCents(' 12.00 ')]).toEqual([
      400, 450, 405, 1200,
    ]);
    expect(
      [dollarsToCents(''), dollarsToCents('4.555'), dollarsToCents('-1'), dollarsToCents('abc')].every(Number.isNaN),
    ).toBe(true);
  });
});
