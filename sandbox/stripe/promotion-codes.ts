import { bool, list, obj, str, strings, type FormObject } from './form.js';
import { ApiError, invalid, missing } from './http.js';
import type { Expand } from './render.js';
import type { FakeStripeState } from './state.js';

// Coupons, promotion codes and the discounts they become, in the shapes of API 2026-10-28 (a promotion code names
// its coupon under `promotion`, a discount under `source`). A code is redeemed when it is applied to a subscription
// (created, or updated with `discounts`): that is when Stripe counts times_redeemed and checks the restrictions, so
// two customers racing for the last redemption are answered one after the other and the second is refused.

type Meta = Record<string, string>;

export interface FakeCoupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  applies_to?: { products: string[] };
  max_redemptions: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  name: string | null;
  metadata: Meta;
  created: number;
  livemode: false;
}

export interface FakePromotionCode {
  id: string;
  object: 'promotion_code';
  active: boolean;
  code: string;
  coupon: string;
  customer: string | null;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  restrictions: {
    first_time_transaction: boolean;
    minimum_amount: number | null;
    minimum_amount_currency: string | null;
  };
  metadata: Meta;
  created: number;
  livemode: false;
}

export interface FakeDiscount {
  id: string;
  object: 'discount';
  coupon: string;
  promotion_code: string | null;
  customer: string;
  subscription: string | null;
  start: number;
  /** When a once or repeating coupon stops applying (null: forever; once ends after the first invoice). */
  end: number | null;
  /** Invoices it has discounted (a 'once' coupon discounts one). */
  invoicesDiscounted: number;
}

const MONTH_SECONDS = 30 * 86_400;
const PARAM = 'discounts[0][promotion_code]';

export class FakePromotions {
  coupons = new Map<string, FakeCoupon>();
  codes = new Map<string, FakePromotionCode>();
  discounts = new Map<string, FakeDiscount>();

  constructor(private readonly state: FakeStripeState) {}

  clear() {
    this.coupons.clear();
    this.codes.clear();
    this.discounts.clear();
  }

  createCoupon(params: FormObject): FakeCoupon {
    const percent = str(params, 'percent_off');
    const amount = str(params, 'amount_off');
    if ((percent === undefined) === (amount === undefined))
      throw invalid('You must pass either `percent_off` or `amount_off`, but not both.', 'percent_off');
    const percentOff = percent === undefined ? null : Number(percent);
    if (percentOff !== null && !(percentOff > 0 && percentOff <= 100))
      throw invalid('Invalid percent_off: must be greater than 0 and at most 100.', 'percent_off');
    const amountOff = amount === undefined ? null : Number(amount);
    if (amountOff !== null && !(Number.isInteger(amountOff) && amountOff > 0))
      throw invalid('Invalid positive integer', 'amount_off');
    const currency = str(params, 'currency') ?? null;
    if (amountOff !== null && !currency)
      throw invalid('You must pass currency when passing amount_off.', 'currency', 'parameter_missing');
    const duration = (str(params, 'duration') ?? 'once') as FakeCoupon['duration'];
    if (!['once', 'repeating', 'forever'].includes(duration))
      throw invalid(`Invalid duration: must be one of once, repeating, or forever`, 'duration');
    const months = str(params, 'duration_in_months');
    if (duration === 'repeating' && !months)
      throw invalid(
        'You must pass duration_in_months when duration is repeating.',
        'duration_in_months',
        'parameter_missing',
      );
    if (duration !== 'repeating' && months)
      throw invalid('duration_in_months can only be set when duration is repeating.', 'duration_in_months');
    const products = list(obj(params, 'applies_to'), 'products').filter((p): p is string => typeof p === 'string');
    for (const product of products)
      if (!this.state.products.has(product)) throw missing('product', product, 'applies_to[products]');
    const id = str(params, 'id') ?? this.state.id('co').slice(3);
    if (this.coupons.has(id)) throw invalid('Coupon already exists.', 'id', 'resource_already_exists');
    const coupon: FakeCoupon = {
      id,
      object: 'coupon',
      amount_off: amountOff,
      percent_off: percentOff,
      currency: currency?.toLowerCase() ?? null,
      duration,
      duration_in_months: months ? Number(months) : null,
      ...(products.length ? { applies_to: { products } } : {}),
      max_redemptions: str(params, 'max_redemptions') ? Number(str(params, 'max_redemptions')) : null,
      redeem_by: str(params, 'redeem_by') ? Number(str(params, 'redeem_by')) : null,
      times_redeemed: 0,
      name: str(params, 'name') ?? null,
      metadata: strings(params.metadata),
      created: this.state.now(),
      livemode: false,
    };
    this.coupons.set(id, coupon);
    return coupon;
  }

  createCode(params: FormObject): FakePromotionCode {
    const promotion = obj(params, 'promotion');
    if (str(params, 'coupon'))
      throw invalid('Received unknown parameter: coupon. Did you mean promotion[coupon]?', 'coupon');
    if (str(promotion, 'type') !== 'coupon')
      throw invalid('Missing required param: promotion[type].', 'promotion[type]', 'parameter_missing');
    const couponId = str(promotion, 'coupon');
    const coupon = couponId ? this.coupons.get(couponId) : undefined;
    if (!couponId || !coupon) throw missing('coupon', couponId ?? '', 'promotion[coupon]');
    const code = str(params, 'code') ?? this.state.id('PROMO').slice(6, 14).toUpperCase();
    if (!/^[A-Za-z0-9]{1,500}$/.test(code))
      throw invalid('Promotion codes may only contain letters (a-z, A-Z) and digits (0-9).', 'code');
    const taken = [...this.codes.values()].some((c) => c.active && c.code.toLowerCase() === code.toLowerCase());
    if (taken) throw invalid('An active promotion code with `code` already exists.', 'code', 'resource_already_exists');
    const expiresAt = str(params, 'expires_at') ? Number(str(params, 'expires_at')) : null;
    if (expiresAt !== null && coupon.redeem_by !== null && expiresAt > coupon.redeem_by)
      throw invalid("The promotion code's `expires_at` may not be after the coupon's `redeem_by`.", 'expires_at');
    const restrictions = obj(params, 'restrictions');
    const minimum = str(restrictions, 'minimum_amount');
    const promo: FakePromotionCode = {
      id: this.state.id('promo'),
      object: 'promotion_code',
      active: bool(params, 'active') ?? true,
      code,
      coupon: coupon.id,
      customer: str(params, 'customer') ?? null,
      expires_at: expiresAt,
      max_redemptions: str(params, 'max_redemptions') ? Number(str(params, 'max_redemptions')) : null,
      times_redeemed: 0,
      restrictions: {
        first_time_transaction: bool(restrictions, 'first_time_transaction') ?? false,
        minimum_amount: minimum ? Number(minimum) : null,
        minimum_amount_currency: str(restrictions, 'minimum_amount_currency')?.toLowerCase() ?? null,
      },
      metadata: strings(params.metadata),
      created: this.state.now(),
      livemode: false,
    };
    if (promo.restrictions.minimum_amount !== null && !promo.restrictions.minimum_amount_currency)
      throw invalid(
        'You must pass minimum_amount_currency when passing minimum_amount.',
        'restrictions[minimum_amount_currency]',
        'parameter_missing',
      );
    this.codes.set(promo.id, promo);
    return promo;
  }

  /** Whether the customer has paid anything before (first_time_transaction refuses them). */
  private hasPaidBefore(customer: string): boolean {
    for (const invoice of this.state.invoices.values())
      if (invoice.customer === customer && invoice.status === 'paid' && invoice.amount_paid > 0) return true;
    for (const pi of this.state.paymentIntents.values())
      if (pi.customer === customer && pi.status === 'succeeded' && !pi.invoice) return true;
    return false;
  }

  /**
   * The checks Stripe makes when a promotion code is applied (and previewed): active, not expired, redemptions left
   * on the code and its coupon, the customer it is limited to, first purchase only, the minimum amount.
   */
  check(promotionCodeId: string, customer: string, amountBeforeDiscount: number, currency: string): FakePromotionCode {
    const promo = this.codes.get(promotionCodeId);
    if (!promo) throw missing('promotion_code', promotionCodeId, PARAM);
    const coupon = this.coupons.get(promo.coupon)!;
    const now = this.state.now();
    if (!promo.active) throw invalid('This promotion code is inactive.', PARAM, 'promotion_code_inactive');
    if (promo.expires_at !== null && promo.expires_at <= now)
      throw invalid('This promotion code has expired.', PARAM, 'promotion_code_expired');
    if (coupon.redeem_by !== null && coupon.redeem_by <= now)
      throw invalid(`Coupon expired: ${coupon.id}`, PARAM, 'coupon_expired');
    if (promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions)
      throw invalid(
        'This promotion code has been redeemed the maximum number of times.',
        PARAM,
        'promotion_code_max_redemptions',
      );
    if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions)
      throw invalid(`Coupon expired: ${coupon.id}`, PARAM, 'coupon_expired');
    if (promo.customer && promo.customer !== customer)
      throw invalid('This promotion code cannot be redeemed by this customer.', PARAM, 'promotion_code_customer');
    if (promo.restrictions.first_time_transaction && this.hasPaidBefore(customer))
      throw invalid(
        'This promotion code cannot be redeemed because the associated customer has prior transactions.',
        PARAM,
        'promotion_code_first_time_transaction',
      );
    const minimum = promo.restrictions.minimum_amount;
    if (minimum !== null && (promo.restrictions.minimum_amount_currency !== currency || amountBeforeDiscount < minimum))
      throw invalid(
        `This promotion code requires a minimum order amount of ${(minimum / 100).toFixed(2)} ${(promo.restrictions.minimum_amount_currency ?? currency).toUpperCase()}.`,
        PARAM,
        'promotion_code_minimum_amount',
      );
    if (coupon.amount_off !== null && coupon.currency !== currency)
      throw invalid(
        `The coupon's currency (${coupon.currency}) does not match the currency of the invoice (${currency}).`,
        PARAM,
      );
    return promo;
  }

  /** Applies a checked code to a subscription: a discount, counted as a redemption of the code and its coupon. */
  redeem(promo: FakePromotionCode, customer: string, subscription: string): FakeDiscount {
    const coupon = this.coupons.get(promo.coupon)!;
    promo.times_redeemed += 1;
    coupon.times_redeemed += 1;
    const start = this.state.now();
    const discount: FakeDiscount = {
      id: this.state.id('di'),
      object: 'discount',
      coupon: coupon.id,
      promotion_code: promo.id,
      customer,
      subscription,
      start,
      end: coupon.duration === 'repeating' ? start + (coupon.duration_in_months ?? 1) * MONTH_SECONDS : null,
      invoicesDiscounted: 0,
    };
    this.discounts.set(discount.id, discount);
    return discount;
  }

  /** Whether a discount still applies to an invoice made now (a once coupon applies to one invoice). */
  isLive(discount: FakeDiscount, at: number): boolean {
    const coupon = this.coupons.get(discount.coupon);
    if (!coupon) return false;
    if (coupon.duration === 'once') return discount.invoicesDiscounted === 0;
    return discount.end === null || at < discount.end;
  }

  /** The discount on an amount of a product's price (0 when the coupon does not apply to that product). */
  amountOff(couponId: string, product: string, amount: number): number {
    const coupon = this.coupons.get(couponId);
    if (!coupon || amount <= 0) return 0;
    if (coupon.applies_to && !coupon.applies_to.products.includes(product)) return 0;
    if (coupon.percent_off !== null) return Math.round((amount * coupon.percent_off) / 100);
    return Math.min(amount, coupon.amount_off ?? 0);
  }

  renderCoupon = (coupon: FakeCoupon) => ({ ...coupon, valid: this.isCouponValid(coupon) });

  private isCouponValid(coupon: FakeCoupon): boolean {
    if (coupon.redeem_by !== null && coupon.redeem_by <= this.state.now()) return false;
    return coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions;
  }

  renderCode(promo: FakePromotionCode, expand: Expand) {
    const { coupon, ...rest } = promo;
    const found = this.coupons.get(coupon);
    return {
      ...rest,
      customer_account: null,
      promotion: {
        type: 'coupon',
        coupon: expand.has('promotion.coupon') && found ? this.renderCoupon(found) : coupon,
      },
    };
  }

  renderDiscount(discount: FakeDiscount, expand: Expand) {
    const coupon = this.coupons.get(discount.coupon);
    const promo = discount.promotion_code ? this.codes.get(discount.promotion_code) : undefined;
    return {
      id: discount.id,
      object: 'discount',
      checkout_session: null,
      customer: discount.customer,
      customer_account: null,
      end: discount.end,
      invoice: null,
      invoice_item: null,
      promotion_code:
        expand.has('promotion_code') && promo ? this.renderCode(promo, new Set()) : discount.promotion_code,
      source: { type: 'coupon', coupon: coupon ? this.renderCoupon(coupon) : discount.coupon },
      start: discount.start,
      subscription: discount.subscription,
      subscription_item: null,
    };
  }

  /** /v1/coupons and /v1/promotion_codes; null for any other path. */
  route(method: string, resource: string | undefined, id: string | undefined, params: FormObject, expand: Expand) {
    if (resource === 'coupons') {
      if (method === 'POST' && !id) return [200, this.renderCoupon(this.createCoupon(params))] as const;
      const coupon = id ? this.coupons.get(id) : undefined;
      if (method === 'GET' && id) {
        if (!coupon) throw missing('coupon', id);
        return [200, this.renderCoupon(coupon)] as const;
      }
      if (method === 'DELETE' && id) {
        if (!coupon) throw missing('coupon', id);
        this.coupons.delete(id);
        return [200, { id, object: 'coupon', deleted: true }] as const;
      }
      return null;
    }
    if (resource !== 'promotion_codes') return null;
    if (method === 'POST' && !id) return [200, this.renderCode(this.createCode(params), expand)] as const;
    if (method === 'GET' && !id) {
      const code = str(params, 'code');
      const active = bool(params, 'active');
      const data = [...this.codes.values()]
        .filter(
          (c) =>
            (code === undefined || c.code.toLowerCase() === code.toLowerCase()) &&
            (active === undefined || c.active === active) &&
            (str(params, 'coupon') === undefined || c.coupon === str(params, 'coupon')),
        )
        .reverse();
      const limit = Number(str(params, 'limit') ?? 10);
      return [
        200,
        {
          object: 'list',
          data: data.slice(0, limit).map((c) => this.renderCode(c, expand)),
          has_more: data.length > limit,
          url: '/v1/promotion_codes',
        },
      ] as const;
    }
    const promo = id ? this.codes.get(id) : undefined;
    if (!id || !promo) throw missing('promotion_code', id ?? '');
    if (method === 'GET') return [200, this.renderCode(promo, expand)] as const;
    if (method === 'POST') {
      for (const key of Object.keys(params))
        if (!['active', 'metadata', 'expand', 'restrictions'].includes(key))
          throw invalid(`Received unknown parameter: ${key}`, key);
      const active = bool(params, 'active');
      if (active === true && !promo.active) {
        const clash = [...this.codes.values()].some(
          (c) => c !== promo && c.active && c.code.toLowerCase() === promo.code.toLowerCase(),
        );
        if (clash)
          throw invalid('An active promotion code with `code` already exists.', 'active', 'resource_already_exists');
      }
      if (active !== undefined) promo.active = active;
      if (params.metadata) promo.metadata = { ...promo.metadata, ...strings(params.metadata) };
      return [200, this.renderCode(promo, expand)] as const;
    }
    throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}).` });
  }
}
