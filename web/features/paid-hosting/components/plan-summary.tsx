import type { PublicPackage } from '../../../../contract/admin.js';
import { PLAN_DEFAULTS, type PaidPlanType } from '../../../../contract/paid-hosting.js';
import { formatDollars } from '../../../lib/format-dollars';
import { formatMegabytes } from '../../../lib/format-size';

/** The chosen plan's price and what it includes (the package's figures, else the 000 §5 defaults). */
export function PlanSummary({ plan, pkg }: { plan: PaidPlanType; pkg: PublicPackage | undefined }) {
  const d = PLAN_DEFAULTS[plan];
  const facts = [
    `${formatMegabytes(pkg?.diskSpaceQuota ?? d.diskSpaceQuota)} storage`, `${formatMegabytes(pkg?.bandwidthQuota ?? d.bandwidthQuota)} bandwidth`,
    `${pkg?.emailAccounts ?? d.emailAccounts} e-mail accounts`, `${pkg?.databases ?? d.databases} databases`,
  ];
  return (
    <div className="grid gap-2 rounded-lg border bg-accent/40 p-4">
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{pkg?.description ?? d.description}</span>
        <span><span className="text-2xl font-bold">{formatDollars(pkg?.price ?? d.price)}</span><span className="text-sm text-muted-foreground">/mo</span></span>
      </p>
      <ul className="grid grid-cols-2 gap-1 text-sm text-muted-foreground">{facts.map((f) => <li key={f}>{f}</li>)}</ul>
      <p className="text-xs text-muted-foreground">Extensions: {(plan === 'starter' ? '.cc, .best, .store, .co.za' : '.cc, .best, .store, .co.za, .com, .net, .org')}</p>
    </div>
  );
}
