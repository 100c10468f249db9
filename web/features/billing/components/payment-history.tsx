import { ExternalLink, FileText } from 'lucide-react';
import type { BillingPayment } from '../../../../contract/billing.js';
import { useMessages } from '../../../lib/i18n/messages';
import { billingMessages } from '../i18n';
import { useBillingFormat } from '../use-billing-format';
import { Badge } from '../../../components/ui/badge';

/**
 * Every payment, newest first, with its receipt (Stripe's hosted invoice or the charge's receipt page). One list for both
 * sizes: a row of columns on a wide screen, a small card per payment on a phone.
 */
export function PaymentHistory({ payments }: { payments: BillingPayment[] }) {
  const t = useMessages(billingMessages);
  const format = useBillingFormat();
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{t('noPayments')}</p>;
  return (
    <div className="grid gap-2">
      <div
        className="hidden grid-cols-[8rem_1fr_7rem_9rem_7rem] gap-3 px-3 text-xs font-medium uppercase tracking-wide text-muted-foreground sm:grid"
        aria-hidden="true"
      >
        <span>{t('colDate')}</span>
        <span>{t('colFor')}</span>
        <span className="text-end">{t('colAmount')}</span>
        <span>{t('colStatus')}</span>
        <span>{t('colReceipt')}</span>
      </div>
      <ul className="grid gap-2" aria-label={t('payments')}>
        {payments.map((payment) => (
          <li
            key={payment.id}
            data-testid="billing-payment"
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-lg border p-3 text-sm sm:grid-cols-[8rem_1fr_7rem_9rem_7rem] sm:items-center"
          >
            <span className="text-muted-foreground sm:text-foreground">{format.date(payment.paidAt)}</span>
            <span className="col-span-2 row-start-2 min-w-0 break-words sm:col-span-1 sm:row-start-auto">
              {payment.description}
              <span className="block text-xs text-muted-foreground">
                {payment.productLabel}
                {payment.isRenewal ? t('renewal') : ''}
                {payment.invoiceNumber ? t('invoiceNumber', { number: payment.invoiceNumber }) : ''}
              </span>
              <TaxLines payment={payment} />
            </span>
            <span className="col-start-2 row-start-1 text-end font-medium tabular-nums sm:col-start-auto sm:row-start-auto">
              {format.amount(payment.amountCents, payment.currency)}
            </span>
            <span className="row-start-3 sm:row-start-auto">
              <Badge
                variant={
                  payment.status === 'paid' ? 'success' : payment.status === 'disputed' ? 'destructive' : 'secondary'
                }
              >
                {payment.statusLabel}
              </Badge>
            </span>
            <span className="row-start-3 text-end sm:row-start-auto sm:text-start">
              {payment.receiptUrl ? (
                <a
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  href={payment.receiptUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('receipt')}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">
                    {t('receiptFor', { name: payment.description, date: format.date(payment.paidAt) })}
                  </span>
                </a>
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
              {payment.invoicePdfUrl && (
                <a
                  className="ms-3 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline sm:ms-0 sm:flex"
                  href={payment.invoicePdfUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="invoice-pdf"
                >
                  <FileText className="size-3.5" aria-hidden="true" />
                  {t('pdf')}
                  <span className="sr-only">
                    {t('invoicePdf', { number: payment.invoiceNumber ?? '', date: format.date(payment.paidAt) })}
                  </span>
                </a>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An invoice's tax, as Stripe Tax charged it: 'Tax 19%: $3.80', or why there was none ('Reverse charge: …'). */
function TaxLines({ payment }: { payment: BillingPayment }) {
  const t = useMessages(billingMessages);
  const format = useBillingFormat();
  if (payment.taxLines.length === 0) return null;
  return (
    <ul className="mt-1 grid gap-0.5 text-xs" aria-label={t('tax')} data-testid="invoice-tax">
      {payment.taxLines.map((line, i) => (
        <li key={`${line.reason}-${i}`}>
          {line.label}
          {line.amountCents > 0 ? `: ${format.amount(line.amountCents, payment.currency)}` : ''}
        </li>
      ))}
    </ul>
  );
}
