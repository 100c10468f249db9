import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { Badge } from '../../../components/ui/badge';
import { statusLabel, statusTone } from '../instance-status';

export function InstanceStatusBadge({ status }: { status: string }) {
  const t = useMessages(computeMessages);
  return (
    <Badge variant={statusTone(status)} data-status={status}>
      {statusLabel(status, t)}
    </Badge>
  );
}
