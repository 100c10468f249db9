import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ProvisionResult } from '../../../../contract/compute.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { trackPurchaseOnce } from '../../../lib/tracking/purchase';
import { useLaunchPaidRun } from '../hooks/use-launch-paid-run';

/** The paid run Stripe Checkout sent the buyer back for: /compute?extra_run={id}&session_id=…. */
export function readExtraRunReturn(search: string): number | null {
  const params = new URLSearchParams(search);
  const id = Number(params.get('extra_run'));
  return params.get('session_id') && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Back from Stripe Checkout: the server reads the session from Stripe (the address proves nothing) and starts the
 * paid run, whose summary (with its password) the page then shows; the address loses its query so a reload does not ask again.
 */
export function ExtraRunReturn({
  provider,
  onLaunched,
}: {
  provider: string;
  onLaunched: (result: ProvisionResult) => void;
}) {
  const id = readExtraRunReturn(useSearch());
  const [, navigate] = useLocation();
  const { launchPaidRun, launching, failed } = useLaunchPaidRun(provider);
  const t = useMessages(computeMessages);
  const asked = useRef(false);

  async function launch(runId: number) {
    const result = await launchPaidRun(runId);
    if (!result) return;
    // Started only after Stripe said paid: the pixel Purchase, once, for the PaymentIntent Checkout made.
    const { payment } = result;
    if (payment?.paymentIntentId)
      trackPurchaseOnce({
        paymentIntentId: payment.paymentIntentId,
        amountCents: payment.amount,
        currency: payment.currency,
      });
    onLaunched(result);
    navigate('/compute', { replace: true });
  }

  useEffect(() => {
    if (id === null || asked.current) return;
    asked.current = true;
    void launch(id);
  }, [id]); // one ask per return (the ref guards a second render)

  if (id === null) return null;
  return (
    <Card>
      <div className="grid gap-3 p-6 text-sm">
        {failed ? (
          <>
            <p>{t('notConfirmedYet')}</p>
            <Button variant="outline" className="w-fit" onClick={() => void launch(id)} disabled={launching}>
              <RefreshCw aria-hidden="true" />
              {t('iHavePaid')}
            </Button>
          </>
        ) : (
          <Spinner label={t('checkingPayment')} />
        )}
      </div>
    </Card>
  );
}
