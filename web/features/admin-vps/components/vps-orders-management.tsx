import { CircleCheck, ClipboardList, RefreshCw, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { VPS_MESSAGES as M, type VpsAdminOrder } from '../../../../contract/vps.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PaymentFlags, PaymentRefundAction } from '../../../components/payment-refund';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDollars } from '../../../lib/format-dollars';
import { formatMegabytes } from '../../../lib/format-size';
import { cn } from '../../../lib/utils';
import { useDeleteVpsOrder } from '../api/delete-vps-order';
import { useVpsOrders } from '../api/get-vps-orders';
import { useUpdateVpsOrder } from '../api/update-vps-order';
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
  if (!needsAttention(order.subscriptionStatus)) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      The subscription is {order.subscriptionStatus}: the customer is no longer paying. Suspend or cancel the server, or
      contact them.
    </p>
  );
}

function OrderDetails({ order }: { order: VpsAdminOrder }) {
  const update = useUpdateVpsOrder();
  const remove = useDeleteVpsOrder();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isDone = order.status === 'completed';

  const complete = () => {
    if (!hasServerDetails(order)) return missingDetailsToast();
    update.mutate(
      { id: order.id, body: { status: 'completed' } },
      {
        onSuccess: () =>
          toast({
            title: M.orderCompleted,
            description: `Order #${order.id} for ${order.customerEmail} is completed.`,
          }),
        onError: (error) => {
          const message = errorMessage(error, 'Please try again.');
          if (message === M.missingServerDetails) missingDetailsToast();
          else toast({ title: 'Update Failed', description: message, variant: 'destructive' });
        },
      },
    );
  };
  const deleteOrder = () =>
    remove.mutate(order.id, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'VPS order deleted successfully.' });
        setConfirmDelete(false);
      },
      onError: (error) => {
        toast({
          title: 'Delete Failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
        setConfirmDelete(false);
      },
    });

  return (
    <div className="grid gap-4">
      <SubscriptionAlert order={order} />
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Customer" value={order.customerName} />
        <Detail label="Email" value={order.customerEmail} />
        <Detail label="Package" value={order.packageName} />
        <Detail
          label="Price"
          value={order.packagePrice !== null ? `${formatDollars(order.packagePrice)}/month` : null}
        />
        <Detail
          label="Resources"
          value={[
            order.vcpu !== null ? `${order.vcpu} vCPU` : null,
            order.memory !== null ? formatMegabytes(order.memory) : null,
            order.storage !== null ? `${order.storage} GB` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        <Detail label="Operating system" value={order.operatingSystem} />
        <Detail label="Subscription" value={order.stripeSubscriptionId} />
        <Detail label="Subscription status" value={order.subscriptionStatus} />
        <Detail label="Stripe customer" value={order.stripeCustomerId} />
        <Detail label="Ordered" value={new Date(order.createdAt).toLocaleString()} />
        {order.processedAt && <Detail label="Processed" value={new Date(order.processedAt).toLocaleString()} />}
      </dl>
      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
        {isDone ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-700">
            <CircleCheck className="size-4" aria-hidden="true" />
            {M.orderCompleted}
          </p>
        ) : (
          <Button size="sm" onClick={complete} disabled={update.isPending}>
            <CircleCheck aria-hidden="true" />
            {update.isPending ? 'Saving...' : 'Mark as Completed'}
          </Button>
        )}
        <PaymentRefundAction payment={order.payment} what={`VPS order #${order.id} (${order.packageName ?? 'VPS'})`} />
        <Button size="sm" variant="destructive" className="ml-auto" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" />
          Delete Order
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete VPS order?"
        description={`Order #${order.id} for ${order.customerEmail} will be deleted. A subscription that still bills is cancelled at Stripe first.`}
        confirmLabel="Delete Order"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={deleteOrder}
        onClose={() => setConfirmDelete(false)}
      />
    </div>
  );
}

/** 001 §2 VPS Orders Management: the orders on the left; Order Details and Server Setup of the chosen one on the right. */
export function VpsOrdersManagement() {
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
            VPS Orders
          </CardTitle>
          <CardDescription>
            Paid VPS subscriptions. Set up each server, enter its details, then mark the order completed.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
          <RefreshCw className={cn(orders.isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <CardContent>
        {orders.isPending ? (
          <Spinner label="Loading VPS orders..." />
        ) : orders.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the VPS orders: {errorMessage(orders.error, 'unknown error')}
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{M.noOrders}</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[18rem_1fr] lg:items-start">
            <ul className="grid max-h-[36rem] gap-2 overflow-y-auto" aria-label="VPS orders">
              {list.map((order) => (
                <li key={order.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedId(order.id)}
                    aria-current={selected?.id === order.id ? 'true' : undefined}
                    data-testid="vps-order"
                    className={cn(
                      'grid w-full gap-1 rounded-lg border p-3 text-left transition-colors hover:bg-accent',
                      selected?.id === order.id && 'border-primary bg-accent',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm font-semibold">
                        #{order.id} {order.packageName ?? 'VPS'}
                      </span>
                      <VpsOrderStatusBadge status={order.status} />
                    </span>
                    <span className="truncate text-xs text-muted-foreground">{order.customerEmail}</span>
                    <span className="flex items-center gap-2 text-xs text-muted-foreground">
                      {new Date(order.createdAt).toLocaleDateString()}
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
              <section aria-label={`Order #${selected.id}`} className="min-w-0 rounded-lg border p-4">
                <div className="mb-4 flex flex-wrap items-center gap-2">
                  <h3 className="text-base font-semibold">Order #{selected.id}</h3>
                  <VpsOrderStatusBadge status={selected.status} />
                </div>
                <Tabs key={selected.id} defaultValue="details" className="grid gap-4">
                  <TabsList className="inline-flex h-10 w-fit justify-center">
                    <TabsTrigger value="details">Order Details</TabsTrigger>
                    <TabsTrigger value="server">Server Setup</TabsTrigger>
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
