import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { CircleCheck, CircleDashed, CreditCard, KeyRound, Save, Webhook } from 'lucide-react';
import { useEffect } from 'react';
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
import {
  PAYMENT_MESSAGES as M,
  stripeSettingsBody,
  type StripeSettings,
  type StripeSettingsBody,
} from '../../../../contract/payments.js';
import { useStripeSettings } from '../api/get-stripe-settings';
import { useSaveStripeSettings } from '../api/save-stripe-settings';
import { WebhookStatus } from './webhook-status';

const EMPTY: StripeSettingsBody = { publicKey: '', secretKey: '', webhookSecret: '', isTestMode: true };

function SavedState({ label, isSet }: { label: string; isSet: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span>{label}</span>
      {isSet ? (
        <span className="flex items-center gap-1.5 font-medium text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
          Saved
        </span>
      ) : (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <CircleDashed className="size-4" aria-hidden="true" />
          Not set
        </span>
      )}
    </li>
  );
}

function StatusCard({ settings }: { settings: StripeSettings }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Current status
          {settings.isConfigured ? (
            <Badge variant="success">Payments on</Badge>
          ) : (
            <Badge variant="secondary">Not configured</Badge>
          )}
          <Badge variant="outline">{settings.isTestMode ? 'Test mode' : 'Live mode'}</Badge>
        </CardTitle>
        <CardDescription>Secret values are never shown again once saved, only whether they are set.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <ul className="divide-y rounded-lg border px-3">
          <li className="flex items-center justify-between gap-3 py-2 text-sm">
            <span>Publishable key</span>
            <code className="block max-w-[55%] truncate font-mono text-xs" title={settings.publicKey ?? undefined}>
              {settings.publicKey ?? 'Not set'}
            </code>
          </li>
          <SavedState label="Secret key" isSet={settings.hasSecretKey} />
          <SavedState label="Webhook signing secret" isSet={settings.hasWebhookSecret} />
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
          ? { title: M.stripeSettingsSaved, description: saved.webhook.error, variant: 'destructive' }
          : { title: M.stripeSettingsSaved, description: 'Card payments use these keys now.' },
      );
      form.reset({ ...values, secretKey: '', webhookSecret: '' });
    } catch (error) {
      toast({
        title: 'Failed to save settings',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  if (settings.isPending) return <Spinner label="Loading Stripe settings..." />;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the Stripe settings: {errorMessage(settings.error, 'Please try again.')}
      </p>
    );
  const saved = settings.data;
  const secretHint = (isSet: boolean) =>
    isSet ? 'A value is saved. Enter it again (or a new one) to save changes.' : undefined;
  const webhookHint =
    saved.webhook.mode === 'pasted'
      ? 'Optional. Your pasted secret is saved: enter it again to keep your own endpoint, or leave this empty to let HostFree create and keep its own.'
      : 'Optional. Leave empty: HostFree creates and keeps its own endpoint in your Stripe account. Paste a secret only for an endpoint you manage yourself.';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.3fr_1fr] lg:items-start">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden="true" />
            Stripe Settings
          </CardTitle>
          <CardDescription>
            Keys from the Stripe Dashboard under Developers → API keys. Donations, paid hosting and VPS orders are
            charged with them.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
            <TextField
              id="stripe-public-key"
              label="Publishable key"
              placeholder="pk_test_..."
              autoComplete="off"
              spellCheck={false}
              error={errors.publicKey?.message}
              {...form.register('publicKey')}
            />
            <TextField
              id="stripe-secret-key"
              label={
                <span className="flex items-center gap-1.5">
                  <KeyRound className="size-3.5" aria-hidden="true" />
                  Secret key
                </span>
              }
              type="password"
              placeholder="sk_test_... or rk_test_..."
              autoComplete="new-password"
              spellCheck={false}
              hint={secretHint(saved.hasSecretKey)}
              error={errors.secretKey?.message}
              {...form.register('secretKey')}
            />
            <TextField
              id="stripe-webhook-secret"
              label={
                <span className="flex items-center gap-1.5">
                  <Webhook className="size-3.5" aria-hidden="true" />
                  Webhook signing secret
                </span>
              }
              type="password"
              placeholder="whsec_..."
              autoComplete="new-password"
              spellCheck={false}
              hint={webhookHint}
              error={errors.webhookSecret?.message}
              {...form.register('webhookSecret')}
            />
            <Controller
              control={form.control}
              name="isTestMode"
              render={({ field }) => (
                <SwitchField
                  id="stripe-test-mode"
                  label="Test mode"
                  hint="Test keys (pk_test_, sk_test_) charge no real cards. Turn off with live keys."
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={isSubmitting}>
                <Save aria-hidden="true" />
                {isSubmitting ? 'Saving...' : 'Save Stripe Settings'}
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
  const setTax = useSetStripeTax();
  const problem = setTax.isError ? errorMessage(setTax.error, 'Stripe Tax could not be changed.') : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tax</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <SwitchField
          id="stripe-automatic-tax"
          label="Stripe Tax on paid hosting and VPS"
          hint="Charges VAT and sales tax where you are registered in Stripe's tax settings, applies reverse charge to EU businesses with a verified VAT number, and asks buyers for a billing address. Donations are never taxed."
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
