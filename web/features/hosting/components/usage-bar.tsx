import type { LimitValue } from '../../../../contract/hosting.js';
import { cn } from '../../../lib/utils';
import { formatSize, formatSizeLimit, isUnlimitedSize, usagePercent } from '../../../lib/format-quota';

/** Disk or bandwidth: 'used of limit' with a bar that turns amber at 75% and red at 90%. */
export function UsageBar({ label, usedMb, limit }: { label: string; usedMb: number; limit: LimitValue | null }) {
  const unlimited = isUnlimitedSize(limit);
  const percent = usagePercent(usedMb, limit);
  const colour = percent >= 90 ? 'bg-red-500' : percent >= 75 ? 'bg-amber-500' : 'bg-primary';
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-muted-foreground">
          <span className="font-medium text-slate-900">{formatSize(usedMb)}</span> of {formatSizeLimit(limit)}
          {!unlimited && <span className="ml-1.5 tabular-nums">({percent}%)</span>}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={unlimited ? undefined : percent}
        aria-valuetext={unlimited ? `${formatSize(usedMb)} of unlimited` : `${percent}%`}
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
