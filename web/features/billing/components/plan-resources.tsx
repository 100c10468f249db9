import type { PlanResource, PlanResourceKey } from '../../../../contract/plan-changes.js';
import { formatCountLimit, formatSizeLimit } from '../../../lib/format-quota';
import { formatMegabytes } from '../../../lib/format-size';
import { cn } from '../../../lib/utils';
import { useMessages } from '../../../lib/i18n/messages';
import { billingMessages, type BillingKey } from '../i18n';
import { useQuotaText } from '../../../lib/use-quota-text';

const RESOURCE_LABELS: Record<PlanResourceKey, BillingKey> = {
  diskMb: 'resourceDiskMb',
  bandwidthMb: 'resourceBandwidthMb',
  emailAccounts: 'resourceEmailAccounts',
  databases: 'resourceDatabases',
  subdomains: 'resourceSubdomains',
  vcpu: 'resourceVcpu',
  memoryMb: 'resourceMemoryMb',
  storageGb: 'resourceStorageGb',
  ipv4Addresses: 'resourceIpv4Addresses',
};

/** A plan's figure as every other screen says it: sizes through the one size formatter, 999+ as Unlimited. */
export function formatResource(key: PlanResourceKey, amount: number, unlimited: string): string {
  switch (key) {
    case 'diskMb':
    case 'bandwidthMb':
      return formatSizeLimit(amount, unlimited);
    case 'memoryMb':
      return formatMegabytes(amount);
    case 'storageGb':
      return `${amount} GB`;
    case 'vcpu':
      return String(amount);
    default:
      return formatCountLimit(amount, unlimited);
  }
}

/** What changes between two plans, figure by figure; a figure that does not change is shown plain. */
export function ResourceComparison({
  from,
  to,
  fromName,
  toName,
}: {
  from: PlanResource[];
  to: PlanResource[];
  fromName: string;
  toName: string;
}) {
  const t = useMessages(billingMessages);
  const { unlimited } = useQuotaText();
  const before = new Map(from.map((r) => [r.key, r.amount]));
  const rows = to.map((r) => ({ key: r.key, before: before.get(r.key), after: r.amount }));
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-sm" data-testid="plan-resources">
      <caption className="sr-only">{t('whatChanges')}</caption>
      <thead>
        <tr className="text-start text-xs uppercase tracking-wide text-muted-foreground">
          <th scope="col" className="py-1 pe-2 font-medium">
            <span className="sr-only">{t('resource')}</span>
          </th>
          <th scope="col" className="py-1 pe-2 text-end font-medium">
            {fromName}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {toName}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const changed = row.before !== row.after;
          return (
            <tr key={row.key} className="border-t">
              <th scope="row" className="py-1.5 pe-2 text-start font-normal">
                {t(RESOURCE_LABELS[row.key])}
              </th>
              <td className="py-1.5 pe-2 text-end tabular-nums text-muted-foreground">
                {row.before === undefined ? '—' : formatResource(row.key, row.before, unlimited)}
              </td>
              <td className={cn('py-1.5 text-end tabular-nums', changed && 'font-semibold')}>
                {formatResource(row.key, row.after, unlimited)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
