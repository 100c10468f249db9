import { useCallback, useEffect, useState } from 'react';
import { useForm } from '../../../lib/form';
import type { DomainAvailability, DomainAvailabilityBody } from '../../../../contract/paid-hosting.js';
import { planTypeForTld, type PaidPlanType } from '../../../../contract/paid-hosting-constants.js';
import { toast } from '../../../components/ui/use-toast';
import { checkDomain } from '../api/check-domain';
import { availabilityText } from '../availability-text';
import { paidHostingText } from '../i18n';
import { domainResolver } from '../lazy-form-resolvers';
import { cleanLabel, fitPlanAndTld, planFits } from '../plan-rules';

/**
 * Step 1 of /paid-hosting: the plan, the name and extension (a form), and the availability answer for them.
 * The plan and the extension steer each other (000 §4): a Premium-only extension switches to Premium, and Starter
 * puts back a Starter extension.
 */
export function useDomainChoice(initial: { plan: PaidPlanType; label: string; tld: string }) {
  const [plan, setPlan] = useState<PaidPlanType>(initial.plan);
  const form = useForm<DomainAvailabilityBody>({
    resolver: domainResolver,
    defaultValues: { label: initial.label, tld: initial.tld },
  });
  const [result, setResult] = useState<DomainAvailability | null>(null);
  const [checking, setChecking] = useState(false);
  const { label, tld } = form.watch();

  const check = useCallback(async (l: string, t: string) => {
    if (!l) {
      toast({
        title: paidHostingText('domainRequiredTitle'),
        description: paidHostingText('domainRequired'),
        variant: 'destructive',
      });
      return;
    }
    setChecking(true);
    try {
      const answer = await checkDomain(l, t);
      setResult(answer);
      if (answer.available) {
        toast({
          title: paidHostingText('domainAvailableTitle'),
          description: availabilityText(answer, paidHostingText),
        });
        // 000 §4: a domain that needs Premium switches the plan.
        if (answer.planTypeRequired === 'premium') setPlan('premium');
      } else {
        toast({
          title: paidHostingText('domainUnavailableTitle'),
          description: availabilityText(answer, paidHostingText),
          variant: 'destructive',
        });
      }
    } catch {
      setResult(null);
      toast({
        title: paidHostingText('paidLookupFailedTitle'),
        description: paidHostingText('paidLookupFailed'),
        variant: 'destructive',
      });
    } finally {
      setChecking(false);
    }
  }, []);

  // Arriving with a name (from the landing page's search): check it at once.
  useEffect(() => {
    if (initial.label) void check(initial.label, initial.tld);
  }, [check, initial]);

  const changePlan = (next: PaidPlanType) => {
    const fitted = fitPlanAndTld(next, tld, 'plan');
    setPlan(fitted.plan);
    if (fitted.tld !== tld) {
      form.setValue('tld', fitted.tld);
      setResult(null);
    }
  };
  const changeTld = (next: string) => {
    form.setValue('tld', next);
    setResult(null);
    if (planTypeForTld(next) === 'premium') setPlan('premium');
  };
  const changeLabel = (next: string) => {
    form.setValue('label', next);
    setResult(null);
  };

  /** The answer, while it is still about the name and extension in the fields. */
  const current = result && result.domain === `${label}.${tld}` ? result : null;
  return {
    plan,
    form,
    label,
    tld,
    checking,
    result: current,
    fits: Boolean(current?.available && planFits(plan, current.planTypeRequired)),
    changePlan,
    changeTld,
    changeLabel,
    submit: form.handleSubmit((values) => check(cleanLabel(values.label), values.tld)),
  };
}
