import type { ComputeMeta } from '../../../contract/compute.js';
import { formatPlanGigabytes } from '../../lib/format-size';

// How the launch selects read the client meta: a region shows its city, a plan its size and price, and
// only plans sold in the chosen region are offered (the catalogue lists where each plan can be deployed).

type Plan = ComputeMeta['plans'][number];
type Region = ComputeMeta['regions'][number];

export function regionLabel(region: Region): string {
  const place = [region.city, region.country].filter(Boolean).join(', ');
  return place ? `${place} (${region.id})` : region.id;
}

/**
 * An amount of US dollars as the locale writes it, without cents when whole ('$5', '$3.50'; '5 US$' in Spanish):
 * the providers' prices are whole dollars mostly, and 001 §2 writes them so.
 */
export function dollarsText(cents: number, locale: string, currency = 'usd'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** `perMonth`: the monthly price's words, only where billing applies to the reader (a client's launch costs them nothing). */
export function planLabel(plan: Plan, { perMonth }: { perMonth?: (dollars: number) => string } = {}): string {
  const parts = [plan.id];
  if (plan.vcpu_count !== undefined) parts.push(`${plan.vcpu_count} vCPU`);
  if (plan.ram !== undefined) parts.push(`${formatPlanGigabytes(plan.ram)} RAM`);
  if (plan.disk !== undefined) parts.push(`${plan.disk}GB SSD`);
  if (perMonth && plan.monthly_cost !== undefined && plan.monthly_cost !== null)
    parts.push(perMonth(plan.monthly_cost));
  return parts.join(' • ');
}

export function plansInRegion(plans: readonly Plan[], region: string): Plan[] {
  if (!region) return [...plans];
  return plans.filter((plan) => !plan.locations || plan.locations.includes(region));
}
