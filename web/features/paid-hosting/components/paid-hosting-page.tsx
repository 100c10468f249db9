import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Crown, Rocket, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { PublicPackage } from '../../../../contract/admin.js';
import {
  PAID_HOSTING_MESSAGES as M, PLAN_DEFAULTS, planTypeForTld, type ConfirmResponse, type DomainAvailability, type PaidPlanType,
  type SubscribeResponse,
} from '../../../../contract/paid-hosting.js';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { useStripePublicKey } from '../../../lib/client-config';
import { formatDollars } from '../../../lib/format-dollars';
import { CURRENT_USER_KEY, useCurrentUser } from '../../../lib/session';
import { setAuthToken } from '../../../lib/storage';
import { cn } from '../../../lib/utils';
import { checkDomain } from '../api/check-domain';
import { confirmSubscription } from '../api/confirm';
import { useHostingPackages } from '../api/get-packages';
import { subscribe } from '../api/subscribe';
import { cleanLabel, fitPlanAndTld, planFits, prefilledTld } from '../plan-rules';
import { BillingStep, type BillingContact } from './billing-step';
import { DomainStep } from './domain-step';
import { PaymentStep } from './payment-step';
import { SuccessView } from './success-view';

type Step = 'domain' | 'billing' | 'payment' | 'success';
const STEPS: { step: Step; title: string }[] = [
  { step: 'domain', title: 'Domain' }, { step: 'billing', title: 'Billing contact' }, { step: 'payment', title: 'Payment' },
];
/** Where a checkout waits while a payment method that leaves the page (a bank redirect) is completed. */
const CHECKOUT_KEY = 'paidHostingCheckout';

const messageOf = (error: unknown) => {
  const parsed = parseApiError(error);
  return parsed.status !== null && parsed.message ? parsed.message : null;
};

/** Query parameters (000 §2: domain, plan, label, tld), cleaned by the 000 §5 rules. */
function readQuery(search: string) {
  const q = new URLSearchParams(search);
  const domain = (q.get('domain') ?? '').trim().toLowerCase();
  const dot = domain.indexOf('.');
  const label = cleanLabel(q.get('label') ?? (dot > 0 ? domain.slice(0, dot) : domain));
  const tld = prefilledTld(q.get('tld') ?? (dot > 0 ? domain.slice(dot + 1) : null));
  const plan: PaidPlanType = q.get('plan') === 'premium' ? 'premium' : 'starter';
  return { label, ...fitPlanAndTld(plan, tld, 'tld') };
}

function PlanSummary({ plan, pkg }: { plan: PaidPlanType; pkg: PublicPackage | undefined }) {
  const d = PLAN_DEFAULTS[plan];
  const gb = (mb: number) => `${Math.round((mb / 1024) * 10) / 10} GB`;
  const facts = [
    `${gb(pkg?.diskSpaceQuota ?? d.diskSpaceQuota)} storage`, `${gb(pkg?.bandwidthQuota ?? d.bandwidthQuota)} bandwidth`,
    `${pkg?.emailAccounts ?? d.emailAccounts} e-mail accounts`, `${pkg?.databases ?? d.databases} databases`,
  ];
  return (
    <div className="grid gap-2 rounded-lg border bg-accent/40 p-4">
      <p className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{pkg?.description ?? d.description}</span>
        <span><span className="text-2xl font-bold">{formatDollars(pkg?.price ?? d.price)}</span><span className="text-sm text-muted-foreground">/mo</span></span>
      </p>
      <ul className="grid grid-cols-2 gap-1 text-sm text-muted-foreground">{facts.map((f) => <li key={f}>{f}</li>)}</ul>
      <p className="text-xs text-muted-foreground">Extensions: {(plan === 'starter' ? '.cc, .best, .store, .co.za' : '.cc, .best, .store, .co.za, .com, .net, .org')}</p>
    </div>
  );
}

/** /paid-hosting (000 §2, §4, §5, §8): Starter and Premium tabs; domain → billing contact → payment → success. */
export function PaidHostingPage() {
  const queryClient = useQueryClient();
  const search = useSearch();
  const initial = useRef(readQuery(search)).current;
  const { user } = useCurrentUser();
  const packages = useHostingPackages();
  const { publicKey } = useStripePublicKey();
  const [plan, setPlan] = useState<PaidPlanType>(initial.plan);
  const [label, setLabel] = useState(initial.label);
  const [tld, setTld] = useState(initial.tld);
  const [result, setResult] = useState<DomainAvailability | null>(null);
  const [checking, setChecking] = useState(false);
  const [step, setStep] = useState<Step>('domain');
  const [contact, setContact] = useState<BillingContact>({ fullName: '', email: '' });
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<SubscribeResponse | null>(null);
  const [done, setDone] = useState<ConfirmResponse | null>(null);

  useEffect(() => {
    if (user && !contact.email) setContact({ fullName: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email ?? '' });
  }, [user, contact.email]);

  const pkg = plan === 'starter' ? packages.starter : packages.premium;
  const matches = result && result.domain === `${label}.${tld}`;
  const canCheckout = Boolean(matches && result?.available && planFits(plan, result.planTypeRequired) && packages.isConfigured);

  const check = useCallback(async (l: string, t: string) => {
    if (!l) {
      toast({ title: M.domainRequiredTitle, description: M.domainRequired, variant: 'destructive' });
      return;
    }
    setChecking(true);
    try {
      const answer = await checkDomain(l, t);
      setResult(answer);
      if (answer.available) {
        toast({ title: M.domainAvailableTitle, description: answer.message || `${answer.domain} ${M.isAvailable}` });
        // 000 §4: a domain that needs Premium switches the plan.
        if (answer.planTypeRequired === 'premium') setPlan('premium');
      } else {
        toast({ title: M.domainUnavailableTitle, description: answer.message || `${answer.domain} ${M.isRegistered}`, variant: 'destructive' });
      }
    } catch {
      setResult(null);
      toast({ title: M.paidLookupFailedTitle, description: M.paidLookupFailed, variant: 'destructive' });
    } finally {
      setChecking(false);
    }
  }, []);

  // Arriving with a name (from the landing page's search): check it at once.
  useEffect(() => {
    if (initial.label) void check(initial.label, initial.tld);
  }, [check, initial]);

  const finish = useCallback(async (body: { subscriptionId: string; domain: string; planType: PaidPlanType; email: string; fullName: string }) => {
    setBusy(true);
    try {
      const answer = await confirmSubscription(body);
      sessionStorage.removeItem(CHECKOUT_KEY);
      if (answer.token) setAuthToken(answer.token);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      if (answer.hostingAccount.error) {
        toast({ title: M.provisioningFailedTitle, description: answer.message || M.provisioningFailed, variant: 'destructive' });
      }
      setDone(answer);
      setStep('success');
    } catch (error) {
      toast({ title: M.paymentFailedTitle, description: messageOf(error) ?? M.paymentConfirmationFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }, [queryClient]);

  // Back from a payment method that left the page: confirm the stored checkout (the server asks Stripe).
  useEffect(() => {
    const params = new URLSearchParams(search);
    const stored = sessionStorage.getItem(CHECKOUT_KEY);
    if (!params.get('redirect_status') || !stored) return;
    try {
      void finish(JSON.parse(stored));
    } catch {
      sessionStorage.removeItem(CHECKOUT_KEY);
    }
  }, [search, finish]);

  const changePlan = (next: string) => {
    const fitted = fitPlanAndTld(next as PaidPlanType, tld, 'plan');
    setPlan(fitted.plan);
    if (fitted.tld !== tld) {
      setTld(fitted.tld);
      setResult(null);
    }
  };
  const changeTld = (next: string) => {
    setTld(next);
    setResult(null);
    if (planTypeForTld(next) === 'premium') setPlan('premium');
  };

  const startCheckout = async (values: BillingContact) => {
    setContact(values);
    if (!publicKey) {
      toast({ title: M.stripeNotConfiguredTitle, description: M.stripeNotConfigured, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const answer = await subscribe({ domain: `${label}.${tld}`, planType: plan, email: values.email, fullName: values.fullName });
      const pending = { subscriptionId: answer.subscriptionId, domain: answer.domain, planType: answer.planType, ...values };
      sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify(pending));
      setStarted(answer);
      if (!answer.clientSecret) {
        // Nothing to pay now (a 0 first invoice): the server checks with Stripe straight away.
        await finish(pending).catch(() => toast({ title: M.subscriptionFailedTitle, description: M.noClientSecret, variant: 'destructive' }));
        return;
      }
      setStep('payment');
    } catch (error) {
      toast({ title: M.subscriptionFailedTitle, description: messageOf(error) ?? M.subscriptionFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (step === 'success' && done) {
    return <div className="mx-auto grid w-full max-w-4xl gap-6"><SuccessView result={done} /></div>;
  }

  const stepIndex = STEPS.findIndex((s) => s.step === step);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title="Paid hosting" description="Your own domain with cPanel hosting, billed monthly. Cancel any time." />
      {!packages.isLoading && !packages.isConfigured && (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div><p className="font-semibold">{M.notConfiguredTitle}</p><p>{M.notConfigured}</p></div>
        </div>
      )}
      <Tabs value={plan} onValueChange={changePlan}>
        <TabsList className="grid w-full grid-cols-2" aria-label="Plan">
          <TabsTrigger value="starter" disabled={step !== 'domain'}><Rocket className="mr-1.5 size-4" aria-hidden="true" />Starter</TabsTrigger>
          <TabsTrigger value="premium" disabled={step !== 'domain'}><Crown className="mr-1.5 size-4" aria-hidden="true" />Premium</TabsTrigger>
        </TabsList>
      </Tabs>
      <PlanSummary plan={plan} pkg={pkg} />
      <ol className="grid grid-cols-3 gap-2 text-xs sm:text-sm" aria-label="Checkout steps">
        {STEPS.map((s, i) => (
          <li key={s.step} aria-current={i === stepIndex ? 'step' : undefined}
            className={cn('rounded-md border px-2 py-1.5 text-center', i === stepIndex ? 'border-primary bg-primary/10 font-semibold text-primary' : i < stepIndex ? 'text-emerald-700' : 'text-muted-foreground')}>
            {i + 1}. {s.title}
          </li>
        ))}
      </ol>
      <Card>
        <CardHeader><CardTitle className="text-lg">{STEPS[stepIndex]?.title}</CardTitle></CardHeader>
        <CardContent className="grid gap-4">
          {step === 'domain' && (
            <>
              <DomainStep plan={plan} label={label} tld={tld} checking={checking} result={matches ? result : null}
                onLabel={(v) => { setLabel(v); setResult(null); }} onTld={changeTld} onCheck={() => void check(cleanLabel(label), tld)} />
              <Button type="button" size="lg" disabled={!canCheckout} onClick={() => setStep('billing')}>
                Continue<ArrowRight aria-hidden="true" />
              </Button>
            </>
          )}
          {step === 'billing' && (
            <BillingStep initial={contact} busy={busy} onBack={() => setStep('domain')} onSubmit={(v) => void startCheckout(v)} />
          )}
          {step === 'payment' && started && publicKey && (
            <PaymentStep started={started} pkg={pkg} publishableKey={publicKey}
              returnUrl={`${window.location.origin}/paid-hosting`}
              onBack={() => setStep('billing')}
              onPaid={() => void finish({ subscriptionId: started.subscriptionId, domain: started.domain, planType: started.planType, ...contact })} />
          )}
          {busy && step === 'payment' && <p role="status" className="text-sm text-muted-foreground">Confirming your payment…</p>}
        </CardContent>
      </Card>
    </div>
  );
}
