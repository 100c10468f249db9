import { CalendarClock, Crown } from 'lucide-react';
import { useState } from 'react';
import type { PaidPlan } from '../../../../contract/paid-hosting.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDollars } from '../../../lib/format-dollars';
import { useCancelPlan } from '../api/cancel-plan';
import { usePaidPlans } from '../api/get-paid-plans';
import { useResumePlan } from '../api/resume-plan';

const STATUS: Record<string, { label: string; className: string }> = {
  active: { label: 'Active', className: 'border-transparent bg-emerald-600 text-white hover:bg-emerald-600' },
  cancelling: {
    label: 'Ends at period end',
    className: 'border-transparent bg-amber-500 text-white hover:bg-amber-500',
  },
  past_due: { label: 'Payment due', className: 'border-transparent bg-amber-500 text-white hover:bg-amber-500' },
  suspended: { label: 'Suspended', className: 'border-transparent bg-red-600 text-white hover:bg-red-600' },
};

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—';

function PlanRow({ plan }: { plan: PaidPlan }) {
  const cancel = useCancelPlan();
  const resume = useResumePlan();
  const [confirming, setConfirming] = useState(false);
  const status = STATUS[plan.status] ?? STATUS.active!;
  const endsOn = formatDate(plan.renewsAt);
  const onCancel = () =>
    cancel.mutate(plan.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Plan cancelled',
          description: `${plan.domain} stays active until ${endsOn}. You can resume it until then.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Cancellation failed',
          description: errorMessage(error, 'Please try again later.'),
          variant: 'destructive',
        }),
    });
  const onResume = () =>
    resume.mutate(plan.id, {
      onSuccess: () => toast({ title: 'Plan resumed', description: `${plan.domain} renews on ${endsOn} as before.` }),
      onError: (error) =>
        toast({
          title: 'Could not resume the plan',
          description: errorMessage(error, 'Please try again later.'),
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{plan.domain}</span>
          <Badge variant={null} className={status.className}>
            {status.label}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {plan.planType === 'premium' ? 'Premium' : 'Starter'} plan
          {plan.price !== null ? ` · ${formatDollars(plan.price)}/mo` : ''}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          {plan.status === 'suspended'
            ? 'Suspended: the subscription is not paid'
            : plan.cancelAtPeriodEnd
              ? `Ends on ${endsOn}`
              : `Renews on ${endsOn}`}
        </p>
      </div>
      {plan.status !== 'suspended' && !plan.cancelAtPeriodEnd && (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Cancel at period end
        </Button>
      )}
      {plan.status !== 'suspended' && plan.cancelAtPeriodEnd && (
        <Button variant="outline" size="sm" onClick={onResume} disabled={resume.isPending}>
          {resume.isPending ? 'Resuming...' : 'Resume plan'}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Cancel the ${plan.planType === 'premium' ? 'Premium' : 'Starter'} plan of ${plan.domain}?`}
        description={`The site stays active until ${endsOn}, and you are not charged again. After that date the site is suspended.`}
        confirmLabel="Cancel at period end"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        dismissLabel="Keep my plan"
        onConfirm={onCancel}
        onClose={() => setConfirming(false)}
      >
        <p className="text-sm text-muted-foreground">
          Changed your mind? Resume the plan here any time before {endsOn}.
        </p>
      </ConfirmDialog>
    </li>
  );
}

/** The client dashboard's paid plans: plan, renewal date, status, cancel at period end (confirmed) and resume. */
export function PaidPlansCard() {
  const { data } = usePaidPlans();
  if (!data || data.length === 0) return null;
  return (
    <Card data-testid="paid-plans">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5 text-primary" aria-hidden="true" />
          Paid hosting plans
        </CardTitle>
        <CardDescription>
          Billed monthly. A cancelled plan stays active until the end of the period you paid for.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {data.map((plan) => (
            <PlanRow key={plan.id} plan={plan} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
