import { CircleCheck, PlugZap, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from '../../../lib/form';
import { COMPUTE_MESSAGES } from '../../../../contract/compute-constants.js';
import { type AzureAccount } from '../../../../contract/compute-accounts.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage, parseApiError } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useFieldErrorText } from '../../../lib/i18n/use-field-error';
import { useSaveAzureAccount, useTestAzureCredentials } from '../api/azure-accounts';
import { azureFormToBody, azureFormValues, validateAzureForm, type AzureFormValues } from '../azure-account-form';
import { computeMessages } from '../i18n';
import { SwitchField } from './switch-field';

/** Region ids as the provider writes them: an example, not words to translate. */
const REGIONS_EXAMPLE = 'eastus, westeurope';

function AzureAccountFormBody({ account, onClose }: { account: AzureAccount | null; onClose: () => void }) {
  const t = useMessages(computeMessages);
  const fieldError = useFieldErrorText(computeMessages);
  // The 001 §5 rules give one message at a time, in their order (validateAzureForm), so they run on submit.
  const form = useForm<AzureFormValues>({ defaultValues: azureFormValues(account) });
  const [problem, setProblem] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const save = useSaveAzureAccount();
  const test = useTestAzureCredentials();
  const editing = account !== null;

  // Any edit clears the last problem and the last verification.
  useEffect(() => {
    const watching = form.watch(() => {
      setProblem(null);
      setVerified(null);
    });
    return () => watching.unsubscribe();
  }, [form]);

  const runTest = () => {
    const values = form.getValues();
    const secret = values.clientSecret.trim();
    const usesStored = !secret && editing && account.hasClientSecret;
    if (![values.tenantId, values.clientId, values.subscriptionId].every((v) => v.trim()) || (!secret && !usesStored)) {
      setProblem(COMPUTE_MESSAGES.azureTestRequired);
      return;
    }
    test.mutate(
      {
        tenantId: values.tenantId.trim(),
        clientId: values.clientId.trim(),
        subscriptionId: values.subscriptionId.trim(),
        ...(secret ? { clientSecret: secret } : { accountId: account!.id }),
      },
      {
        onSuccess: (answer) => {
          const name = answer.subscription.displayName ?? answer.subscription.subscriptionId;
          const { state } = answer.subscription;
          setVerified(state ? t('azureCredentialsWorkState', { name, state }) : t('azureCredentialsWork', { name }));
        },
        onError: (error) => {
          // The server says which step failed: 'Azure auth failed' (no token) or 'Credential test failed'.
          const { message, flags } = parseApiError(error);
          const title = apiErrorCode(error) === 'azureAuthFailed' ? t('azureAuthFailed') : t('credentialTestFailed');
          const details =
            typeof flags.details === 'string' && flags.details
              ? flags.details
              : message && message !== title
                ? message
                : t('azureCheckIds');
          toast({ title, description: details, variant: 'destructive' });
        },
      },
    );
  };

  const submit = form.handleSubmit((values) => {
    const broken = validateAzureForm(values, editing);
    if (broken) {
      setProblem(broken);
      return;
    }
    save.mutate(
      { id: account?.id ?? null, body: azureFormToBody(values) },
      {
        onSuccess: () => {
          toast({
            title: editing ? t('azureAccountUpdated') : t('azureAccountAdded'),
            description: values.name.trim(),
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: editing ? t('updateFailed') : t('addFailed'),
            description: errorMessage(error, t('tryAgain')),
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? t('editNamed', { name: account.name }) : t('addAzurePrincipal')}</DialogTitle>
        <DialogDescription>{t('azureDialogIntro')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id="azure-name" label={t('fieldName')} autoComplete="off" {...form.register('name')} />
        <TextField id="azure-tenant" label={t('azureTenantId')} autoComplete="off" {...form.register('tenantId')} />
        <TextField id="azure-client" label={t('azureClientId')} autoComplete="off" {...form.register('clientId')} />
        <TextField
          id="azure-secret"
          label={t('azureClientSecret')}
          type="password"
          autoComplete="new-password"
          placeholder={editing ? t('azureKeepSecret') : ''}
          optional={editing}
          {...form.register('clientSecret')}
        />
        <TextField
          id="azure-subscription"
          label={t('azureSubscriptionId')}
          autoComplete="off"
          {...form.register('subscriptionId')}
        />
        <TextField
          id="azure-regions"
          label={t('allowedRegions')}
          optional
          autoComplete="off"
          placeholder={REGIONS_EXAMPLE}
          hint={t('commaSeparatedHint')}
          {...form.register('allowedRegions')}
        />
      </div>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <SwitchField id="azure-active" label={t('badgeActive')} checked={field.value} onChange={field.onChange} />
        )}
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {fieldError(problem)}
        </p>
      )}
      {verified && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
          {verified}
        </p>
      )}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}>
          <PlugZap aria-hidden="true" />
          {test.isPending ? t('testing') : t('testCredentialsTitle')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose} disabled={save.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" />
          {save.isPending ? t('saving') : editing ? t('saveChanges') : t('addAccount')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add or edit one Azure service principal (001 §5). */
export function AzureAccountDialog({
  state,
  onClose,
}: {
  state: { account: AzureAccount | null } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="2xl" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        {state && <AzureAccountFormBody key={state.account?.id ?? 'new'} account={state.account} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
