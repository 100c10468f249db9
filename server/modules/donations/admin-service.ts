import {
  DONATION_CHART_MONTHS,
  type AdminDonationsQuery,
  type AdminDonationsResponse,
  type Donation,
} from '../../../contract/payments.js';
import type { LedgerPayment } from '../../../contract/refunds.js';
import type { Db } from '../../db/client.js';
import { findUserBriefs } from '../accounts/index.js';
import { completedPerMonth, donationTotals, listNewestDonations } from './admin-repo.js';
import type { DonationRow } from './repo.js';

/** The ledger's key of the payment a donation row records: its invoice, or a plugin donation's PaymentIntent. */
export const paymentKeyOf = (row: DonationRow) =>
  row.stripeInvoiceId ?? (row.isRecurring ? null : row.stripePaymentIntentId);

export function toDonationView(
  row: DonationRow,
  donorUsername: string | null = null,
  payment: LedgerPayment | null = null,
): Donation {
  return {
    id: row.id,
    userId: row.userId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    paymentMethod: row.paymentMethod,
    donorEmail: row.donorEmail,
    donorUsername,
    message: row.message,
    stripePaymentIntentId: row.stripePaymentIntentId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    stripeCustomerId: row.stripeCustomerId,
    isRecurring: row.isRecurring,
    subscriptionStatus: row.subscriptionStatus,
    pluginId: row.pluginId,
    pluginName: row.pluginName,
    giftTier: row.giftTier,
    giftType: row.giftType,
    giftDetails: row.giftDetails ?? null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    giftPausedAt: row.giftPausedAt?.toISOString() ?? null,
    payment,
  };
}

/** The last `months` UTC months ending with now's, oldest first, as 'YYYY-MM'. */
export function chartMonths(now: Date, months = DONATION_CHART_MONTHS): string[] {
  const list: string[] = [];
  for (let i = months - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    list.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return list;
}

/**
 * GET /api/admin/donations: a page of the newest rows (each with its payment in the ledger: refunds, disputes),
 * totals over every row, completed per month for the chart.
 */
export async function readAdminDonations(
  db: Db,
  now: Date,
  query: AdminDonationsQuery,
  paymentsByKeys?: (keys: string[]) => Promise<Map<string, LedgerPayment>>,
): Promise<AdminDonationsResponse> {
  const months = chartMonths(now);
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  const [rows, { rows: total, ...totals }, perMonth] = await Promise.all([
    listNewestDonations(db, query.limit, (query.page - 1) * query.limit),
    donationTotals(db),
    completedPerMonth(db, since),
  ]);
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const byMonth = new Map(perMonth.map((m) => [m.month, m]));
  const donors = await findUserBriefs(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  const payments = paymentsByKeys
    ? await paymentsByKeys(rows.flatMap((row) => paymentKeyOf(row) ?? []))
    : new Map<string, LedgerPayment>();
  const paymentOf = (row: DonationRow) => {
    const key = paymentKeyOf(row);
    return key ? (payments.get(key) ?? null) : null;
  };
  return {
    donations: rows.map((row) =>
      toDonationView(row, row.userId === null ? null : (donors.get(row.userId)?.username ?? null), paymentOf(row)),
    ),
    totals,
    monthly: months.map((month) => ({
      month,
      amount: byMonth.get(month)?.amount ?? 0,
      count: byMonth.get(month)?.count ?? 0,
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages,
      hasPrevious: query.page > 1,
      hasNext: query.page < totalPages,
    },
  };
}
