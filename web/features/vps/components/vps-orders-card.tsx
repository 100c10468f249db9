import { Server } from 'lucide-react';
import { VPS_ORDERS_SHOWN } from '../../../../contract/constants.js';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { useDollars } from '../../../lib/i18n/use-dollars';
import { scrollToId } from '../../../lib/scroll';
import { useVpsOrdersByEmail } from '../api/get-orders-by-email';
import { vpsOrdersMessages } from '../orders-i18n';
import { VpsOrderBadge } from '../order-badge';
import { osLabel } from '../vps-specs';
import { ServerDetails } from './server-details';

/** 000 §2: the client's first 3 VPS orders with the badge of 000 §4; a completed order shows its server. */
export function VpsOrdersCard({ email }: { email: string | null }) {
  const t = useMessages(vpsOrdersMessages);
  const locale = useLocale();
  const dollars = useDollars();
  const orders = useVpsOrdersByEmail(email);
  const shown = (orders.data ?? []).slice(0, VPS_ORDERS_SHOWN);
  const orderLink = (
    <Button variant="outline" size="sm" onClick={() => scrollToId('vps')}>
      {t('orderVps')}
    </Button>
  );
  return (
    <Card>
      <div className="flex p-6 flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Server className="size-5 text-primary" aria-hidden="true" />
          {t('ordersTitle')}
        </CardTitle>
        {shown.length > 0 && orderLink}
      </div>
      <CardContent>
        {!email ? (
          <p className="text-sm text-muted-foreground">{t('addEmail')}</p>
        ) : orders.isPending ? (
          <Spinner label={t('loadingOrders')} />
        ) : orders.isError ? (
          <p className="text-sm text-muted-foreground">{t('ordersFailed')}</p>
        ) : shown.length === 0 ? (
          <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-5 text-sm text-muted-foreground">
            <p>{t('noOrders')}</p>
            {orderLink}
          </div>
        ) : (
          <ul className="grid gap-3">
            {shown.map((order) => (
              <li
                key={order.id}
                className="grid gap-3 rounded-lg border p-3"
                aria-label={t('orderAria', { id: String(order.id) })}
                data-testid="client-vps-order"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{order.packageName ?? 'VPS'}</span>
                  <VpsOrderBadge order={order} />
                  <span className="ms-auto text-xs text-muted-foreground">
                    {new Date(order.createdAt).toLocaleDateString(locale === 'en' ? undefined : locale)}
                  </span>
                </div>
                <p className="text-xs text-muted-foreground">
                  {osLabel(order.operatingSystem)}
                  {order.packagePrice !== null
                    ? ` · ${t('pricePerMonth', { price: dollars(order.packagePrice) })}`
                    : ''}
                </p>
                {order.status === 'completed' && order.server && <ServerDetails server={order.server} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
