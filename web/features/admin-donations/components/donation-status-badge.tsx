import { Badge } from '../../../components/ui/badge';
import { useMessages } from '../../../lib/i18n/messages';
import { donationsMessages } from '../i18n';

const LABELS = {
  completed: 'statusCompleted',
  pending: 'statusPending',
  failed: 'statusFailed',
  refunded: 'statusRefunded',
  canceled: 'statusCanceled',
} as const satisfies Record<string, keyof typeof donationsMessages.english>;

/** 001 §4 donation status: completed in green, anything else neutral. */
export function DonationStatusBadge({ status }: { status: string }) {
  const t = useMessages(donationsMessages);
  const key = (LABELS as Record<string, (typeof LABELS)[keyof typeof LABELS]>)[status];
  const label = key ? t(key) : status;
  return status === 'completed' ? <Badge variant="success">{label}</Badge> : <Badge variant="secondary">{label}</Badge>;
}
