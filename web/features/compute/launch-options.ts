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

/** `withPrice`: false where no billing applies to the reader (a client's launch costs them nothing). */
export function planLabel(plan: Plan, { withPrice = true }: { withPrice?: boolean } = {}): string {
  const parts = [plan.id];
  if (plan.vcpu_count !== undefined) parts.push(`${plan.vcpu_count} vCPU`);
  if (plan.ram !== undefined) parts.push(`${formatPlanGigabytes(plan.ram)} RAM`);
  if (plan.disk !== undefined) parts.push(`${plan.disk}GB SSD`);
  if (withPrice && plan.monthly_cost !== undefined && plan.monthly_cost !== null)
    parts.push(`$${plan.monthly_cost}/mo`);
  return parts.join(' • ');
}

export function plansInRegion(plans: readonly Plan[], region: string): Plan[] {
  if (!region) return [...plans];
  return plans.filter((plan) => !plan.locations || plan.locations.includes(region));
}
