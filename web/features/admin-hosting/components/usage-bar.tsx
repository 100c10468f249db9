import { Progress } from '../../../components/ui/progress';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';
import { formatByteSize, usagePercent } from '../../../lib/format-quota';
import { useQuotaText } from '../../../lib/use-quota-text';

/** Disk or bandwidth use against its limit (bytes), labelled Live (read from WHM) or Local (our figures). */
export function UsageBar({ label, used, limit, live }: { label: string; used: number; limit: number; live: boolean }) {
  const t = useMessages(hostingMessages);
  const quota = useQuotaText();
  const percent = usagePercent(used, limit);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-2 font-medium">
          {label}
          <span
            className={`rounded px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wide ${live ? 'bg-success/15 text-success' : 'bg-muted text-muted-foreground'}`}
          >
            {live ? t('live') : t('local')}
          </span>
        </span>
        <span className="text-muted-foreground tabular-nums">
          {formatByteSize(used)} / {quota.byteLimit(limit)}
        </span>
      </div>
      <Progress value={percent} aria-label={t('usedPercent', { label, percent: Math.round(percent) })} />
    </div>
  );
}
