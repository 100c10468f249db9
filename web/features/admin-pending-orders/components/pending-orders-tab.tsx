import { CircleCheck, ClipboardList, RefreshCw } from 'lucide-react';
import type { PendingOrder } from '../../../../contract/paid-hosting.js';
import { formatMoney } from '../../../../contract/i18n/format.js';
import { pendingOrderLabel } from '../../../../contract/paid-hosting-constants.js';
import { PaymentRefundAction } from '../../../components/payment-refund';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages, type Translate } from '../../../lib/i18n/messages';
import { cn } from '../../../lib/utils';
import { useCompleteOrder } from '../api/complete-order';
import { usePendingOrders } from '../api/get-pending-orders';
import { pendingOrdersMessages } from '../i18n';

type T = Translate<keyof typeof pendingOrdersMessages.english>;

// The badge's colour and words by the status's (001 §4) label; an unknown status shows as Pending.
const STATUS_TEXT = {
  Pending: 'statusPending',
  Processing: 'statusProcessing',
  Completed: 'statusCompleted',
  Cancelled: 'statusCancelled',
} as const;
const BADGE: Record<string, string> = {
  Pending: 'border-transparent bg-amber-100 text-amber-900 hover:bg-amber-100',
  Processing: 'border-transparent bg-blue-100 text-blue-900 hover:bg-blue-100',
  Completed: 'border-transparent bg-emerald-600 text-emerald-50 hover:bg-emerald-600',
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
const KIND: Record<string, 'kindPremiumHosting' | 'kindVps' | 'kindGift'> = {
  premium_hosting: 'kindPremiumHosting',
  vps: 'kindVps',
  gift: 'kindGift',
};

/** The line that names the order: the domain, the VPS package, or the gift. */
function orderTitle(t: T, order: PendingOrder): string {
  const d = order.orderDetails;
  if (d.domain) return d.domain;
  if (d.packageName) return `${d.packageName}${d.operatingSystem ? ` · ${d.operatingSystem}` : ''}`;
  if (d.giftTier) return `${t('giftTitle', { tier: d.giftTier })}${d.giftType ? ` · ${d.giftType}` : ''}`;
  return order.orderId ?? t('orderNumber', { id: String(order.id) });
}

function OrderCard({ order }: { order: PendingOrder }) {
  const t = useMessages(pendingOrdersMessages);
  const locale = useLocale();
  const complete = useCompleteOrder();
  const label = pendingOrderLabel(order.status);
  const isDone = order.status === 'completed';
  const d = order.orderDetails;
  const isHosting = order.orderType === 'premium_hosting';
  const title = orderTitle(t, order);
  const kind = KIND[order.orderType];
  const kindText = kind ? t(kind) : order.orderType;
  const onComplete = () =>
    complete.mutate(order.id, {
      onSuccess: () => toast({ title: t('orderCompleted'), description: t('markedCompleted', { title }) }),
      onError: () => toast({ title: t('error'), description: t('updateFailed'), variant: 'destructive' }),
    });
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="pending-order">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all text-base font-semibold">{title}</span>
        <Badge variant={null} className={BADGE[label]}>
          {t(STATUS_TEXT[label as keyof typeof STATUS_TEXT] ?? 'statusPending')}
        </Badge>
        <Badge variant="outline">{kindText}</Badge>
        {d.planType && (
          <Badge variant="outline" className="capitalize">
            {d.planType}
          </Badge>
        )}
        <span className="ms-auto text-sm text-muted-foreground">
          {new Date(order.createdAt).toLocaleString(locale)}
        </span>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label={t('customer')} value={[order.customerName, order.customerEmail].filter(Boolean).join(' · ')} />
        <Detail
          label={t(order.orderType === 'vps' ? 'package' : order.orderType === 'gift' ? 'gift' : 'plan')}
          value={d.planType ?? d.packageName ?? d.giftType}
        />
        {order.orderType === 'vps' && <Detail label={t('operatingSystem')} value={d.operatingSystem} />}
        <Detail
          label={t('total')}
          value={
            order.totalPrice !== null
              ? t('perMonth', {
                  amount: formatMoney(order.totalPrice, order.currency, locale),
                  currency: order.currency.toUpperCase(),
                })
              : null
          }
        />
        <Detail label={t('subscription')} value={d.subscriptionId} />
        <Detail label={t('stripeCustomer')} value={d.customerId} />
        {isHosting && <Detail label={t('whmUsername')} value={d.whmUsername} />}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={onComplete} disabled={isDone || order.status === 'cancelled' || complete.isPending}>
          <CircleCheck aria-hidden="true" />
          {isDone ? t('completed') : complete.isPending ? t('saving') : t('markCompleted')}
        </Button>
        {order.processedAt && (
          <span className="text-xs text-muted-foreground">
            {t('processed', { at: new Date(order.processedAt).toLocaleString(locale) })}
          </span>
        )}
        {order.status === 'cancelled' && order.rejectionReason && (
          <span className="text-xs text-muted-foreground">{order.rejectionReason}</span>
        )}
        {order.payment && (
          <span className="ms-auto">
            <PaymentRefundAction
              payment={order.payment}
              what={t('refundWhat', { kind: kind ? t(kind) : t('order'), title })}
            />
          </span>
        )}
      </div>
    </li>
  );
}

/** Pending orders (001 §2): domain registrations, VPS setups and donation gifts to carry out; an admin may only complete them. */
export function PendingOrdersTab() {
  const t = useMessages(pendingOrdersMessages);
  const { data, isLoading, isFetching, refetch } = usePendingOrders();
  return (
    <Card>
      <div className="p-6 flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <ClipboardList className="size-5" aria-hidden="true" />
            {t('pendingOrders')}
          </CardTitle>
          <CardDescription>{t('lead')}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden="true" />
          {t('refresh')}
        </Button>
      </div>
      <CardContent>
        {isLoading ? (
          <Spinner label={t('loadingOrders')} />
        ) : !data || data.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{t('noPendingOrders')}</p>
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
