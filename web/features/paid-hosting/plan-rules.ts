import type { DomainAvailability } from '../../../contract/paid-hosting.js';
import {
  PREMIUM_TLDS,
  STARTER_TLDS,
  normaliseDomainLabel,
  normaliseTld,
  planTypeForTld,
  type PaidPlanType,
} from '../../../contract/paid-hosting-constants.js';
import { DEFAULT_TLD } from '../../../contract/constants.js';

// The paid-hosting rules of 000 §4 and §5 the screens apply (the server applies them again at checkout).

export { normaliseDomainLabel as cleanLabel };

/** 000 §5: Starter offers the starter list; Premium starter + premium. */
export function tldsForPlan(plan: PaidPlanType): readonly string[] {
  return plan === 'starter' ? STARTER_TLDS : PREMIUM_TLDS;
}

/** 000 §5: a prefilled TLD falls back to cc when it is not one we sell. */
export function prefilledTld(input: string | null | undefined): string {
  const tld = normaliseTld(input ?? '');
  return PREMIUM_TLDS.includes(tld) ? tld : DEFAULT_TLD;
}

/**
 * 000 §4: a domain that needs Premium switches the plan to Premium; on Starter a TLD it does not allow resets to
 * the first starter one. Answers the plan and TLD to show.
 */
export function fitPlanAndTld(
  plan: PaidPlanType,
  tld: string,
  changed: 'plan' | 'tld',
): { plan: PaidPlanType; tld: string } {
  if (changed === 'tld' && planTypeForTld(tld) === 'premium') return { plan: 'premium', tld };
  if (plan === 'starter' && !STARTER_TLDS.includes(tld)) return { plan, tld: STARTER_TLDS[0]! };
  return { plan, tld };
}

/** Does the plan allow a domain that requires `required`? */
export const planFits = (plan: PaidPlanType, required: PaidPlanType) => plan === 'premium' || required === 'starter';

/**
 * The extensions asked after the requested one is taken: the others of the requested TLD's plan first, then the
 * VIP plan's .com and .org (and .net), without the requested one.
 */
export function alternativeTlds(requested: string): string[] {
  const samePlan =
    planTypeForTld(requested) === 'premium'
      ? PREMIUM_TLDS.filter((t) => planTypeForTld(t) === 'premium')
      : STARTER_TLDS;
  const vip = ['com', 'org', 'net'];
  return [...new Set([...samePlan, ...vip])].filter((t) => t !== requested);
}

/** 000 §4: the requested domain if available, else the first available alternative, else the VIP .com/.org option. */
export function preselect(
  requested: DomainAvailability | null,
  alternatives: DomainAvailability[],
): DomainAvailability | null {
  if (requested?.available) return requested;
  const free = alternatives.filter((a) => a.available);
  return (
    free.find((a) => a.planTypeRequired === planTypeForTld(requested?.tld ?? DEFAULT_TLD)) ??
    free.find((a) => a.tld === 'com' || a.tld === 'org') ??
    free[0] ??
    null
  );
}

/** Query string of /paid-hosting for a chosen domain (000 §2: domain, plan, label, tld). */
export function paidHostingHref(
  result: Pick<DomainAvailability, 'domain' | 'tld' | 'planTypeRequired'>,
  label: string,
): string {
  const params = new URLSearchParams({ domain: result.domain, plan: result.planTypeRequired, label, tld: result.tld });
  return `/paid-hosting?${params.toString()}`;
}

/** The query of /paid-hosting (000 §2: domain, plan, label, tld), cleaned by the 000 §5 rules. */
export function readPaidHostingQuery(search: string): { label: string; plan: PaidPlanType; tld: string } {
  const q = new URLSearchParams(search);
  const domain = (q.get('domain') ?? '').trim().toLowerCase();
  const dot = domain.indexOf('.');
  const label = normaliseDomainLabel(q.get('label') ?? (dot > 0 ? domain.slice(0, dot) : domain));
  const tld = prefilledTld(q.get('tld') ?? (dot > 0 ? domain.slice(dot + 1) : null));
  const plan: PaidPlanType = q.get('plan') === 'premium' ? 'premium' : 'starter';
  return { label, ...fitPlanAndTld(plan, tld, 'tld') };
}
