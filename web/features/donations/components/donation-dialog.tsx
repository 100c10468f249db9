import { ArrowLeft, ArrowRight, Heart } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { CardPaymentForm } from '../../../components/payment/card-payment-form';
import { paymentMessages } from '../../../components/payment/i18n';
import { ProcessingLabel } from '../../../components/payment/processing-label';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useStripePublicKey } from '../../../lib/client-config';
import { hasEmail, useCurrentUser } from '../../../lib/session';
import { emailSchema } from '../../../../contract/common.js';
import {
  DEFAULT_DONATION_CENTS,
  PAYMENT_MESSAGES as M,
  findTierByCents,
  giftTierLabel,
  type CreateSubscriptionResponse,
  type DonationTier,
  type Gift,
} from '../../../../contract/payments.js';
import { useCreateSubscription } from '../api/create-subscription';
import { successPath } from '../payment-return';
import { GiftStep } from './gift-step';
import { SubscribeStep } from './subscribe-step';
import { TierStep } from './tier-step';
import { preloadMessages, useMessages } from '../../../lib/i18n/messages';
import { donationsMessages, type DonationsKey } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { formatWholeDollars } from '../../../lib/i18n/money';
import { useErrorText } from '../../../lib/i18n/use-error-text';

type Step = 'tier' | 'gift' | 'subscribe' | 'payment';

const TITLES: Record<Step, DonationsKey> = {
  tier: 'stepTier',
  gift: 'chooseYourGift',
  subscribe: 'stepSubscribe',
  payment: 'stepPayment',
};

export const DONATION_SUCCESS_PATH = '/donation-success';

/** 000 §4: a default amount that matches a tier preselects it and its first gift. */
function preselect(cents: number): { tier: DonationTier | null; gift: Gift | null } {
  const tier = findTierByCents(cents) ?? null;
  return { tier, gift: tier?.gifts[0] ?? null };
}

/** The same choice twice reuses the subscription already started (Back, then Subscribe again): one invoice. */
const choiceKey = (tier: DonationTier, gift: Gift, email: string) =>
  `${tier.amount}|${gift.type}|${email.trim().toLowerCase()}`;

/**
 * The donation dialog of 000 §2: choose tier → choose gift (only when the tier has more than one) → subscribe →
 * payment form with Back → confirm. Success closes the dialog and goes to /donation-success, which asks the
 * server whether the payment really went through.
 */
export function DonationDialog({
  open,
  onOpenChange,
  defaultCents = DEFAULT_DONATION_CENTS,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Monthly amount in cents to preselect (000 §4: 500 unless a tier's own button opened the dialog). */
  defaultCents?: number;
}) {
  const { user } = useCurrentUser();
  const { publicKey } = useStripePublicKey();
  const [, navigate] = useLocation();
  const create = useCreateSubscription();
  const [step, setStep] = useState<Step>('tier');
  const [{ tier, gift }, setChoice] = useState(() => preselect(defaultCents));
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [started, setStarted] = useState<{ key: string; subscription: CreateSubscriptionResponse } | null>(null);
  const askEmail = !hasEmail(user);
  const t = useMessages(donationsMessages);
  const tError = useErrorText();
  const locale = useLocale();
  const price = tier ? formatWholeDollars(tier.amount, locale) : '';

  // The card step's words (the shared payment parts) are fetched as the dialog opens, not when the step appears.
  useEffect(() => {
    if (open) void preloadMessages(paymentMessages, locale).catch(() => {});
  }, [open, locale]);

  useEffect(() => {
    if (!open) return;
    setStep('tier');
    setChoice(preselect(defaultCents));
    setEmailError(undefined);
  }, [open, defaultCents]);

  const hasGiftStep = (tier?.gifts.length ?? 0) > 1;
  const chooseTier = (next: DonationTier) => setChoice({ tier: next, gift: next.gifts[0] ?? null });
  const chooseGift = (next: Gift) => setChoice((current) => ({ ...current, gift: next }));

  const subscribe = async () => {
    if (!tier || !gift) {
      toast({ title: t('selectionRequiredTitle'), description: t('selectionRequired'), variant: 'destructive' });
      return;
    }
    if (!publicKey) {
      toast({ title: t('unavailableTitle'), description: t('unavailable'), variant: 'destructive' });
      return;
    }
    if (askEmail) {
      if (!email.trim()) return setEmailError(tError(M.emailRequired));
      if (!emailSchema.safeParse(email).success) return setEmailError(tError(M.invalidEmail));
    }
    setEmailError(undefined);
    const key = choiceKey(tier, gift, askEmail ? email : '');
    if (started?.key === key) {
      setStep('payment');
      return;
    }
    try {
      const subscription = await create.mutateAsync({
        amount: tier.amount * 100,
        giftTier: giftTierLabel(tier),
        giftType: gift.type,
        giftDetails: JSON.stringify(gift.details),
        ...(askEmail ? { email: email.trim() } : {}),
      });
      if (!subscription?.clientSecret) {
        toast({ title: t('subscriptionFailedTitle'), description: t('noClientSecret'), variant: 'destructive' });
        return;
      }
      setStarted({ key, subscription });
      setStep('payment');
    } catch (error) {
      toast({
        title: t('subscriptionFailedTitle'),
        description: errorMessage(error, t('subscriptionFailedDefault')),
        variant: 'destructive',
      });
    }
  };

  const next = () => {
    if (!tier || !gift) {
      toast({ title: t('selectionRequiredTitle'), description: t('selectionRequired'), variant: 'destructive' });
      return;
    }
    setStep(step === 'tier' && hasGiftStep ? 'gift' : 'subscribe');
  };
  const back = () => {
    if (step === 'gift') setStep('tier');
    else if (step === 'subscribe') setStep(hasGiftStep ? 'gift' : 'tier');
    else if (step === 'payment') setStep('subscribe');
  };

  const subscription = step === 'payment' ? started?.subscription : undefined;
  const steps: Step[] = hasGiftStep ? ['tier', 'gift', 'subscribe', 'payment'] : ['tier', 'subscribe', 'payment'];

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        if (!create.isPending) onOpenChange(value);
      }}
    >
      <DialogContent
        width="xl"
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        aria-describedby="donation-dialog-description"
      >
        <DialogHeader>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t('stepOf', { current: steps.indexOf(step) + 1, total: steps.length })}
          </p>
          <DialogTitle className="flex items-center gap-2">
            <Heart className="size-5 text-rose-600" aria-hidden="true" />
            {t(TITLES[step])}
          </DialogTitle>
          <DialogDescription id="donation-dialog-description">
            {step === 'payment' && tier ? t('everyMonthFromToday', { amount: price }) : t('dialogDescription')}
          </DialogDescription>
        </DialogHeader>

        {step === 'tier' && <TierStep tier={tier} onSelect={chooseTier} />}
        {step === 'gift' && tier && <GiftStep tier={tier} gift={gift} onSelect={chooseGift} />}
        {step === 'subscribe' && tier && gift && (
          <SubscribeStep
            tier={tier}
            gift={gift}
            askEmail={askEmail}
            email={email}
            emailError={emailError}
            onEmailChange={(value) => {
              setEmail(value);
              setEmailError(undefined);
            }}
          />
        )}
        {step === 'payment' && subscription && publicKey && tier && (
          // Its own boundary: should the payment words still be on their way, the dialog keeps its step (under the
          // page's boundary it fell back to step 1).
          <Suspense fallback={<Spinner label={t('preparingPayment')} />}>
            <CardPaymentForm
              publishableKey={publicKey}
              clientSecret={subscription.clientSecret}
              returnUrl={`${window.location.origin}${DONATION_SUCCESS_PATH}`}
              submitLabel={t('donateMonthly', { amount: price })}
              hostedInvoiceUrl={subscription.hostedInvoiceUrl}
              supportReference={subscription.subscriptionId}
              onBack={back}
              onPaid={({ paymentIntentId }) => {
                onOpenChange(false);
                navigate(
                  successPath(DONATION_SUCCESS_PATH, { paymentIntentId, clientSecret: subscription.clientSecret }),
                );
              }}
            />
          </Suspense>
        )}

        {step !== 'payment' && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {step === 'tier' ? (
              <span className="hidden sm:block" />
            ) : (
              <Button type="button" variant="outline" onClick={back} disabled={create.isPending}>
                <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
                {t('back')}
              </Button>
            )}
            {step === 'subscribe' ? (
              <Button type="button" onClick={subscribe} disabled={create.isPending}>
                {create.isPending ? <ProcessingLabel /> : t('subscribeFor', { amount: price })}
              </Button>
            ) : (
              <Button type="button" onClick={next}>
                {t('continue')}
                <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
