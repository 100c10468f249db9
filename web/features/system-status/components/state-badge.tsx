import type { SystemState } from '../../../../contract/system-status.js';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { useMessages } from '../../../lib/i18n/messages';
import { systemStatusMessages } from '../i18n';

const LOOK = {
  ok: { text: 'stateOk', variant: 'success' },
  failing: { text: 'stateFailing', variant: 'destructive' },
  unknown: { text: 'stateUnknown', variant: 'secondary' },
  not_configured: { text: 'stateNotConfigured', variant: 'outline' },
} as const satisfies Record<SystemState, { text: string; variant: BadgeProps['variant'] }>;

export function StateBadge({ state }: { state: SystemState }) {
  const t = useMessages(systemStatusMessages);
  const { text, variant } = LOOK[state];
  return (
    <Badge variant={variant} className="w-fit whitespace-nowrap">
      {t(text)}
    </Badge>
  );
}
