import { CircleCheck, ClipboardList, RefreshCw } from 'lucide-react';
import type { PendingOrder } from '../../../../contract/paid-hosting.js';
import { PENDING_ORDER_MESSAGES, pendingOrderLabel } from '../../../../contract/paid-hosting-constants.js';
import { PaymentRefundAction } from '../../../components/payment-refund';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { formatDollars } from '../../../lib/format-dollars';
import { cn } from '../../../lib/utils';
import { useCompleteOrder } from '../api/complete-order';
import { usePendingOrders } from '../api/get-pending-orders';

const BADGE: Record<string, string> = {
  Pending: 'border-transparent bg-amber-100 text-amber-900 hover:bg-amber-100',
  Processing: 'border-transparent bg-blue-100 text-blue-900 hover:bg-blue-100',
  Completed: 'border-transparent bg-emerald-600 text-white hover:bg-emerald-600',
  Cancelled: 'border-transparent bg-slate-200 text-slate-700 hover:bg-slate-200',
};

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-all font-mono text-sm">{value ?? '—'}</dd>
    </div>
  );
}

/** Three kinds of order land here; each says what to do by hand. */
const KIND: Record<string, string> = { premium_hosting: 'Paid hosting', vps: 'VPS', gift: 'Donation gift' };

/** The line that names the order: the domain, the VPS package, or the gift. */
function orderTitle(order: PendingOrder): string {
  const d = order.orderDetails;
  if (d.domain) return d.domain;
  if (d.packageName) return `${d.packageName}${d.operatingSystem ? ` · ${d.operatingSystem}` : ''}`;
  if (d.giftTier) return `${d.giftTier} gift${d.giftType ? ` · ${d.giftType}` : ''}`;
  return order.orderId ?? `Order #${order.id}`;
}

function OrderCard({ order }: { order: PendingOrder }) {
  const complete = useCompleteOrder();
  const label = pendingOrderLabel(order.status);
  const isDone = order.status === 'completed';
  const d = order.orderDetails;
  const isHosting = order.orderType === 'premium_hosting';
  const title = orderTitle(order);
  const onComplete = () =>
    complete.mutate(order.id, {
      onSuccess: () => toast({ title: 'Order completed', description: `${title} is marked completed.` }),
      onError: () =>
        toast({ title: 'Error', description: PENDING_ORDER_MESSAGES.updateFailed, variant: 'destructive' }),
    });
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="pending-order">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all text-base font-semibold">{title}</span>
        <Badge variant={null} className={BADGE[label]}>
          {label}
        </Badge>
        <Badge variant="outline">{KIND[order.orderType] ?? order.orderType}</Badge>
        {d.planType && (
          <Badge variant="outline" className="capitalize">
            {d.planType}
          </Badge>
        )}
        <span className="ml-auto text-sm text-muted-foreground">{new Date(order.createdAt).toLocaleString()}</span>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Customer" value={[order.customerName, order.customerEmail].filter(Boolean).join(' · ')} />
        <Detail
          label={order.orderType === 'vps' ? 'Package' : order.orderType === 'gift' ? 'Gift' : 'Plan'}
          value={d.planType ?? d.packageName ?? d.giftType}
        />
        {order.orderType === 'vps' && <Detail label="Operating system" value={d.operatingSystem} />}
        <Detail
          label="Total"
          value={order.totalPrice !== null ? `${formatDollars(order.totalPrice)} ${order.currency}/mo` : null}
        />
        <Detail label="Subscription" value={d.subscriptionId} />
        <Detail label="Stripe customer" value={d.customerId} />
        {isHosting && <Detail label="WHM username" value={d.whmUsername} />}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={onComplete} disabled={isDone || order.status === 'cancelled' || complete.isPending}>
          <CircleCheck aria-hidden="true" />
          {isDone ? 'Completed' : complete.isPending ? 'Saving...' : 'Mark completed'}
        </Button>
        {order.processedAt && (
          <span className="text-xs text-muted-foreground">
            Processed {new Date(order.processedAt).toLocaleString()}
          </span>
        )}
        {order.status === 'cancelled' && order.rejectionReason && (
          <span className="text-xs text-muted-foreground">{order.rejectionReason}</span>
        )}
        {order.payment && (
          <span className="ml-auto">
            <PaymentRefundAction payment={order.payment} what={`${KIND[order.orderType] ?? 'Order'} ${title}`} />
          </span>
        )}
      </div>
    </li>
  );
}

/** Pending orders (001 §2): domain registrations, VPS setups and donation gifts to carry out; an admin may only complete them. */
export function PendingOrdersTab() {
  const { data, isLoading, isFetching, refetch } = usePendingOrders();
  return (
    <Card>
      <div className="p-6 flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <ClipboardList className="size-5" aria-hidden="true" />
            Pending Orders
          </CardTitle>
          <CardDescription>
            Work to do by hand: register domains bought with paid hosting, set up VPS orders, send donation gifts. Mark
            each completed when done.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading orders..." />
        ) : !data || data.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No pending orders</p>
        ) : (
          <ul className="grid gap-3">
            {data.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
