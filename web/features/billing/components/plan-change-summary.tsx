import type { PlanChangePreview } from '../../../../contract/plan-changes.js';
import { useMessages } from '../../../lib/i18n/messages';
import { withElements } from '../../../lib/i18n/with-elements';
import { billingMessages } from '../i18n';
import { useBillingFormat } from '../use-billing-format';
import { pricePer } from './subscription-card';

/**
 * What the server's preview says (Stripe's invoice preview): an upgrade's prorated lines (a code's effect already in
 * them, as Stripe prorates) and what is paid now, then what each period costs; a downgrade's date. Nothing here is
 * computed: every figure is the server's.
 */
export function PlanChangeSummary({ preview, interval }: { preview: PlanChangePreview; interval: string | null }) {
  // A credit reads '−$1.97', not '$-1.97'.
  const t = useMessages(billingMessages);
  const format = useBillingFormat();
  const money = (cents: number) =>
    cents < 0 ? `−${format.amount(-cents, preview.currency)}` : format.amount(cents, preview.currency);
  const nextPrice = pricePer(t, money(preview.nextAmountCents), interval);
  const discount = preview.discount;
  return (
    <div
      className="grid gap-3 rounded-lg border bg-muted/40 p-3 text-sm"
      data-testid="plan-change-summary"
      aria-live="polite"
    >
      {preview.direction === 'upgrade' ? (
        <>
          {preview.lines.length > 0 && (
            <ul className="grid gap-1" aria-label={t('invoiceLines')}>
              {preview.lines.map((line, i) => (
                <li key={`${line.description}-${i}`} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words text-muted-foreground">{line.description}</span>
                  <span className="shrink-0 tabular-nums">{money(line.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="flex items-baseline justify-between gap-3 border-t pt-2 text-base font-semibold">
            <span>{t('payNow')}</span>
            <span className="tabular-nums" data-testid="plan-change-due-now">
              {money(preview.amountDueNowCents)}
            </span>
          </p>
          {discount && (
            <p className="text-emerald-800" data-testid="plan-change-discount">
              {discount.amountOffCents > 0
                ? t('codeSaves', {
                    code: discount.code,
                    summary: discount.summary,
                    amount: money(discount.amountOffCents),
                  })
                : t('codeNextInvoice', { code: discount.code, summary: discount.summary })}
            </p>
          )}
          <p className="text-muted-foreground">
            {preview.nextChargeAt
              ? t('chargedThen', { price: nextPrice, date: format.date(preview.nextChargeAt) })
              : t('chargedPlain')}
          </p>
        </>
      ) : (
        <>
          <p className="text-base font-semibold">{t('nothingNow')}</p>
          <p>
            {withElements(
              (values) => t('downgradeOn', values),
              {
                date: <strong className="font-semibold">{format.date(preview.effectiveAt)}</strong>,
              },
              { to: preview.toName, from: preview.fromName, price: nextPrice },
            )}
          </p>
          {discount && (
            <p className="text-emerald-800" data-testid="plan-change-discount">
              {t('codeSummary', { code: discount.code, summary: discount.summary })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
