import { ArrowRight, Crown, Rocket, TriangleAlert } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import type { PaidPlanType } from '../../../../contract/paid-hosting-constants.js';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../lib/i18n/messages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useStripePublicKey } from '../../../lib/client-config';
import { usePurchaseTracking } from '../../../lib/tracking/purchase';
import { useHostingPackages } from '../api/get-packages';
import { CHECKOUT_STEPS } from '../checkout-state';
import { useCheckout } from '../hooks/use-checkout';
import { useDomainChoice } from '../hooks/use-domain-choice';
import { paidHostingMessages } from '../i18n';
import { readPaidHostingQuery } from '../plan-rules';
import { CheckoutProgress } from './checkout-progress';
import { DomainStep } from './domain-step';
import {
  BillingStep,
  PaymentStep,
  preloadBillingStep,
  preloadPaymentStep,
  preloadSuccessView,
  SuccessView,
} from './lazy-checkout-steps';
import { PlanSummary } from './plan-summary';
import { ResumeBanner } from './resume-banner';

/** /paid-hosting (000 §2, §4, §5, §8): Starter and Premium tabs; domain → billing contact → payment → success. */
export function PaidHostingPage() {
  const t = useMessages(paidHostingMessages);
  const search = useSearch();
  const initial = useRef(readPaidHostingQuery(search)).current;
  const packages = useHostingPackages();
  const { publicKey } = useStripePublicKey();
  const choice = useDomainChoice(initial);
  const checkout = useCheckout({ search, publicKey });
  const { step, started } = checkout;
  // The pixel Purchase once the server confirmed the payment, with the id and amount of the server's event.
  usePurchaseTracking(step === 'success' && checkout.done ? checkout.purchase : null);
  // Each step fetches the code of the one after it once the buyer can go on (an available domain checked, the
  // billing step drawn); a checkout resumed or confirmed back from a bank's page fetches the payment step and the
  // success view at once.
  const returning = checkout.saved !== null || new URLSearchParams(search).has('redirect_status');
  const canContinue = step === 'domain' && choice.fits;
  useEffect(() => {
    if (canContinue) preloadBillingStep();
    if (step === 'billing') preloadPaymentStep();
    if (step === 'payment' || returning) preloadSuccessView();
    if (returning) preloadPaymentStep();
  }, [step, returning, canContinue]);

  if (step === 'success' && checkout.done) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <Suspense fallback={<Spinner />}>
          <SuccessView result={checkout.done} />
        </Suspense>
      </div>
    );
  }

  // A resumed checkout is on the plan it was started with, whatever the tabs were left on.
  const plan = step !== 'domain' && started ? started.planType : choice.plan;
  const pkg = plan === 'starter' ? packages.starter : packages.premium;
  const stepIndex = CHECKOUT_STEPS.findIndex((s) => s.step === step);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      {step === 'domain' && checkout.saved && (
        <ResumeBanner
          saved={checkout.saved}
          busy={checkout.busy}
          onResume={() => void checkout.resume()}
          onDiscard={checkout.discardSaved}
        />
      )}
      {/* The chosen plan's summary and checkout are the tab panel its tab controls (aria-controls needs the panel). */}
      <Tabs value={plan} onValueChange={(next) => choice.changePlan(next as PaidPlanType)} className="grid gap-6">
        <TabsList className="grid h-10 w-full grid-cols-2 justify-center" aria-label={t('planTabs')}>
          <TabsTrigger value="starter" disabled={step !== 'domain'}>
            <Rocket className="me-1.5 size-4" aria-hidden="true" />
            {t('starter')}
          </TabsTrigger>
          <TabsTrigger value="premium" disabled={step !== 'domain'}>
            <Crown className="me-1.5 size-4" aria-hidden="true" />
            {t('premium')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value={plan} className="grid gap-6">
          <PlanSummary plan={plan} pkg={pkg} />
          <CheckoutProgress stepIndex={stepIndex} />
          <Card>
            {/* An h2 under the page's h1 (a card title is an h3: axe heading-order). */}
            <CardHeader>
              <h2 className="text-lg font-semibold leading-tight tracking-tight">
                {t(CHECKOUT_STEPS[stepIndex]?.title ?? 'stepDomain')}
              </h2>
            </CardHeader>
            <CardContent className="grid gap-4">
              {step === 'domain' && (
                <>
                  <DomainStep choice={choice} />
                  <Button
                    type="button"
                    size="lg"
                    disabled={!(choice.fits && packages.isConfigured)}
                    onClick={() => checkout.goTo('billing')}
                    onPointerEnter={preloadBillingStep}
                    onFocus={preloadBillingStep}
                  >
                    {t('continue')}
                    <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
                  </Button>
                </>
              )}
              <Suspense fallback={<Spinner />}>
                {step === 'billing' && (
                  <BillingStep
                    initial={checkout.contact}
                    busy={checkout.busy}
                    onBack={() => checkout.goTo('domain')}
                    onSubmit={(contact, billing, promotionCode) =>
                      checkout.start(
                        { domain: `${choice.label}.${choice.tld}`, planType: choice.plan },
                        contact,
                        billing,
                        promotionCode,
                      )
                    }
                  />
                )}
                {step === 'payment' && started && publicKey && (
                  <PaymentStep
                    started={started}
                    pkg={pkg}
                    publishableKey={publicKey}
                    returnUrl={`${window.location.origin}/paid-hosting`}
                    onBack={() => checkout.goTo('billing')}
                    onPaid={checkout.paid}
                  />
                )}
              </Suspense>
              {checkout.busy && step === 'payment' && (
                <p role="status" className="text-sm text-muted-foreground">
                  {t('confirmingPayment')}
                </p>
              )}
              {/* Known only once the packages have loaded: here, under the disabled Continue it explains, its arrival moves
                  nothing already on the screen (above the plan tabs it pushed the whole checkout down: CLS 0.10). */}
              {!packages.isLoading && !packages.isConfigured && (
                <div
                  role="alert"
                  className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
                >
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <div>
                    <p className="font-semibold">{t('notConfiguredTitle')}</p>
                    <p>{t('notConfigured')}</p>
                  </div>
                </div>
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
