import { CircleCheck, ClipboardList, RefreshCw, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { VpsAdminOrder } from '../../../../contract/vps.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PaymentFlags, PaymentRefundAction } from '../../../components/payment-refund';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../../contract/i18n/format.js';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { formatMegabytes } from '../../../lib/format-size';
import { cn } from '../../../lib/utils';
import { useDeleteVpsOrder } from '../api/delete-vps-order';
import { useVpsOrders } from '../api/get-vps-orders';
import { useUpdateVpsOrder } from '../api/update-vps-order';
import { vpsMessages } from '../i18n';
import { hasServerDetails, needsAttention } from '../vps-order-form';
import { VpsOrderStatusBadge } from './vps-order-status-badge';
import { missingDetailsToast, VpsServerSetup } from './vps-server-setup';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-all text-sm">{value || '—'}</dd>
    </div>
  );
}

function SubscriptionAlert({ order }: { order: VpsAdminOrder }) {
  const t = useMessages(vpsMessages);
  if (!needsAttention(order.subscriptionStatus)) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('subscriptionAlert', { status: order.subscriptionStatus ?? '' })}
    </p>
  );
}

function OrderDetails({ order }: { order: VpsAdminOrder }) {
  const t = useMessages(vpsMessages);
  const locale = useLocale();
  const update = useUpdateVpsOrder();
  const remove = useDeleteVpsOrder();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isDone = order.status === 'completed';

  const complete = () => {
    if (!hasServerDetails(order)) return missingDetailsToast(t);
    update.mutate(
      { id: order.id, body: { status: 'completed' } },
      {
        onSuccess: () =>
          toast({
            title: t('orderCompleted'),
            description: t('orderCompletedDescription', { id: String(order.id), email: order.customerEmail }),
          }),
        onError: (error) => {
          const message = errorMessage(error, t('tryAgain'));
          if (apiErrorCode(error) === 'vpsMissingServerDetails') missingDetailsToast(t);
          else toast({ title: t('updateFailed'), description: message, variant: 'destructive' });
        },
      },
    );
  };
  const deleteOrder = () =>
    remove.mutate(order.id, {
      onSuccess: () => {
        toast({ title: t('success'), description: t('orderDeleted') });
        setConfirmDelete(false);
      },
      onError: (error) => {
        toast({
          title: t('deleteFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        });
        setConfirmDelete(false);
      },
    });

  return (
    <div className="grid gap-4">
      <SubscriptionAlert order={order} />
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label={t('customer')} value={order.customerName} />
        <Detail label={t('email')} value={order.customerEmail} />
        <Detail label={t('package')} value={order.packageName} />
        <Detail
          label={t('price')}
          value={
            order.packagePrice !== null
              ? t('pricePerMonth', { price: formatMoney(order.packagePrice, 'usd', locale) })
              : null
          }
        />
        <Detail
          label={t('resources')}
          value={[
            order.vcpu !== null ? t('vcpuCount', { count: order.vcpu }) : null,
            order.memory !== null ? formatMegabytes(order.memory) : null,
            order.storage !== null ? t('storageGb', { storage: order.storage }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        <Detail label={t('operatingSystem')} value={order.operatingSystem} />
        <Detail label={t('subscription')} value={order.stripeSubscriptionId} />
        <Detail label={t('subscriptionStatus')} value={order.subscriptionStatus} />
        <Detail label={t('stripeCustomer')} value={order.stripeCustomerId} />
        <Detail label={t('ordered')} value={new Date(order.createdAt).toLocaleString(locale)} />
        {order.processedAt && (
          <Detail label={t('processed')} value={new Date(order.processedAt).toLocaleString(locale)} />
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
        {isDone ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-700">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('orderCompleted')}
          </p>
        ) : (
          <Button size="sm" onClick={complete} disabled={update.isPending}>
            <CircleCheck aria-hidden="true" />
            {update.isPending ? t('saving') : t('markCompleted')}
          </Button>
        )}
        <PaymentRefundAction
          payment={order.payment}
          what={t('refundWhat', { id: String(order.id), name: order.packageName ?? t('vps') })}
        />
        <Button size="sm" variant="destructive" className="ms-auto" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" />
          {t('deleteOrder')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t('deleteOrderTitle')}
        description={t('deleteOrderDescription', { id: String(order.id), email: order.customerEmail })}
        confirmLabel={t('deleteOrder')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        onConfirm={deleteOrder}
        onClose={() => setConfirmDelete(false)}
      />
    </div>
  );
}

/** 001 §2 VPS Orders Management: the orders on the left; Order Details and Server Setup of the chosen one on the right. */
export function VpsOrdersManagement() {
  const t = useMessages(vpsMessages);
  const locale = useLocale();
  const orders = useVpsOrders();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = orders.data ?? [];
  const selected = list.find((o) => o.id === selectedId) ?? list[0] ?? null;

  return (
    <Card>
      <div className="p-6 flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <ClipboardList className="size-5 text-primary" aria-hidden="true" />
            {t('vpsOrders')}
          </CardTitle>
          <CardDescription>{t('ordersLead')}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
          <RefreshCw className={cn(orders.isFetching && 'animate-spin')} aria-hidden="true" />
          {t('refresh')}
        </Button>
      </div>
      <CardContent>
        {orders.isPending ? (
          <Spinner label={t('loadingOrders')} />
        ) : orders.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadOrdersFailed', { error: errorMessage(orders.error, t('unknownError')) })}
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {t('noOrders')}
          </p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[18rem_1fr] lg:items-start">
            <ul className="grid max-h-[36rem] gap-2 overflow-y-auto" aria-label={t('ordersList')}>
              {list.map((order) => (
                <li key={order.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedId(order.id)}
                    aria-current={selected?.id === order.id ? 'true' : undefined}
                    data-testid="vps-order"
                    className={cn(
                      'grid w-full gap-1 rounded-lg border p-3 text-start transition-colors hover:bg-accent',
                      selected?.id === order.id && 'border-primary bg-accent',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm font-semibold">
                        {t('orderItem', { id: String(order.id), name: order.packageName ?? t('vps') })}
                      </span>
                      <VpsOrderStatusBadge status={order.status} />
                    </span>
                    <span className="truncate text-xs text-muted-foreground">{order.customerEmail}</span>
                    <span className="flex items-center gap-2 text-xs text-muted-foreground">
                      {new Date(order.createdAt).toLocaleDateString(locale)}
                      {needsAttention(order.subscriptionStatus) && (
                        <Badge variant="destructive" size={null} className="px-1.5 py-0 text-xs">
                          {order.subscriptionStatus}
                        </Badge>
                      )}
                    </span>
                    <PaymentFlags payment={order.payment} />
                  </button>
                </li>
              ))}
            </ul>
            {selected && (
              <section
                aria-label={t('orderNumber', { id: String(selected.id) })}
                className="min-w-0 rounded-lg border p-4"
              >
                <div className="mb-4 flex flex-wrap items-center gap-2">
                  <h3 className="text-base font-semibold">{t('orderNumber', { id: String(selected.id) })}</h3>
                  <VpsOrderStatusBadge status={selected.status} />
                </div>
                <Tabs key={selected.id} defaultValue="details" className="grid gap-4">
                  <TabsList className="inline-flex h-10 w-fit justify-center">
                    <TabsTrigger value="details">{t('orderDetails')}</TabsTrigger>
                    <TabsTrigger value="server">{t('serverSetup')}</TabsTrigger>
                  </TabsList>
                  <TabsContent value="details">
                    <OrderDetails order={selected} />
                  </TabsContent>
                  <TabsContent value="server">
                    <VpsServerSetup order={selected} />
                  </TabsContent>
                </Tabs>
              </section>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
