import type { VpsOwnerOrder } from '../../../contract/vps.js';
import { Badge } from '../../components/ui/badge';
import { useMessages } from '../../lib/i18n/messages';
import { vpsOrdersMessages } from './orders-i18n';

// 000 §4: the VPS order badge is green for active, orange for pending, red for anything else. An order is
// active once its server is handed over (completed) while Stripe still collects the subscription; pending and
// processing orders are on their way; cancelled orders and subscriptions that stopped paying are red.
const STOPPED = new Set(['canceled', 'cancelled', 'unpaid', 'past_due', 'incomplete_expired']);

type VpsOrderStateKey =
  | 'stateCancelled'
  | 'statePastDue'
  | 'stateUnpaid'
  | 'stateExpired'
  | 'stateActive'
  | 'stateProcessing'
  | 'statePending';

/** The badge's state: `label` is its catalogue key. */
export function vpsOrderState(order: Pick<VpsOwnerOrder, 'status' | 'subscriptionStatus'>): {
  label: VpsOrderStateKey;
  tone: 'green' | 'orange' | 'red';
} {
  const sub = order.subscriptionStatus;
  if (order.status === 'cancelled' || sub === 'canceled' || sub === 'cancelled')
    return { label: 'stateCancelled', tone: 'red' };
  if (sub && STOPPED.has(sub))
    return {
      label: sub === 'past_due' ? 'statePastDue' : sub === 'unpaid' ? 'stateUnpaid' : 'stateExpired',
      tone: 'red',
    };
  if (order.status === 'completed') return { label: 'stateActive', tone: 'green' };
  return { label: order.status === 'processing' ? 'stateProcessing' : 'statePending', tone: 'orange' };
}

// The 700 shades: white text on them passes WCAG AA contrast for the badge's small bold text (500/600 did not).
const TONES = {
  green: 'border-transparent bg-emerald-700 text-emerald-50',
  orange: 'border-transparent bg-orange-700 text-orange-50',
  red: 'border-transparent bg-red-600 text-red-50',
} as const;

export function VpsOrderBadge({ order }: { order: Pick<VpsOwnerOrder, 'status' | 'subscriptionStatus'> }) {
  const t = useMessages(vpsOrdersMessages);
  const { label, tone } = vpsOrderState(order);
  return (
    <Badge variant={null} className={TONES[tone]} data-tone={tone}>
      {t(label)}
    </Badge>
  );
}
