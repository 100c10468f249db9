import { Badge } from '../../../components/ui/badge';

const LABELS: Record<string, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  canceled: 'Canceled',
};

/** 001 §4 donation status: completed in green, anything else neutral. */
export function DonationStatusBadge({ status }: { status: string }) {
  const label = LABELS[status] ?? status;
  return status === 'completed' ? <Badge variant="success">{label}</Badge> : <Badge variant="secondary">{label}</Badge>;
}
