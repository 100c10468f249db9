import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages, type HostingKey } from '../i18n';

export type BadgeTone = 'active' | 'suspended' | 'pending' | 'other';

/** 000 §4: active green, suspended red (when the stats say so), otherwise secondary; 001 §4: pending yellow. */
export function statusTone(status: string, suspended?: boolean): BadgeTone {
  if (suspended || status === 'suspended') return 'suspended';
  if (status === 'active') return 'active';
  if (status === 'pending') return 'pending';
  return 'other';
}

const TONE_CLASSES: Record<BadgeTone, string> = {
  active: 'border-transparent bg-emerald-100 text-emerald-800',
  suspended: 'border-transparent bg-red-100 text-red-800',
  pending: 'border-transparent bg-yellow-100 text-yellow-800',
  other: '',
};

const LABELS: Record<Exclude<BadgeTone, 'other'>, HostingKey> = {
  active: 'statusActive',
  suspended: 'statusSuspended',
  pending: 'statusPending',
};

/** `idle`: suspended by the idle rule, which the owner undoes in one click: 'Deactivated', not 'Suspended'. */
export function HostingStatusBadge({
  status,
  suspended,
  idle,
}: {
  status: string;
  suspended?: boolean;
  idle?: boolean;
}) {
  const tone = statusTone(status, suspended);
  const t = useMessages(hostingMessages);
  // Another status is the server's own word, shown as it comes (capitalised).
  const label =
    tone === 'other' ? status.charAt(0).toUpperCase() + status.slice(1) : t(idle ? 'statusDeactivated' : LABELS[tone]);
  return (
    <Badge variant={tone === 'other' ? 'secondary' : null} data-tone={tone} className={TONE_CLASSES[tone]}>
      <span
        className={cn(
          'size-1.5 rounded-full',
          tone === 'active'
            ? 'bg-emerald-500'
            : tone === 'suspended'
              ? 'bg-red-500'
              : tone === 'pending'
                ? 'bg-yellow-500'
                : 'bg-slate-400',
        )}
        aria-hidden="true"
      />
      {label}
    </Badge>
  );
}
