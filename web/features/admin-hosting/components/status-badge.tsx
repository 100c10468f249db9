import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';

/** 001 §4: active green, suspended red, pending yellow, anything else gray. */
export function statusTone(status: string): 'green' | 'red' | 'yellow' | 'gray' {
  if (status === 'active') return 'green';
  if (status === 'suspended') return 'red';
  if (status === 'pending') return 'yellow';
  return 'gray';
}

const TONES = {
  green: 'border-green-200 bg-green-100 text-green-800',
  red: 'border-red-200 bg-red-100 text-red-800',
  yellow: 'border-yellow-200 bg-yellow-100 text-yellow-800',
  gray: 'border-gray-200 bg-gray-100 text-gray-700',
} as const;

/** The statuses WHM and we use, in the page's language; any other is shown as the server wrote it. */
const STATUS_KEYS = { active: 'statusActive', suspended: 'statusSuspended', pending: 'statusPending' } as const;

export function StatusBadge({ status }: { status: string }) {
  const t = useMessages(hostingMessages);
  const tone = statusTone(status);
  const key = STATUS_KEYS[status as keyof typeof STATUS_KEYS];
  return (
    <Badge variant={null} data-tone={tone} className={cn('capitalize', TONES[tone])}>
      {key ? t(key) : status || t('statusUnknown')}
    </Badge>
  );
}
