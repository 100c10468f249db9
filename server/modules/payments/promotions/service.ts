import { randomUUID } from 'node:crypto';
import {
  PROMOTION_MESSAGES,
  type PromotionCodeCreateBody,
  type PromotionCodeView,
  type PromotionDiscount,
} from '../../../../contract/promotion-codes.js';
import { formatBillingAmount } from '../../../../contract/billing-constants.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { AuditTrail } from '../../../lib/audit-trail.js';
import { LOGIN_DELAYS, type RateLimitService } from '../../rate-limit/index.js';
import type { ProductRegistry } from '../commerce/products.js';
import type { SubscriptionChanges } from '../subscription-changes.js';
import {
  countRedemptions,
  findCheckoutCodeOfSubscription,
  findPromotionCodeById,
  findPromotionCodeByText,
  insertPromotionCode,
  isCodeTaken,
  listPromotionCodes,
  listRedemptions,
  recordRedemption,
  setPromotionCodeActive,
  type PromotionCodeRow,
} from './repo.js';

// Promotion codes: what an admin makes (a Stripe coupon and its one promotion code, mirrored in promotion_codes),
// how a customer's typed code is found (guessing slowed like sign-in: unknown codes buy growing waits per person
// and per address), and the redemptions per code. Stripe itself checks every restriction again when the code is
// applied, so a code that ran out between the check and the payment is refused there (and nothing is charged).

export interface PromotionsDeps {
  db: Db;
  stripe: Pick<
    SubscriptionChanges,
    'createPromotion' | 'deactivatePromotionCode' | 'findPromotionCode' | 'productIdOf'
  > & { ensureProducts(keys: { key: string; name: string }[]): Promise<void> };
  products: ProductRegistry;
  rateLimits: RateLimitService;
  audit: AuditTrail;
  log: AuditLog;
  now: () => Date;
}

/** A code the customer may use now, with its Stripe id. */
export interface ResolvedCode {
  row: PromotionCodeRow;
  stripePromotionCodeId: string;
  summary: string;
}

export function summaryOf(
  row: Pick<PromotionCodeRow, 'percentOff' | 'amountOffCents' | 'currency' | 'duration' | 'durationInMonths'>,
): string {
  const off =
    row.percentOff !== null
      ? `${row.percentOff}% off`
      : `${formatBillingAmount(row.amountOffCents ?? 0, row.currency ?? 'usd')} off`;
  if (row.duration === 'once') return `${off} once`;
  if (row.duration === 'forever') return `${off} every period`;
  return `${off} for ${row.durationInMonths} month${row.durationInMonths === 1 ? '' : 's'}`;
}

export function createPromotions({ db, stripe, products, rateLimits, audit, log, now }: PromotionsDeps) {
  function statusOf(row: PromotionCodeRow, redeemed: number): string {
    if (!row.isActive) return 'Deactivated';
    if (row.expiresAt && row.expiresAt.getTime() <= now().getTime()) return 'Expired';
    if (row.maxRedemptions !== null && redeemed >= row.maxRedemptions) return 'Used up';
    return 'Active';
  }

  function toView(row: PromotionCodeRow, redeemed: number): PromotionCodeView {
    return {
      id: row.id,
      code: row.code,
      percentOff: row.percentOff,
      amountOffCents: row.amountOffCents,
      currency: row.currency,
      duration: row.duration,
      durationInMonths: row.durationInMonths,
      products: row.productKinds,
      maxRedemptions: row.maxRedemptions,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      firstTimeOnly: row.firstTimeOnly,
      isActive: row.isActive,
      timesRedeemed: redeemed,
      statusLabel: statusOf(row, redeemed),
      summary: summaryOf(row),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The Stripe products a code may discount: every plan of the chosen kinds (empty: every kind that takes codes). */
  async function productKeysOf(kinds: string[]): Promise<{ key: string; name: string }[]> {
    const chosen = kinds.length ? kinds : products.kinds();
    const keys: { key: string; name: string }[] = [];
    for (const kind of chosen) {
      const handler = products.find(kind);
      if (handler?.promotable) keys.push(...(await handler.promotable.productKeys()));
    }
    return keys;
  }

  return {
    async create(body: PromotionCodeCreateBody, adminId: number): Promise<PromotionCodeView> {
      if (await isCodeTaken(db, body.code))
        throw new AppError('CONFLICT', PROMOTION_MESSAGES.codeTaken, { field: 'code' });
      const keys = await productKeysOf(body.products);
      // The coupon names its products, so a code for hosting takes nothing off a VPS or a donation.
      if (!keys.length) throw new AppError('BAD_REQUEST', PROMOTION_MESSAGES.notForProduct, { field: 'products' });
      await stripe.ensureProducts(keys);
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= now().getTime())
        throw new AppError('BAD_REQUEST', PROMOTION_MESSAGES.expired, { field: 'expiresAt' });
      const percentOff = body.percentOff ?? null;
      const amountOffCents = body.amountOffCents ?? null;
      const made = await stripe.createPromotion({
        coupon: {
          name: body.code,
          ...(percentOff !== null ? { percent_off: percentOff } : { amount_off: amountOffCents!, currency: 'usd' }),
          duration: body.duration,
          ...(body.duration === 'repeating' ? { duration_in_months: body.durationInMonths! } : {}),
          applies_to: { products: keys.map((k) => stripe.productIdOf(k.key)) },
          metadata: { source: 'hostfree' },
        },
        code: {
          code: body.code,
          ...(body.maxRedemptions ? { max_redemptions: body.maxRedemptions } : {}),
          ...(expiresAt ? { expires_at: Math.floor(expiresAt.getTime() / 1000) } : {}),
          restrictions: { first_time_transaction: body.firstTimeOnly },
          metadata: { source: 'hostfree' },
        },
        idempotencyKey: `promotion:${body.code.toLowerCase()}:${randomUUID()}`,
      });
      const row = await db.transaction(async (tx) => {
        const inserted = await insertPromotionCode(tx, {
          code: body.code,
          stripePromotionCodeId: made.promotionCodeId,
          stripeCouponId: made.couponId,
          percentOff,
          amountOffCents,
          currency: amountOffCents !== null ? 'usd' : null,
          duration: body.duration,
          durationInMonths: body.duration === 'repeating' ? (body.durationInMonths ?? null) : null,
          productKinds: body.products,
          maxRedemptions: body.maxRedemptions ?? null,
          expiresAt,
          firstTimeOnly: body.firstTimeOnly,
          createdBy: adminId,
        });
        if (!inserted) throw new AppError('CONFLICT', PROMOTION_MESSAGES.codeTaken, { field: 'code' });
        await audit.record(tx, {
          action: 'promotion_code.created',
          actorId: adminId,
          targetType: 'promotion_code',
          targetId: inserted.id,
          details: { code: inserted.code, summary: summaryOf(inserted), products: body.products },
        });
        return inserted;
      });
      log.info({ event: 'promotion-code-created', id: row.id }, 'promotion code created');
      return toView(row, 0);
    },

    async list(): Promise<{ codes: PromotionCodeView[] }> {
      const rows = await listPromotionCodes(db);
      return { codes: rows.map(({ row, redeemed }) => toView(row, redeemed)) };
    },

    async deactivate(id: number, adminId: number): Promise<PromotionCodeView> {
      const row = await findPromotionCodeById(db, id);
      if (!row) throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.codeNotFound);
      if (row.isActive) {
        await stripe.deactivatePromotionCode(row.stripePromotionCodeId);
        await db.transaction(async (tx) => {
          await setPromotionCodeActive(tx, id, false, now());
          await audit.record(tx, {
            action: 'promotion_code.deactivated',
            actorId: adminId,
            targetType: 'promotion_code',
            targetId: id,
            details: { code: row.code },
          });
        });
      }
      return toView({ ...row, isActive: false }, await countRedemptions(db, id));
    },

    async redemptions(id: number) {
      const row = await findPromotionCodeById(db, id);
      if (!row) throw new AppError('NOT_FOUND', PROMOTION_MESSAGES.codeNotFound);
      const list = await listRedemptions(db, id);
      return {
        code: toView(row, list.length),
        redemptions: list.map((r) => ({
          id: r.id,
          productKind: r.productKind,
          email: r.email,
          userId: r.userId,
          usedAt: r.usedAt,
          redeemedAt: r.redeemedAt.toISOString(),
        })),
      };
    },

    /**
     * The code a customer typed, for a product: 400 when it is unknown, inactive, expired or not for this product
     * (the restrictions Stripe holds are checked by Stripe when the code is previewed and applied). Unknown codes count
     * as failures against the person and the address; past the free ones each buys a growing wait (429).
     */
    async resolve(
      code: string,
      input: { productKind: string; person: string | null; ip: string },
    ): Promise<ResolvedCode> {
      const handler = products.find(input.productKind);
      if (!handler?.promotable)
        throw new AppError('BAD_REQUEST', PROMOTION_MESSAGES.notForProduct, { field: 'promotionCode' });
      const person = input.person ? `person:${input.person.toLowerCase()}` : null;
      if (person) await rateLimits.checkDelay(LOGIN_DELAYS.promotionCodePerPerson, person);
      await rateLimits.checkDelay(LOGIN_DELAYS.promotionCodePerAddress, input.ip);
      const row = await findPromotionCodeByText(db, code);
      const refuse = async (message: string) => {
        if (person) await rateLimits.recordFailure(LOGIN_DELAYS.promotionCodePerPerson, person);
        await rateLimits.recordFailure(LOGIN_DELAYS.promotionCodePerAddress, input.ip);
        throw new AppError('BAD_REQUEST', message, { field: 'promotionCode' });
      };
      if (!row || !row.isActive) return refuse(PROMOTION_MESSAGES.notFound);
      if (row.productKinds.length && !row.productKinds.includes(input.productKind))
        throw new AppError('BAD_REQUEST', PROMOTION_MESSAGES.notForProduct, { field: 'promotionCode' });
      if (row.expiresAt && row.expiresAt.getTime() <= now().getTime())
        throw new AppError('BAD_REQUEST', PROMOTION_MESSAGES.expired, { field: 'promotionCode' });
      const atStripe = await stripe.findPromotionCode(row.code);
      if (!atStripe || atStripe.id !== row.stripePromotionCodeId) return refuse(PROMOTION_MESSAGES.notFound);
      return { row, stripePromotionCodeId: row.stripePromotionCodeId, summary: summaryOf(row) };
    },

    /** What the preview shows of a resolved code (the amount it takes off what is shown). */
    discountOf(resolved: ResolvedCode, amountOffCents: number): PromotionDiscount {
      return { code: resolved.row.code, summary: resolved.summary, amountOffCents };
    },

    /**
     * The discount a subscription's checkout code gave (`amountOffCents`, Stripe's figure), in the words the checkout
     * answered with; null when it was started without a code. A page opened later says what the checkout said.
     */
    async checkoutDiscountOf(subscriptionId: string, amountOffCents: number): Promise<PromotionDiscount | null> {
      const row = await findCheckoutCodeOfSubscription(db, subscriptionId);
      return row ? { code: row.code, summary: summaryOf(row), amountOffCents } : null;
    },

    /** The code was applied to a subscription at Stripe: listed under the code once. */
    async recordRedemption(
      resolved: ResolvedCode,
      use: {
        subscriptionId: string;
        productKind: string;
        productRef: string | null;
        userId: number | null;
        email: string | null;
        usedAt: 'checkout' | 'plan_change';
      },
    ) {
      await recordRedemption(db, {
        promotionCodeId: resolved.row.id,
        stripeSubscriptionId: use.subscriptionId,
        productKind: use.productKind,
        productRef: use.productRef,
        userId: use.userId,
        email: use.email?.toLowerCase() ?? null,
        usedAt: use.usedAt,
        redeemedAt: now(),
      });
    },
  };
}

export type Promotions = ReturnType<typeof createPromotions>;
