import { Badge } from '../../../components/ui/badge';
import { statusLabel, statusTone } from '../instance-status';

export function InstanceStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusTone(status)} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
