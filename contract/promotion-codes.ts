import { z } from 'zod';
import { INT4_MAX } from './common.js';

// Promotion codes: admins make them (backed by a Stripe coupon and one promotion code each), customers type them
// at checkout and in a plan change; the server checks them with Stripe and shows the discount before payment.
// Donations take no codes.

export const PROMOTION_MESSAGES = {
  codeNotFound: 'Promotion code not found',
  notFound: 'This promotion code is not valid.',
  expired: 'This promotion code has expired.',
  usedUp: 'This promotion code has been used the maximum number of times.',
  firstPurchaseOnly: 'This promotion code is for first purchases only.',
  notForProduct: 'This promotion code does not apply to this purchase.',
  codeTaken: 'A promotion code with this name already exists.',
  percentOrAmount: 'Enter either a percentage or an amount off.',
  monthsNeeded: 'Enter for how many months the discount repeats.',
  created: 'Promotion code created',
  deactivated: 'Promotion code deactivated',
} as const;

/** The products a code may apply to (their metadata.kind); donations are not among them. */
export const PROMOTABLE_PRODUCTS = ['paid_hosting', 'vps'] as const;
export type PromotableProduct = (typeof PROMOTABLE_PRODUCTS)[number];

/** What a customer types: letters and digits, as Stripe's promotion codes allow. */
export const promotionCodeText = z
  .string()
  .trim()
  .min(1, 'Enter a promotion code')
  .max(40, 'Promotion codes are at most 40 characters')
  .regex(/^[A-Za-z0-9]+$/, 'Promotion codes are letters and digits only');

/** POST /api/admin/promotion-codes */
export const promotionCodeCreateBody = z
  .object({
    code: promotionCodeText,
    percentOff: z.number().int().min(1).max(100).nullable().optional(),
    /** Cents, in USD. */
    amountOffCents: z.number().int().min(1).max(INT4_MAX).nullable().optional(),
    duration: z.enum(['once', 'repeating', 'forever']),
    durationInMonths: z.number().int().min(1).max(36).nullable().optional(),
    /** Empty: every product that takes codes. */
    products: z.array(z.enum(PROMOTABLE_PRODUCTS)).max(PROMOTABLE_PRODUCTS.length).default([]),
    maxRedemptions: z.number().int().min(1).max(1_000_000).nullable().optional(),
    /** ISO date-time after which the code no longer works. */
    expiresAt: z.string().datetime({ offset: true }).nullable().optional(),
    firstTimeOnly: z.boolean().default(false),
  })
  .strict()
  .refine((b) => ((b.percentOff ?? null) === null) !== ((b.amountOffCents ?? null) === null), {
    message: PROMOTION_MESSAGES.percentOrAmount,
    path: ['percentOff'],
  })
  .refine((b) => b.duration !== 'repeating' || (b.durationInMonths ?? null) !== null, {
    message: PROMOTION_MESSAGES.monthsNeeded,
    path: ['durationInMonths'],
  });
export type PromotionCodeCreateBody = z.infer<typeof promotionCodeCreateBody>;

export const promotionCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(['once', 'repeating', 'forever']),
  durationInMonths: z.number().nullable(),
  products: z.array(z.string()),
  maxRedemptions: z.number().nullable(),
  expiresAt: z.string().nullable(),
  firstTimeOnly: z.boolean(),
  isActive: z.boolean(),
  timesRedeemed: z.number(),
  /** 'Active', 'Expired', 'Used up', 'Deactivated'. */
  statusLabel: z.string(),
  /** '20% off for 3 months', '$5.00 off once'. */
  summary: z.string(),
  createdAt: z.string(),
});
export type PromotionCodeView = z.infer<typeof promotionCodeSchema>;
export const promotionCodeListSchema = z.object({ codes: z.array(promotionCodeSchema) });

export const promotionRedemptionSchema = z.object({
  id: z.number(),
  productKind: z.string(),
  email: z.string().nullable(),
  userId: z.number().nullable(),
  usedAt: z.enum(['checkout', 'plan_change']),
  redeemedAt: z.string(),
});
export const promotionRedemptionListSchema = z.object({
  code: promotionCodeSchema,
  redemptions: z.array(promotionRedemptionSchema),
});

/** What a valid code takes off, shown before payment. */
export const promotionDiscountSchema = z.object({
  code: z.string(),
  /** '20% off for 3 months'. */
  summary: z.string(),
  /** What it takes off the amount shown (0 when it applies only from the next invoice). */
  amountOffCents: z.number(),
});
export type PromotionDiscount = z.infer<typeof promotionDiscountSchema>;
