import { CalendarClock, Crown } from 'lucide-react';
import { useState } from 'react';
import type { PaidPlan } from '../../../../contract/paid-hosting.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { useDollars } from '../../../lib/i18n/use-dollars';
import type { Locale } from '../../../../contract/i18n/locales.js';
import { useCancelPlan } from '../api/cancel-plan';
import { usePaidPlans } from '../api/get-paid-plans';
import { useResumePlan } from '../api/resume-plan';
import { paidPlansMessages } from '../plans-i18n';

type StatusKey = 'statusActive' | 'statusCancelling' | 'statusPastDue' | 'statusSuspended';
const STATUS: Record<string, { label: StatusKey; className: string }> = {
  active: {
    label: 'statusActive',
    className: 'border-transparent bg-emerald-600 text-emerald-50 hover:bg-emerald-600',
  },
  cancelling: {
    label: 'statusCancelling',
    className: 'border-transparent bg-amber-500 text-white hover:bg-amber-500',
  },
  past_due: { label: 'statusPastDue', className: 'border-transparent bg-amber-500 text-white hover:bg-amber-500' },
  suspended: { label: 'statusSuspended', className: 'border-transparent bg-red-600 text-red-50 hover:bg-red-600' },
};

// English keeps 'March 3, 2026' as before; another language writes the date its own way.
const formatDate = (iso: string | null, locale: Locale) =>
  iso
    ? new Date(iso).toLocaleDateString(locale === 'en' ? 'en-US' : locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      })
    : '—';

function PlanRow({ plan }: { plan: PaidPlan }) {
  const cancel = useCancelPlan();
  const resume = useResumePlan();
  const [confirming, setConfirming] = useState(false);
  const t = useMessages(paidPlansMessages);
  const locale = useLocale();
  const dollars = useDollars();
  const status = STATUS[plan.status] ?? STATUS.active!;
  const endsOn = formatDate(plan.renewsAt, locale);
  const premium = plan.planType === 'premium';
  const onCancel = () =>
    cancel.mutate(plan.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t('planCancelled'),
          description: t('planCancelledBody', { domain: plan.domain, date: endsOn }),
        });
      },
      onError: (error) =>
        toast({
          title: t('cancelFailed'),
          description: errorMessage(error, t('tryLater')),
          variant: 'destructive',
        }),
    });
  const onResume = () =>
    resume.mutate(plan.id, {
      onSuccess: () =>
        toast({ title: t('planResumed'), description: t('planResumedBody', { domain: plan.domain, date: endsOn }) }),
      onError: (error) =>
        toast({
          title: t('resumeFailed'),
          description: errorMessage(error, t('tryLater')),
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{plan.domain}</span>
          <Badge variant={null} className={status.className}>
            {t(status.label)}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {t(premium ? 'premiumPlan' : 'starterPlan')}
          {plan.price !== null ? ` · ${t('pricePerMonth', { price: dollars(plan.price) })}` : ''}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          {plan.status === 'suspended'
            ? t('suspendedUnpaid')
            : t(plan.cancelAtPeriodEnd ? 'endsOn' : 'renewsOn', { date: endsOn })}
        </p>
      </div>
      {plan.status !== 'suspended' && !plan.cancelAtPeriodEnd && (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {t('cancelAtPeriodEnd')}
        </Button>
      )}
      {plan.status !== 'suspended' && plan.cancelAtPeriodEnd && (
        <Button variant="outline" size="sm" onClick={onResume} disabled={resume.isPending}>
          {resume.isPending ? t('resuming') : t('resumePlan')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t(premium ? 'cancelPremiumTitle' : 'cancelStarterTitle', { domain: plan.domain })}
        description={t('cancelBody', { date: endsOn })}
        confirmLabel={t('cancelAtPeriodEnd')}
        pendingLabel={t('cancelling')}
        pending={cancel.isPending}
        dismissLabel={t('keepPlan')}
        onConfirm={onCancel}
        onClose={() => setConfirming(false)}
      >
        <p className="text-sm text-muted-foreground">{t('changedMind', { date: endsOn })}</p>
      </ConfirmDialog>
    </li>
  );
}

/** The client dashboard's paid plans: plan, renewal date, status, cancel at period end (confirmed) and resume. */
export function PaidPlansCard() {
  const { data } = usePaidPlans();
  const t = useMessages(paidPlansMessages);
  if (!data || data.length === 0) return null;
  return (
    <Card data-testid="paid-plans">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5 text-primary" aria-hidden="true" />
          {t('plansTitle')}
        </CardTitle>
        <CardDescription>{t('plansDescription')}</CardDescription>
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
