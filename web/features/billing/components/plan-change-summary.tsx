import type { PlanChangePreview } from '../../../../contract/plan-changes.js';
import { formatBillingAmount, formatBillingDate } from '../../../../contract/billing-constants.js';

/**
 * What the server's preview says (Stripe's invoice preview): an upgrade's prorated lines (a code's effect already in
 * them, as Stripe prorates) and what is paid now, then what each period costs; a downgrade's date. Nothing here is
 * computed: every figure is the server's.
 */
export function PlanChangeSummary({ preview, interval }: { preview: PlanChangePreview; interval: string | null }) {
  // A credit reads '−$1.97', not '$-1.97'.
  const money = (cents: number) =>
    cents < 0 ? `−${formatBillingAmount(-cents, preview.currency)}` : formatBillingAmount(cents, preview.currency);
  const per = interval ? ` / ${interval}` : '';
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
            <ul className="grid gap-1" aria-label="Invoice lines">
              {preview.lines.map((line, i) => (
                <li key={`${line.description}-${i}`} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words text-muted-foreground">{line.description}</span>
                  <span className="shrink-0 tabular-nums">{money(line.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="flex items-baseline justify-between gap-3 border-t pt-2 text-base font-semibold">
            <span>Pay now</span>
            <span className="tabular-nums" data-testid="plan-change-due-now">
              {money(preview.amountDueNowCents)}
            </span>
          </p>
          {discount && (
            <p className="text-emerald-800" data-testid="plan-change-discount">
              Code {discount.code} ({discount.summary})
              {discount.amountOffCents > 0
                ? `: you save ${money(discount.amountOffCents)} on this payment.`
                : ': it applies from your next invoice.'}
            </p>
          )}
          <p className="text-muted-foreground">
            Charged to your card on file. Your plan changes as soon as it is paid
            {preview.nextChargeAt
              ? `; then ${money(preview.nextAmountCents)}${per} from ${formatBillingDate(preview.nextChargeAt)}.`
              : '.'}
          </p>
        </>
      ) : (
        <>
          <p className="text-base font-semibold">Nothing to pay now.</p>
          <p>
            Your plan changes to {preview.toName} on{' '}
            <strong className="font-semibold">{formatBillingDate(preview.effectiveAt)}</strong>, when this period ends.
            Until then you keep {preview.fromName}. From then on you pay {money(preview.nextAmountCents)}
            {per}.
          </p>
          {discount && (
            <p className="text-emerald-800" data-testid="plan-change-discount">
              Code {discount.code}: {discount.summary}.
            </p>
          )}
        </>
      )}
    </div>
  );
}
