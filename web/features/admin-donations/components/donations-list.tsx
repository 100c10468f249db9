import type { Donation } from '../../../../contract/payments.js';
import { PaymentRefundAction } from '../../../components/payment-refund';
import { Badge } from '../../../components/ui/badge';
import type { Locale } from '../../../../contract/i18n/locales.js';
import { formatDateTimeIn, formatDollarsIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { donorLabel, giftLabel, tierLabel } from '../donation-summary';
import { donationsMessages, type DonationsTranslate } from '../i18n';
import { DonationStatusBadge } from './donation-status-badge';

const HEADINGS = ['amount', 'status', 'donor', 'tier', 'gift', 'plugin', 'date', 'payment'] as const;

/** What the refund dialog calls the row. */
const whatOf = (t: DonationsTranslate, locale: Locale, d: Donation) => {
  const words = { amount: formatDollarsIn(locale, d.amount), donor: donorLabel(t, d) };
  if (d.pluginName) return t('refundWhatPlugin', { ...words, plugin: d.pluginName });
  return t(d.isRecurring ? 'refundWhatMonthly' : 'refundWhatOnce', words);
};

/** Dunning paused the gift: a renewal is unpaid past the grace. */
function GiftPaused({ donation }: { donation: Donation }) {
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  return donation.giftPausedAt ? (
    <Badge
      variant={null}
      className="ms-1 border-transparent bg-amber-100 text-amber-900 hover:bg-amber-100"
      title={t('giftPausedTitle', { date: formatDate(locale, donation.giftPausedAt) })}
    >
      {t('giftPaused')}
    </Badge>
  ) : null;
}

function formatDate(locale: Locale, iso: string): string {
  return Number.isNaN(new Date(iso).getTime()) ? '—' : formatDateTimeIn(locale, iso);
}

/**
 * The donations list (001 §2 analytics → donations): amount in dollars, status, donor, tier, gift, plugin, date, and the
 * payment's refunds and disputes with its Refund action. A table from the medium breakpoint; one card
 * per donation on a phone, where eight columns cannot fit.
 */
export function DonationsList({ donations }: { donations: Donation[] }) {
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full min-w-[64rem] text-sm">
          <thead className="bg-muted/60 text-start text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {HEADINGS.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {t(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {donations.map((d) => (
              <tr key={d.id} data-testid="donation-row">
                <td className="px-3 py-2 font-semibold tabular-nums">
                  {formatDollarsIn(locale, d.amount)}
                  {d.isRecurring && <span className="font-normal text-muted-foreground">{t('perMonth')}</span>}
                </td>
                <td className="px-3 py-2">
                  <DonationStatusBadge status={d.status} />
                </td>
                <td className="max-w-[14rem] truncate px-3 py-2" title={donorLabel(t, d)}>
                  {donorLabel(t, d)}
                </td>
                <td className="px-3 py-2">{tierLabel(d)}</td>
                <td className="max-w-[16rem] px-3 py-2 text-muted-foreground">
                  {giftLabel(t, d)}
                  <GiftPaused donation={d} />
                </td>
                <td className="max-w-[12rem] truncate px-3 py-2">{d.pluginName ?? '—'}</td>
                <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{formatDate(locale, d.createdAt)}</td>
                <td className="px-3 py-2">
                  {d.payment ? (
                    <PaymentRefundAction payment={d.payment} what={whatOf(t, locale, d)} />
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
                {formatDollarsIn(locale, d.amount)}
                {d.isRecurring && <span className="text-sm font-normal text-muted-foreground">{t('perMonth')}</span>}
              </span>
              <DonationStatusBadge status={d.status} />
            </div>
            <p className="truncate" title={donorLabel(t, d)}>
              {donorLabel(t, d)}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">{t('tier')}</dt>
              <dd>{tierLabel(d)}</dd>
              <dt className="text-muted-foreground">{t('gift')}</dt>
              <dd>
                {giftLabel(t, d)}
                <GiftPaused donation={d} />
              </dd>
              <dt className="text-muted-foreground">{t('plugin')}</dt>
              <dd className="truncate">{d.pluginName ?? '—'}</dd>
              <dt className="text-muted-foreground">{t('date')}</dt>
              <dd>{formatDate(locale, d.createdAt)}</dd>
            </dl>
            {d.payment && <PaymentRefundAction payment={d.payment} what={whatOf(t, locale, d)} />}
          </li>
        ))}
      </ul>
    </>
  );
}
