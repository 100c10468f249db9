import { ArrowRightLeft, ExternalLink } from 'lucide-react';
import type { BillingSubscription } from '../../../../contract/billing.js';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useCancelPlanChange } from '../api/cancel-plan-change';
import { newAttempt } from '../api/change-subscription';
import { useMessages } from '../../../lib/i18n/messages';
import { billingMessages } from '../i18n';

type PlanChange = NonNullable<BillingSubscription['planChange']>;

/**
 * The plan change under way, under its subscription: an upgrade waiting for its invoice to be paid (the invoice's
 * page, as Pay now), or a downgrade on its date, which the customer can still take back.
 */
export function PlanChangeNotice({ id, change, token }: { id: number; change: PlanChange; token: string | null }) {
  const cancel = useCancelPlanChange();
  const t = useMessages(billingMessages);
  const keep = () =>
    cancel.mutate(
      { id, token, attempt: newAttempt() },
      {
        onSuccess: () =>
          toast({ title: t('downgradeCancelled'), description: t('keepNothingChanges', { name: change.fromName }) }),
        onError: (error) =>
          toast({
            title: t('downgradeCancelFailed'),
            description: errorMessage(error, t('tryLater')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div
      className="grid gap-3 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="plan-change-notice"
      role="status"
    >
      <p className="flex items-start gap-2">
        <ArrowRightLeft className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">
            {t(change.direction === 'upgrade' ? 'upgradeTo' : 'downgradeTo', { name: change.toName })}
          </strong>{' '}
          {change.message}
        </span>
      </p>
      {change.status === 'awaiting_payment' && change.payUrl && (
        <Button asChild size="sm">
          <a href={change.payUrl} target="_blank" rel="noopener noreferrer">
            {t('payInvoice')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('opensStripe')}</span>
          </a>
        </Button>
      )}
      {change.status === 'scheduled' && change.direction === 'downgrade' && (
        <Button variant="outline" size="sm" onClick={keep} disabled={cancel.isPending}>
          {cancel.isPending ? t('cancelling') : t('keepPlan', { name: change.fromName })}
        </Button>
      )}
    </div>
  );
}
