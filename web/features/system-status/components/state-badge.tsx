import type { SystemState } from '../../../../contract/system-status.js';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const LOOK: Record<SystemState, { text: string; variant: BadgeProps['variant'] }> = {
  ok: { text: 'OK', variant: 'success' },
  failing: { text: 'Failing', variant: 'destructive' },
  unknown: { text: 'Not called yet', variant: 'secondary' },
  not_configured: { text: 'Not configured', variant: 'outline' },
};

export function StateBadge({ state }: { state: SystemState }) {
  const { text, variant } = LOOK[state];
  return (
    <Badge variant={variant} className="w-fit whitespace-nowrap">
      {text}
    </Badge>
  );
}
