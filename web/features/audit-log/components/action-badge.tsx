import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { actionLabel, isAlarming } from '../lib/action-labels';
import { useMessages } from '../../../lib/i18n/messages';
import { auditLogMessages } from '../i18n';

export function ActionBadge({ action }: { action: string }) {
  const t = useMessages(auditLogMessages);
  return (
    <Badge
      variant={null}
      title={action}
      className={cn(
        'whitespace-nowrap',
        isAlarming(action)
          ? 'border-transparent bg-red-100 text-red-800'
          : 'border-transparent bg-slate-100 text-slate-800',
      )}
    >
      {actionLabel(t, action)}
    </Badge>
  );
}
