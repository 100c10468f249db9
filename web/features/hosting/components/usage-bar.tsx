import type { LimitValue } from '../../../../contract/hosting.js';
import { cn } from '../../../lib/utils';
import { formatSize, isUnlimitedSize, usagePercent } from '../../../lib/format-quota';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { withElements } from '../../../lib/i18n/with-elements';
import { useQuotaText } from '../../../lib/use-quota-text';

/** A whole percent in the locale's way ('45 %' in French); English as written before, with no Intl data to load. */
function formatPercent(percent: number, locale: string): string {
  if (locale === 'en') return `${percent}%`;
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);
}

/** Disk or bandwidth: 'used of limit' with a bar that turns amber at 75% and red at 90%. */
export function UsageBar({ label, usedMb, limit }: { label: string; usedMb: number; limit: LimitValue | null }) {
  const unlimited = isUnlimitedSize(limit);
  const percent = usagePercent(usedMb, limit);
  const colour = percent >= 90 ? 'bg-red-500' : percent >= 75 ? 'bg-amber-500' : 'bg-primary';
  const t = useMessages(hostingMessages);
  const quota = useQuotaText();
  const locale = useLocale();
  const limitText = quota.sizeLimit(limit);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-muted-foreground">
          {withElements((values) => t('usedOf', values), {
            used: <span className="font-medium text-slate-900">{formatSize(usedMb)}</span>,
            limit: limitText,
          })}
          {!unlimited && <span className="ms-1.5 tabular-nums">({formatPercent(percent, locale)})</span>}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('usageUsed', { label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={unlimited ? undefined : percent}
        aria-valuetext={unlimited ? t('usedOfUnlimited', { used: formatSize(usedMb) }) : formatPercent(percent, locale)}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-700', colour)}
          style={{ width: `${unlimited ? 0 : percent}%` }}
        />
      </div>
    </div>
  );
}
