import type { VpsOwnerOrder } from '../../../contract/vps.js';
import { Badge } from '../../components/ui/badge';

// 000 §4: the VPS order badge is green for active, orange for pending, red for anything else. An order is
// active once its server is handed over (completed) while Stripe still collects the subscription; pending and
// processing orders are on their way; cancelled orders and subscriptions that stopped paying are red.
const STOPPED = new Set(['canceled', 'cancelled', 'unpaid', 'past_due', 'incomplete_expired']);

export function vpsOrderState(order: Pick<VpsOwnerOrder, 'status' | 'subscriptionStatus'>): {
  label: string;
  tone: 'green' | 'orange' | 'red';
} {
  const sub = order.subscriptionStatus;
  if (order.status === 'cancelled' || sub === 'canceled' || sub === 'cancelled')
    return { label: 'Cancelled', tone: 'red' };
  if (sub && STOPPED.has(sub))
    return { label: sub === 'past_due' ? 'Past due' : sub === 'unpaid' ? 'Unpaid' : 'Expired', tone: 'red' };
  if (order.status === 'completed') return { label: 'Active', tone: 'green' };
  return { label: order.status === 'processing' ? 'Processing' : 'Pending', tone: 'orange' };
}

const TONES = {
  green: 'border-transparent bg-emerald-600 text-white',
  orange: 'border-transparent bg-orange-500 text-white',
  red: 'border-transparent bg-red-600 text-white',
} as const;

export function VpsOrderBadge({ order }: { order: Pick<VpsOwnerOrder, 'status' | 'subscriptionStatus'> }) {
  const { label, tone } = vpsOrderState(order);
  return (
    <Badge variant={null} className={TONES[tone]} data-tone={tone}>
      {label}
    </Badge>
  );
}
