import type { Donation } from '../../../../contract/payments.js';
import { PaymentRefundAction } from '../../../components/payment-refund';
import { Badge } from '../../../components/ui/badge';
import { formatDollars } from '../../../lib/format-dollars';
import { donorLabel, giftLabel, tierLabel } from '../donation-summary';
import { DonationStatusBadge } from './donation-status-badge';

const HEADINGS = ['Amount', 'Status', 'Donor', 'Tier', 'Gift', 'Plugin', 'Date', 'Payment'];

/** What the refund dialog calls the row. */
const whatOf = (d: Donation) =>
  `${formatDollars(d.amount)} ${d.pluginName ? `donation for ${d.pluginName}` : d.isRecurring ? 'monthly donation' : 'donation'} from ${donorLabel(d)}`;

/** Dunning paused the gift: a renewal is unpaid past the grace. */
function GiftPaused({ donation }: { donation: Donation }) {
  return donation.giftPausedAt ? (
    <Badge
      variant={null}
      className="ml-1 border-transparent bg-amber-100 text-amber-900 hover:bg-amber-100"
      title={`Paused ${formatDate(donation.giftPausedAt)}: the renewal is unpaid`}
    >
      Gift paused
    </Badge>
  ) : null;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The donations list (001 §2 analytics → donations): amount in dollars, status, donor, tier, gift, plugin, date, and the
 * payment's refunds and disputes with its Refund action. A table from the medium breakpoint; one card
 * per donation on a phone, where eight columns cannot fit.
 */
export function DonationsList({ donations }: { donations: Donation[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full min-w-[64rem] text-sm">
          <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {HEADINGS.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {donations.map((d) => (
              <tr key={d.id} data-testid="donation-row">
                <td className="px-3 py-2 font-semibold tabular-nums">
                  {formatDollars(d.amount)}
                  {d.isRecurring && <span className="font-normal text-muted-foreground">/mo</span>}
                </td>
                <td className="px-3 py-2">
                  <DonationStatusBadge status={d.status} />
                </td>
                <td className="max-w-[14rem] truncate px-3 py-2" title={donorLabel(d)}>
                  {donorLabel(d)}
                </td>
                <td className="px-3 py-2">{tierLabel(d)}</td>
                <td className="max-w-[16rem] px-3 py-2 text-muted-foreground">
                  {giftLabel(d)}
                  <GiftPaused donation={d} />
                </td>
                <td className="max-w-[12rem] truncate px-3 py-2">{d.pluginName ?? '—'}</td>
                <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{formatDate(d.createdAt)}</td>
                <td className="px-3 py-2">
                  {d.payment ? (
                    <PaymentRefundAction payment={d.payment} what={whatOf(d)} />
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {donations.map((d) => (
          <li key={d.id} className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="donation-card">
            <div className="flex items-center justify-between gap-2">
              <span className="text-base font-semibold tabular-nums">
                {formatDollars(d.amount)}
                {d.isRecurring && <span className="text-sm font-normal text-muted-foreground">/mo</span>}
              </span>
              <DonationStatusBadge status={d.status} />
            </div>
            <p className="truncate" title={donorLabel(d)}>
              {donorLabel(d)}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">Tier</dt>
              <dd>{tierLabel(d)}</dd>
              <dt className="text-muted-foreground">Gift</dt>
              <dd>
                {giftLabel(d)}
                <GiftPaused donation={d} />
              </dd>
              <dt className="text-muted-foreground">Plugin</dt>
              <dd className="truncate">{d.pluginName ?? '—'}</dd>
              <dt className="text-muted-foreground">Date</dt>
              <dd>{formatDate(d.createdAt)}</dd>
            </dl>
            {d.payment && <PaymentRefundAction payment={d.payment} what={whatOf(d)} />}
          </li>
        ))}
      </ul>
    </>
  );
}
