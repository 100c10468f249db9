import type { PublicPackage } from '../../../../contract/admin.js';
import { PLAN_DEFAULTS, type PaidPlanType } from '../../../../contract/paid-hosting-constants.js';
import { formatDollars } from '../../../lib/format-dollars';
import { describePackageQuotas } from '../../../lib/format-quota';

/** The chosen plan's price and what it includes (the package's figures, else the 000 §5 defaults). */
export function PlanSummary({ plan, pkg }: { plan: PaidPlanType; pkg: PublicPackage | undefined }) {
  const d = PLAN_DEFAULTS[plan];
  // The same figures, in the same units, as the package list and the hosting cards (web/lib/format-quota.ts).
  const quotas = describePackageQuotas(pkg ?? d);
  const facts = [
    `${quotas.disk} storage`,
    `${quotas.bandwidth} bandwidth`,
    `${quotas.emailAccounts} e-mail accounts`,
    `${quotas.databases} databases`,
  ];
  return (
    <div className="grid gap-2 rounded-lg border bg-accent/40 p-4">
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{pkg?.description ?? d.description}</span>
        <span>
          <span className="text-2xl font-bold">{formatDollars(pkg?.price ?? d.price)}</span>
          <span className="text-sm text-muted-foreground">/mo</span>
        </span>
      </p>
      <ul className="grid grid-cols-2 gap-1 text-sm text-muted-foreground">
        {facts.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Extensions: {plan === 'starter' ? '.cc, .best, .store, .co.za' : '.cc, .best, .store, .co.za, .com, .net, .org'}
      </p>
    </div>
  );
}
