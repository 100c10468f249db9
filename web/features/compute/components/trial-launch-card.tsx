import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import type { ComputeText } from '../i18n';
import { dollarsText } from '../launch-options';
import { Clock } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useForm } from '../../../lib/form';
import type { ComputeMeta, ProvisionResult } from '../../../../contract/compute.js';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/utils';
import { useStripePublicKey } from '../../../lib/client-config';
import { useProvisionInstance } from '../api/provision-instance';
import { trialLaunchResolver } from '../lazy-form-resolvers';
import { VerifyEmailStep } from './verify-email-step';

// The $3 run's dialog (the card form, Stripe, the billing address) is fetched when it opens: most who see this card
// launch their free trial and never pay.
const ExtraRunDialog = lazy(async () => ({ default: (await import('./extra-run-dialog')).ExtraRunDialog }));

/** What the caller's trial allows now, in the server's words (the launch refuses with the same). */
function trialNote(trial: ComputeMeta['trial'], t: ComputeText): string | null {
  if (!trial) return null;
  return trial.eligibility.message ?? t('trialAvailable');
}

/** A client whose free trial is used pays $3 first (admins are not limited; the server decides either way). */
function needsPayment(meta: ComputeMeta, isAdmin: boolean): boolean {
  return !isAdmin && meta.trial?.eligibility.nextStep === 'pay';
}

/**
 * Prices only where billing applies — the paid run only when payments are set up; hours and price are the provider's
 * ('$3' of 300 cents, '$3.50' of 350, as 001 §2's quota line writes it).
 */
function quotaLine(trial: ComputeMeta['trial'], t: ComputeText, locale: string): string {
  return trial?.paymentsAvailable
    ? t('quotaPaid', { price: dollarsText(trial.extraRunPriceCents, locale), hours: trial.hours })
    : t('quotaFree');
}

/**
 * The launch card of any trial provider (001 §2): the OS list, the quota line and 'Launch 48-hour Trial'. When the
 * server says the trial cannot start now, the button is off, the reason is beside it and the next step is on this card
 * (`addEmailCard`: the dashboard's add-email card, passed in by the route; or the confirmation link).
 */
export function TrialLaunchCard({
  meta,
  isAdmin,
  onLaunched,
  addEmailCard,
}: {
  meta: ComputeMeta;
  isAdmin: boolean;
  onLaunched: (result: ProvisionResult) => void;
  addEmailCard?: ReactNode;
}) {
  const provision = useProvisionInstance();
  const t = useMessages(computeMessages);
  const locale = useLocale();
  const tError = useErrorText();
  const { publicKey } = useStripePublicKey();
  const defaults = { os: String(meta.operatingSystems[0]?.id ?? '') };
  const form = useForm({ resolver: trialLaunchResolver, defaultValues: defaults });
  const os = form.watch('os');
  const [paying, setPaying] = useState(false);
  const note = isAdmin ? null : trialNote(meta.trial, t);
  const eligibility = isAdmin ? null : (meta.trial?.eligibility ?? null);
  // Blocked, unless the next step is paying (the button then opens the payment).
  const blocked = Boolean(eligibility?.block) && eligibility?.nextStep !== 'pay';

  const submit = form.handleSubmit(
    (values) => {
      if (needsPayment(meta, isAdmin) && publicKey) {
        setPaying(true);
        return;
      }
      provision.mutate(values, {
        onSuccess: (result) => {
          form.reset(defaults);
          onLaunched(result);
        },
        onError: (error) =>
          toast({
            title: t('provisioningFailed'),
            description: errorMessage(error, t('provisioningFailed')),
            variant: 'destructive',
          }),
      });
    },
    (errors) =>
      toast({
        title: t('selectionRequiredTitle'),
        description: tError(errors.os?.message),
        variant: 'destructive',
      }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-5 text-primary" aria-hidden="true" />
          {t('trialTitle', { hours: meta.trial?.hours ?? 48, label: meta.label ?? '' })}
        </CardTitle>
        <CardDescription>{quotaLine(meta.trial, t, locale)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('operatingSystem')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {meta.operatingSystems.map((choice) => {
                const value = String(choice.id);
                const checked = os === value;
                return (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm transition-colors hover:bg-accent',
                      checked && 'border-primary bg-accent',
                    )}
                  >
                    <input
                      type="radio"
                      value={value}
                      {...form.register('os')}
                      className="accent-[var(--color-primary)]"
                    />
                    {choice.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
          {note && (
            <p id="trial-note" role={blocked ? 'status' : undefined} className="text-sm text-muted-foreground">
              {note}
            </p>
          )}
          <div>
            <Button
              type="submit"
              disabled={provision.isPending || blocked}
              aria-describedby={note ? 'trial-note' : undefined}
            >
              <Clock aria-hidden="true" />
              {provision.isPending ? t('launching') : t('launchTrial')}
            </Button>
          </div>
        </form>
        {eligibility?.nextStep === 'add-email' && addEmailCard && <div className="mt-4">{addEmailCard}</div>}
        {eligibility?.nextStep === 'verify-email' && (
          <div className="mt-4">
            <VerifyEmailStep />
          </div>
        )}
        {paying && publicKey && (
          <Suspense fallback={null}>
            <ExtraRunDialog
              provider={meta.provider!}
              quotaLine={quotaLine(meta.trial, t, locale)}
              os={os}
              publicKey={publicKey}
              asksBillingAddress={meta.trial?.billingAddressAsked ?? false}
              onClose={() => setPaying(false)}
              onLaunched={onLaunched}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
