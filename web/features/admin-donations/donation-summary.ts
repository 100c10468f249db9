import type { Donation } from '../../../contract/admin.js';

// Pure reads of the donations list for the analytics tab: totals, the per-month series of the chart, and
// the short labels of the list. Only completed donations count as money received (001 §4, GET /api/stats).

export const isCompleted = (donation: Pick<Donation, 'status'>) => donation.status === 'completed';

export interface DonationTotals {
  /** Cents received: completed donations only. */
  completedCents: number;
  completedCount: number;
  pendingCount: number;
  /** Completed monthly (tier) donations whose subscription is still active. */
  activeMonthlyCount: number;
}

export function donationTotals(donations: readonly Donation[]): DonationTotals {
  let completedCents = 0;
  let completedCount = 0;
  let pendingCount = 0;
  let activeMonthlyCount = 0;
  for (const donation of donations) {
    if (isCompleted(donation)) {
      completedCents += donation.amount;
      completedCount += 1;
      if (donation.isRecurring && donation.subscriptionStatus === 'active') activeMonthlyCount += 1;
    } else if (donation.status === 'pending') {
      pendingCount += 1;
    }
  }
  return { completedCents, completedCount, pendingCount, activeMonthlyCount };
}

export interface MonthPoint {
  /** 'YYYY-MM' (UTC). */
  month: string;
  label: string;
  /** Dollars received that month (the chart's unit). */
  dollars: number;
  count: number;
}

const monthKey = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const monthLabel = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1)).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * Completed donations per calendar month (UTC) for the `months` months ending with the one `now` is in, empty
 * months included so the axis is even. A donation counts in the month its row was created (when it was given).
 */
export function completedByMonth(donations: readonly Donation[], now: Date, months = 12): MonthPoint[] {
  const points: MonthPoint[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    points.push({ month: monthKey(first), label: monthLabel(first.getUTCFullYear(), first.getUTCMonth()), dollars: 0, count: 0 });
  }
  const byKey = new Map(points.map((p) => [p.month, p]));
  for (const donation of donations) {
    if (!isCompleted(donation)) continue;
    const created = new Date(donation.createdAt);
    if (Number.isNaN(created.getTime())) continue;
    const point = byKey.get(monthKey(created));
    if (!point) continue;
    point.dollars += donation.amount / 100;
    point.count += 1;
  }
  return points;
}

/** Who gave: the e-mail, else the linked user, else a visitor. */
export function donorLabel(donation: Pick<Donation, 'donorEmail' | 'userId'>): string {
  if (donation.donorEmail) return donation.donorEmail;
  if (donation.userId !== null) return `User #${donation.userId}`;
  return 'Visitor';
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

const labelled = (label: string, line: string) => (line ? `${label}: ${line}` : label);

function vpsLine(details: Details): string {
  return join([text(details.cpu), text(details.ram), text(details.storage)]);
}
function hostingLine(details: Details): string {
  return join([text(details.storage), text(details.domain)]);
}

/**
 * The gift in one line (000 §3 gift details): 'VPS: 2 vCPU · 2GB RAM · 80GB SSD', 'Hosting: 50GB · .im domain',
 * both for a combo; '—' when the donation has no gift (a plugin donation).
 */
export function giftLabel(donation: Pick<Donation, 'giftType' | 'giftDetails'>): string {
  if (!donation.giftType) return '—';
  const details = asObject(donation.giftDetails);
  const type = donation.giftType;
  if (!details) return type === 'vps' ? 'VPS' : type === 'hosting' ? 'Hosting' : type === 'both' ? 'Hosting + VPS' : type;
  if (type === 'vps') return labelled('VPS', vpsLine(details));
  if (type === 'hosting') return labelled('Hosting', hostingLine(details));
  if (type === 'both') {
    const hosting = asObject(details.hosting);
    const vps = asObject(details.vps);
    return [hosting ? labelled('Hosting', hostingLine(hosting)) : null, vps ? labelled('VPS', vpsLine(vps)) : null].filter(Boolean).join(' + ') || 'Hosting + VPS';
  }
  return type;
}

/** '$10' style: the tier when there is one, else 'Plugin' for a plugin donation, else '—'. */
export function tierLabel(donation: Pick<Donation, 'giftTier' | 'pluginId' | 'pluginName'>): string {
  if (donation.giftTier) return donation.giftTier;
  return donation.pluginId !== null || donation.pluginName ? 'One-time' : '—';
}
