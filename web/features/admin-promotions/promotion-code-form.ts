import { z } from 'zod';
import {
  PROMOTION_MESSAGES as M,
  promotionCodeText,
  type PromotionCodeCreateBody,
  type PromotableProduct,
} from '../../../contract/promotion-codes.js';
import type { Translate } from '../../lib/i18n/messages';
import type { promotionMessages } from './i18n';

// The new-code dialog's fields as typed (strings), their rules with clear messages, and the API body. The dialog's
// own messages are keys of its catalogue (shown in the admin's language); the contract's are its English text. An amount off
// is typed in dollars and sent in cents; the expiry is a local date and time, sent as an instant.

const dollars = /^\d+(\.\d{1,2})?$/;
const wholeNumber = /^\d+$/;
export const MAX_REDEMPTIONS_CEILING = 1_000_000;

export const promotionCodeFormSchema = z
  .object({
    code: promotionCodeText,
    kind: z.enum(['percent', 'amount']),
    value: z.string().trim(),
    duration: z.enum(['once', 'repeating', 'forever']),
    durationInMonths: z.string().trim(),
    paidHosting: z.boolean(),
    vps: z.boolean(),
    maxRedemptions: z.string().trim(),
    expiresAt: z.string().trim(),
    firstTimeOnly: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.value) issue('value', M.percentOrAmount);
    else if (v.kind === 'percent' && !(wholeNumber.test(v.value) && Number(v.value) >= 1 && Number(v.value) <= 100))
      issue('value', 'errorPercent');
    else if (v.kind === 'amount' && !(dollars.test(v.value) && Number(v.value) >= 0.01 && Number(v.value) <= 10_000))
      issue('value', 'errorAmount');
    if (
      v.duration === 'repeating' &&
      !(wholeNumber.test(v.durationInMonths) && Number(v.durationInMonths) >= 1 && Number(v.durationInMonths) <= 36)
    )
      issue('durationInMonths', v.durationInMonths ? 'errorMonths' : M.monthsNeeded);
    if (v.maxRedemptions && !(wholeNumber.test(v.maxRedemptions) && Number(v.maxRedemptions) >= 1))
      issue('maxRedemptions', 'errorMaxRedemptions');
    if (v.maxRedemptions && Number(v.maxRedemptions) > MAX_REDEMPTIONS_CEILING)
      issue('maxRedemptions', 'errorMaxRedemptionsCeiling');
    if (v.expiresAt && Number.isNaN(new Date(v.expiresAt).getTime())) issue('expiresAt', 'errorDateTime');
    else if (v.expiresAt && new Date(v.expiresAt).getTime() <= Date.now()) issue('expiresAt', M.expired);
    if (!v.paidHosting && !v.vps) issue('products', 'errorProducts');
  });

export type PromotionCodeFormValues = z.infer<typeof promotionCodeFormSchema>;

export const EMPTY_PROMOTION_CODE_FORM: PromotionCodeFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  duration: 'once',
  durationInMonths: '',
  paidHosting: true,
  vps: true,
  maxRedemptions: '',
  expiresAt: '',
  firstTimeOnly: false,
};

export function promotionFormToBody(v: PromotionCodeFormValues): PromotionCodeCreateBody {
  const products: PromotableProduct[] = [];
  if (v.paidHosting) products.push('paid_hosting');
  if (v.vps) products.push('vps');
  return {
    code: v.code.trim(),
    ...(v.kind === 'percent'
      ? { percentOff: Number(v.value), amountOffCents: null }
      : { percentOff: null, amountOffCents: Math.round(Number(v.value) * 100) }),
    duration: v.duration,
    durationInMonths: v.duration === 'repeating' ? Number(v.durationInMonths) : null,
    // Both chosen is every product that takes codes: sent as the empty list the server reads that way.
    products: products.length === 2 ? [] : products,
    maxRedemptions: v.maxRedemptions ? Number(v.maxRedemptions) : null,
    expiresAt: v.expiresAt ? new Date(v.expiresAt).toISOString() : null,
    firstTimeOnly: v.firstTimeOnly,
  };
}

/** 'paid_hosting' → 'Paid hosting' (in the admin's words); an empty list is every product that takes codes. */
export function productsLabel(t: Translate<keyof typeof promotionMessages.english>, products: string[]): string {
  if (products.length === 0) return t('paidHostingAndVps');
  return products.map((p) => (p === 'paid_hosting' ? t('paidHosting') : p === 'vps' ? t('vps') : p)).join(', ');
}
