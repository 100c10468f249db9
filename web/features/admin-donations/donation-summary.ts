import type { Donation, DonationMonth } from '../../../contract/payments.js';
import type { Locale } from '../../../contract/i18n/locales.js';
import type { DonationsTranslate } from './i18n';

// Short labels for the donations list and the chart's series. The server counts and sums (totals, months).

export interface MonthPoint {
  month: string;
  /** 'Nov 2026' (in the page's language). */
  label: string;
  /** 'Nov': the chart's axis. */
  shortLabel: string;
  /** Dollars received that month (the chart's unit). */
  dollars: number;
  count: number;
}

/** The server's months (cents) as the chart draws them (dollars, labelled). */
export function toMonthPoints(months: readonly DonationMonth[], locale: Locale): MonthPoint[] {
  const tag = locale === 'en' ? 'en-US' : locale;
  const long = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
  return months.map(({ month, amount, count }) => {
    const [year, monthNumber] = month.split('-').map(Number);
    const first = new Date(Date.UTC(year, monthNumber - 1, 1));
    return { month, label: long.format(first), shortLabel: short.format(first), dollars: amount / 100, count };
  });
}

/** Who gave: the e-mail, else the signed-in donor's username, else a visitor. */
export function donorLabel(
  t: DonationsTranslate,
  donation: Pick<Donation, 'donorEmail' | 'donorUsername' | 'userId'>,
): string {
  if (donation.donorEmail) return donation.donorEmail;
  if (donation.donorUsername) return donation.donorUsername;
  if (donation.userId !== null) return t('userNumber', { id: String(donation.userId) });
  return t('visitor');
}

type Details = Record<string, unknown>;
const asObject = (value: unknown): Details | null => {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : null;
};
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const join = (parts: (string | null)[]) => parts.filter((p): p is string => !!p).join(' · ');
const labelled = (t: DonationsTranslate, gift: string, line: string) => (line ? t('giftLine', { gift, line }) : gift);
const vpsLine = (details: Details) => join([text(details.cpu), text(details.ram), text(details.storage)]);
const hostingLine = (details: Details) => join([text(details.storage), text(details.domain)]);

/**
 * The gift in one line (000 §3 gift details): 'VPS: 2 vCPU · 2GB RAM · 80GB SSD', 'Hosting: 50GB SSD · .im domain',
 * both for a combo; '—' when the donation has no gift (a plugin donation). Rows are read as stored, so an odd
 * shape still shows its type rather than breaking the list.
 */
export function giftLabel(t: DonationsTranslate, donation: Pick<Donation, 'giftType' | 'giftDetails'>): string {
  const type = donation.giftType;
  if (!type) return '—';
  const details = asObject(donation.giftDetails);
  const vpsWord = t('giftVps');
  const hostingWord = t('giftHosting');
  if (type === 'vps') return details ? labelled(t, vpsWord, vpsLine(details)) : vpsWord;
  if (type === 'hosting') return details ? labelled(t, hostingWord, hostingLine(details)) : hostingWord;
  if (type === 'both') {
    const hosting = details && asObject(details.hosting);
    const vps = details && asObject(details.vps);
    return (
      [hosting ? labelled(t, hostingWord, hostingLine(hosting)) : null, vps ? labelled(t, vpsWord, vpsLine(vps)) : null]
        .filter(Boolean)
        .join(' + ') || t('giftHostingAndVps')
    );
  }
  return type;
}

/** The tier ('$10') of a monthly donation; a plugin donation has none. */
export function tierLabel(donation: Pick<Donation, 'giftTier'>): string {
  return donation.giftTier ?? '—';
}
