import { z } from 'zod';
import { promotionCodeText, promotionDiscountSchema } from './promotion-codes.js';

// Plan changes from the billing centre: paid hosting between plans, VPS between packages. The server computes
// every amount from Stripe's invoice preview; an upgrade is charged now (prorated) and takes effect when paid, a
// downgrade takes effect at the period end and charges nothing now.

export const PLAN_CHANGE_MESSAGES = {
  usageUnreadable:
    "We could not read your account's current use from the hosting server, so the downgrade cannot be checked. Please try again in a moment.",
  overQuotaList: 'This account uses more than the smaller plan allows. Remove the following first: {remove}.',
  noPlans: 'This subscription has no other plans to change to.',
  unknownPlan: 'This plan is not available for this subscription.',
  samePlan: 'This subscription is already on this plan.',
  oneAtATime: 'A plan change is already under way for this subscription. Wait until it is done.',
  notActive: 'Only an active subscription can change plans.',
  cancelling: 'This subscription is set to cancel. Resume it before changing plans.',
  overQuota: 'This account uses more than the smaller plan allows. Remove the following first:',
  upgradePaid: 'Your plan has been upgraded.',
  upgradeAwaitingPayment: 'Your card was not charged. Pay the invoice to finish the upgrade.',
  onlyDowngradesCancel:
    'Only a scheduled downgrade can be cancelled. An upgrade takes effect once its invoice is paid.',
  alreadyEffective: 'This plan change has already taken effect.',
} as const;

/**
 * What a plan gives, as figures (the web formats them: sizes through its one size formatter, 999+ as Unlimited).
 * Hosting: disk and bandwidth in MB (0 = unlimited), counts; VPS: vCPUs, memory in MB, storage in GB, IPv4 addresses.
 */
export const PLAN_RESOURCE_KEYS = [
  'diskMb',
  'bandwidthMb',
  'emailAccounts',
  'databases',
  'subdomains',
  'vcpu',
  'memoryMb',
  'storageGb',
  'ipv4Addresses',
] as const;
export type PlanResourceKey = (typeof PLAN_RESOURCE_KEYS)[number];

export const PLAN_RESOURCE_LABELS: Record<PlanResourceKey, string> = {
  diskMb: 'Disk space',
  bandwidthMb: 'Bandwidth',
  emailAccounts: 'E-mail accounts',
  databases: 'Databases',
  subdomains: 'Subdomains',
  vcpu: 'vCPUs',
  memoryMb: 'Memory',
  storageGb: 'Storage',
  ipv4Addresses: 'IPv4 addresses',
};

export const planResourceSchema = z.object({ key: z.enum(PLAN_RESOURCE_KEYS), amount: z.number() });
export type PlanResource = z.infer<typeof planResourceSchema>;

export const planOptionSchema = z.object({
  plan: z.string(),
  name: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  /** Against the current plan's price. */
  direction: z.enum(['upgrade', 'downgrade']),
  resources: z.array(planResourceSchema),
});

export const planChangeViewSchema = z.object({
  id: z.number(),
  direction: z.enum(['upgrade', 'downgrade']),
  status: z.enum(['requested', 'awaiting_payment', 'scheduled', 'applied', 'failed', 'cancelled']),
  fromName: z.string(),
  toName: z.string(),
  amountDueCents: z.number(),
  currency: z.string(),
  /** When it takes effect: the payment (upgrade) or the period end (downgrade). */
  effectiveAt: z.string().nullable(),
  /** A declined card: Stripe's hosted invoice page, where the customer pays to finish the upgrade. */
  payUrl: z.string().nullable(),
  message: z.string(),
});
export type PlanChangeView = z.infer<typeof planChangeViewSchema>;

/** GET /api/billing/subscriptions/{id}/plans */
export const planOptionsSchema = z.object({
  current: z.object({
    plan: z.string(),
    name: z.string(),
    amountCents: z.number(),
    currency: z.string(),
    resources: z.array(planResourceSchema),
  }),
  options: z.array(planOptionSchema),
  pendingChange: planChangeViewSchema.nullable(),
});
export type PlanOptions = z.infer<typeof planOptionsSchema>;

/** POST /api/billing/subscriptions/{id}/plan-change/preview and /plan-change */
export const planChangeBody = z
  .object({
    plan: z.string().trim().min(1).max(40),
    promotionCode: promotionCodeText.optional(),
    /** One per click: Stripe's idempotency key (plan-change only). */
    attempt: z.string().uuid().optional(),
  })
  .strict();
export type PlanChangeBody = z.infer<typeof planChangeBody>;

/** POST /api/billing/subscriptions/{id}/plan-change/cancel: one attempt per click (Stripe's idempotency key). */
export const planChangeCancelBody = z.object({ attempt: z.string().uuid().optional() }).strict();
export type PlanChangeCancelBody = z.infer<typeof planChangeCancelBody>;

export const planChangePreviewSchema = z.object({
  direction: z.enum(['upgrade', 'downgrade']),
  fromName: z.string(),
  toName: z.string(),
  /** Charged now (an upgrade's prorated difference; 0 for a downgrade). */
  amountDueNowCents: z.number(),
  currency: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      amountCents: z.number(),
      isProration: z.boolean(),
      periodStart: z.string(),
      periodEnd: z.string(),
    }),
  ),
  /** When the change takes effect (now for an upgrade once paid; the period end for a downgrade). */
  effectiveAt: z.string(),
  /** What each period costs after the change, and from when. */
  nextAmountCents: z.number(),
  nextChargeAt: z.string().nullable(),
  discount: promotionDiscountSchema.nullable(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
