import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { CircleCheck, CircleDashed, CreditCard, KeyRound, Save, Webhook } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Controller, useForm } from '../../../lib/form';
import type { z } from 'zod';
import { TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { useSetStripeTax } from '../api/set-stripe-tax';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { stripeSettingsBody, type StripeSettings, type StripeSettingsBody } from '../../../../contract/payments.js';
import { useStripeSettings } from '../api/get-stripe-settings';
import { useSaveStripeSettings } from '../api/save-stripe-settings';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { stripeMessages } from '../i18n';
import { WebhookStatus } from './webhook-status';

const EMPTY: StripeSettingsBody = { publicKey: '', secretKey: '', webhookSecret: '', isTestMode: true };

function SavedState({ label, isSet }: { label: string; isSet: boolean }) {
  const t = useMessages(stripeMessages);
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span>{label}</span>
      {isSet ? (
        <span className="flex items-center gap-1.5 font-medium text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('saved')}
        </span>
      ) : (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <CircleDashed className="size-4" aria-hidden="true" />
          {t('notSet')}
        </span>
      )}
    </li>
  );
}

function StatusCard({ settings }: { settings: StripeSettings }) {
  const t = useMessages(stripeMessages);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('currentStatus')}
          {settings.isConfigured ? (
            <Badge variant="success">{t('paymentsOn')}</Badge>
          ) : (
            <Badge variant="secondary">{t('notConfigured')}</Badge>
          )}
          <Badge variant="outline">{settings.isTestMode ? t('testMode') : t('liveMode')}</Badge>
        </CardTitle>
        <CardDescription>{t('secretsNeverShown')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <ul className="divide-y rounded-lg border px-3">
          <li className="flex items-center justify-between gap-3 py-2 text-sm">
            <span>{t('publishableKey')}</span>
            <code className="block max-w-[55%] truncate font-mono text-xs" title={settings.publicKey ?? undefined}>
              {settings.publicKey ?? t('notSet')}
            </code>
          </li>
          <SavedState label={t('secretKey')} isSet={settings.hasSecretKey} />
          <SavedState label={t('webhookSigningSecret')} isSet={settings.hasWebhookSecret} />
        </ul>
        <WebhookStatus settings={settings} />
      </CardContent>
    </Card>
  );
}

/**
 * 001 §2 VPS tab → Stripe Settings (001 §5): publishable key and secret key required on every save (the secrets are
 * write-only), key prefixes matching the mode; the server checks the key with Stripe. The webhook secret is optional:
 * left empty, HostFree keeps its own endpoint; pasted, the admin's endpoint is used.
 */
export function StripeSettingsTab() {
  // The webhook's warning counts events with a plural, so this feature's words need the ICU formatter: it arrives
  // with them, and the tab waits here meanwhile (the spinner's own word is the shell's).
  return (
    <Suspense fallback={<Spinner />}>
      <StripeSettingsForm />
    </Suspense>
  );
}

function StripeSettingsForm() {
  const t = useMessages(stripeMessages);
  const tError = useErrorText();
  const settings = useStripeSettings();
  const save = useSaveStripeSettings();
  const form = useForm<z.input<typeof stripeSettingsBody>, unknown, StripeSettingsBody>({
    resolver: zodFormResolver(stripeSettingsBody),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (settings.data)
      form.reset({ ...EMPTY, publicKey: settings.data.publicKey ?? '', isTestMode: settings.data.isTestMode });
  }, [settings.data, form]);

  const onSubmit = async (values: StripeSettingsBody) => {
    try {
      const saved = await save.mutateAsync(values);
      // The keys are saved even when the webhook step failed; the status card keeps the reason and the retry.
      toast(
        saved.webhook.error
          ? { title: t('settingsSaved'), description: saved.webhook.error, variant: 'destructive' }
          : { title: t('settingsSaved'), description: t('keysInUse') },
      );
      form.reset({ ...values, secretKey: '', webhookSecret: '' });
    } catch (error) {
      toast({
        title: t('saveFailed'),
        description: errorMessage(error, t('tryAgain')),
        variant: 'destructive',
      });
    }
  };

  if (settings.isPending) return <Spinner label={t('loading')} />;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadFailed', { error: errorMessage(settings.error, t('tryAgain')) })}
      </p>
    );
  const saved = settings.data;
  const secretHint = (isSet: boolean) => (isSet ? t('secretHint') : undefined);
  const webhookHint = saved.webhook.mode === 'pasted' ? t('webhookHintPasted') : t('webhookHintManaged');

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.3fr_1fr] lg:items-start">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden="true" />
            {t('stripeSettings')}
          </CardTitle>
          <CardDescription>{t('stripeSettingsLead')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
            <TextField
              id="stripe-public-key"
              label={t('publishableKey')}
              placeholder={t('publicKeyPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              error={tError(errors.publicKey?.message)}
              {...form.register('publicKey')}
            />
            <TextField
              id="stripe-secret-key"
              label={
                <span className="flex items-center gap-1.5">
                  <KeyRound className="size-3.5" aria-hidden="true" />
                  {t('secretKey')}
                </span>
              }
              type="password"
              placeholder={t('secretKeyPlaceholder')}
              autoComplete="new-password"
              spellCheck={false}
              hint={secretHint(saved.hasSecretKey)}
              error={tError(errors.secretKey?.message)}
              {...form.register('secretKey')}
            />
            <TextField
              id="stripe-webhook-secret"
              label={
                <span className="flex items-center gap-1.5">
                  <Webhook className="size-3.5" aria-hidden="true" />
                  {t('webhookSigningSecret')}
                </span>
              }
              type="password"
              placeholder={t('webhookSecretPlaceholder')}
              autoComplete="new-password"
              spellCheck={false}
              hint={webhookHint}
              error={tError(errors.webhookSecret?.message)}
              {...form.register('webhookSecret')}
            />
            <Controller
              control={form.control}
              name="isTestMode"
              render={({ field }) => (
                <SwitchField
                  id="stripe-test-mode"
                  label={t('testMode')}
                  hint={t('testModeHint')}
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={isSubmitting}>
                <Save aria-hidden="true" />
                {isSubmitting ? t('saving') : t('saveStripeSettings')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <StatusCard settings={saved} />
      {saved.hasSecretKey && <StripeTaxCard settings={saved} />}
    </div>
  );
}

/**
 * Stripe Tax: on, paid hosting and VPS subscriptions are started with automatic_tax and checkouts need a billing
 * address; off, checkouts and invoices are as before. Saved on its own, so the keys need not be typed again.
 */
function StripeTaxCard({ settings }: { settings: StripeSettings }) {
  const t = useMessages(stripeMessages);
  const setTax = useSetStripeTax();
  const problem = setTax.isError ? errorMessage(setTax.error, t('taxNotChanged')) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tax')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <SwitchField
          id="stripe-automatic-tax"
          label={t('stripeTax')}
          hint={t('stripeTaxHint')}
          checked={settings.automaticTax}
          disabled={setTax.isPending}
          onCheckedChange={(on) => setTax.mutate(on)}
        />
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
