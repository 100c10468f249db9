import { AlertTriangle, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { BillingSubscription } from '../../../../contract/billing.js';
import type { PlanChangeView, PlanOptions } from '../../../../contract/plan-changes.js';
import { PromotionCodeField, usePromotionCode } from '../../../components/promotion-code-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError, type ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/utils';
import { useChangePlan } from '../api/change-plan';
import { newAttempt } from '../api/change-subscription';
import { usePlanOptions } from '../api/plan-options';
import { usePlanChangePreview } from '../api/preview-plan-change';
import { PlanChangeSummary } from './plan-change-summary';
import { ResourceComparison } from './plan-resources';
import { useMessages } from '../../../lib/i18n/messages';
import { billingMessages } from '../i18n';
import { useBillingFormat } from '../use-billing-format';
import { pricePer } from './subscription-card';

// Change plan: choose the plan, see what changes and what is paid now and next (the server's preview of Stripe's
// invoice), optionally a promotion code the server checks and prices, then confirm. An upgrade is charged to the
// card on file; a card that needs the customer (declined, authentication) leaves the invoice's own page to pay, as the
// billing centre's Pay now does. The dialog is its own chunk: /billing's first load does not carry it.

/** A refusal in the customer's words, with the server's list of what to remove when a downgrade does not fit. */
function Refusal({ problem }: { problem: ApiError }) {
  const remove = Array.isArray(problem.flags.remove) ? (problem.flags.remove as string[]) : [];
  const t = useMessages(billingMessages);
  return (
    <div role="alert" className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {remove.length > 0 ? (
        <div className="grid gap-1">
          <p>{t('overQuota')}</p>
          <ul className="list-disc ps-5">
            {remove.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{problem.message || t('planChangeFailed')}</p>
      )}
    </div>
  );
}

function PlanChoice({
  plans,
  chosen,
  interval,
  onChoose,
}: {
  plans: PlanOptions;
  chosen: string | null;
  interval: string | null;
  onChoose(plan: string): void;
}) {
  const t = useMessages(billingMessages);
  const format = useBillingFormat();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('moveTo')}</legend>
      {plans.options.map((option) => (
        <label
          key={option.plan}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm transition-colors',
            chosen === option.plan ? 'border-primary bg-primary/5' : 'hover:bg-muted/50',
          )}
        >
          <input
            type="radio"
            name="plan"
            value={option.plan}
            checked={chosen === option.plan}
            onChange={() => onChoose(option.plan)}
            className="size-4 accent-primary"
          />
          <span className="grid min-w-0 flex-1">
            <span className="font-medium">{option.name}</span>
            <span className="text-muted-foreground">
              {pricePer(t, format.amount(option.amountCents, option.currency), interval)}
            </span>
          </span>
          <Badge variant={option.direction === 'upgrade' ? 'success' : 'secondary'}>
            {option.direction === 'upgrade' ? t('upgrade') : t('downgrade')}
          </Badge>
        </label>
      ))}
    </fieldset>
  );
}

export function PlanChangeDialog({
  sub,
  token,
  onClose,
}: {
  sub: BillingSubscription;
  token: string | null;
  onClose(): void;
}) {
  const plans = usePlanOptions(sub.id, token);
  const t = useMessages(billingMessages);
  const format = useBillingFormat();
  const [plan, setPlan] = useState<string | null>(null);
  const promotion = usePromotionCode();
  const { code, refuse } = promotion;
  const [waiting, setWaiting] = useState<PlanChangeView | null>(null);
  const preview = usePlanChangePreview(plan ? { id: sub.id, plan, promotionCode: code, token } : null);
  const change = useChangePlan();
  const problem = preview.isError ? parseApiError(preview.error) : null;

  // A refused code is the code's problem, said under its field; the plan's preview goes on without it.
  useEffect(() => {
    if (!preview.error || !code) return;
    const refusal = parseApiError(preview.error);
    if (refusal.flags.field !== 'promotionCode') return;
    refuse(refusal.message);
  }, [preview.error, code, refuse]);

  const chosen = plans.data?.options.find((o) => o.plan === plan) ?? null;
  const shown = preview.data && !preview.isPlaceholderData && !preview.isFetching ? preview.data : null;
  const pending = plans.data?.pendingChange ?? null;
  const confirmProblem = change.isError ? parseApiError(change.error) : null;

  const confirm = () => {
    if (!plan || !shown) return;
    change.mutate(
      { id: sub.id, plan, promotionCode: code, token, attempt: newAttempt() },
      {
        onSuccess: (view) => {
          if (view.status === 'awaiting_payment') return setWaiting(view);
          toast({
            title:
              view.status === 'applied'
                ? t('planUpgraded')
                : view.status === 'scheduled'
                  ? t('downgradeScheduled')
                  : t('planChangeStarted'),
            description: view.message,
          });
          onClose();
        },
      },
    );
  };

  const body = () => {
    if (plans.isPending) return <Spinner label={t('loadingPlans')} />;
    if (plans.isError) return <Refusal problem={parseApiError(plans.error)} />;
    if (waiting)
      return (
        <div className="grid gap-3 text-sm" role="status">
          <p>{waiting.message}</p>
          {waiting.payUrl && (
            <Button asChild className="w-fit">
              <a href={waiting.payUrl} target="_blank" rel="noopener noreferrer">
                {t('payOnInvoice', { amount: format.amount(waiting.amountDueCents, waiting.currency) })}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('opensStripe')}</span>
              </a>
            </Button>
          )}
          <p className="text-muted-foreground">{t('changesWhenPaid', { name: waiting.toName })}</p>
        </div>
      );
    if (pending)
      return (
        <div role="alert" className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
          <p className="font-medium">{t('oneAtATime')}</p>
          <p className="text-muted-foreground">{pending.message}</p>
        </div>
      );
    const data = plans.data;
    if (data.options.length === 0) return <p className="text-sm">{t('noPlans')}</p>;
    return (
      <div className="grid gap-4">
        <PlanChoice plans={data} chosen={plan} interval={sub.interval} onChoose={setPlan} />
        {chosen && (
          <>
            <ResourceComparison
              from={data.current.resources}
              to={chosen.resources}
              fromName={data.current.name}
              toName={chosen.name}
            />
            <PromotionCodeField id="plan-change-code" {...promotion.field} />
            {problem && problem.flags.field !== 'promotionCode' ? (
              <Refusal problem={problem} />
            ) : shown ? (
              <PlanChangeSummary preview={shown} interval={sub.interval} />
            ) : (
              <Spinner label={t('askingStripe')} />
            )}
          </>
        )}
        {confirmProblem && <Refusal problem={confirmProblem} />}
      </div>
    );
  };

  const current = plans.data?.current;
  return (
    <Dialog open onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <DialogContent width="lg" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('changePlan')}</DialogTitle>
          <DialogDescription>
            {current
              ? t('isOn', {
                  name: sub.description,
                  plan: current.name,
                  price: pricePer(t, format.amount(current.amountCents, current.currency), sub.interval),
                })
              : t('descriptionOnly', { name: sub.description })}
          </DialogDescription>
        </DialogHeader>
        {body()}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            {waiting || pending || plans.data?.options.length === 0 ? t('close') : t('cancel')}
          </Button>
          {!waiting && !pending && shown && (
            <Button onClick={confirm} disabled={change.isPending}>
              {change.isPending
                ? t('changing')
                : shown.direction === 'upgrade'
                  ? t('payAndUpgrade', { amount: format.amount(shown.amountDueNowCents, shown.currency) })
                  : t('downgradeOnDate', { date: format.date(shown.effectiveAt) })}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
