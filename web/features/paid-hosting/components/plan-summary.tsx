import type { PublicPackage } from '../../../../contract/admin.js';
import { PLAN_DEFAULTS, type PaidPlanType } from '../../../../contract/paid-hosting-constants.js';
import { useQuotaText } from '../../../lib/use-quota-text';
import { useMessages } from '../../../lib/i18n/messages';
import { useDollars } from '../../../lib/i18n/use-dollars';
import { paidHostingMessages } from '../i18n';

/** The chosen plan's price and what it includes (the package's figures, else the 000 §5 defaults). */
export function PlanSummary({ plan, pkg }: { plan: PaidPlanType; pkg: PublicPackage | undefined }) {
  const t = useMessages(paidHostingMessages);
  const dollars = useDollars();
  const d = PLAN_DEFAULTS[plan];
  // The same figures, in the same units, as the package list and the hosting cards (web/lib/format-quota.ts).
  const quotas = useQuotaText().packageQuotas(pkg ?? d);
  const facts = [
    t('storage', { amount: quotas.disk }),
    t('bandwidth', { amount: quotas.bandwidth }),
    t('emailAccounts', { count: String(quotas.emailAccounts) }),
    t('databases', { count: String(quotas.databases) }),
  ];
  return (
    <div className="grid gap-2 rounded-lg border bg-accent/40 p-4">
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{pkg?.description ?? d.description}</span>
        <span>
          <span className="text-2xl font-bold">{dollars(pkg?.price ?? d.price)}</span>
          <span className="text-sm text-muted-foreground">{t('perMonthShort')}</span>
        </span>
      </p>
      <ul className="grid grid-cols-2 gap-1 text-sm text-muted-foreground">
        {facts.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        {t('extensions', {
          list: plan === 'starter' ? '.cc, .best, .store, .co.za' : '.cc, .best, .store, .co.za, .com, .net, .org',
        })}
      </p>
    </div>
  );
}
