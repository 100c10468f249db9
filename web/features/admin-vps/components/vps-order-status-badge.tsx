import type { VpsOrderStatus } from '../../../../contract/vps.js';
import { Badge } from '../../../components/ui/badge';
import { useMessages } from '../../../lib/i18n/messages';
import { vpsMessages } from '../i18n';
import { STATUS_LABELS } from '../vps-order-form';

const TONE: Record<VpsOrderStatus, string> = {
  pending: 'border-transparent bg-amber-100 text-amber-900',
  processing: 'border-transparent bg-blue-100 text-blue-900',
  completed: 'border-transparent bg-emerald-600 text-emerald-50',
  cancelled: 'border-transparent bg-slate-200 text-slate-700',
};

/** An order's status; an unknown one reads as pending (001 §4). */
export function VpsOrderStatusBadge({ status }: { status: string }) {
  const t = useMessages(vpsMessages);
  const known = (status in TONE ? status : 'pending') as VpsOrderStatus;
  return (
    <Badge variant={null} className={TONE[known]}>
      {t(STATUS_LABELS[known])}
    </Badge>
  );
}
