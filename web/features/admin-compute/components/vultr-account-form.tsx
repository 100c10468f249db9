import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { CircleCheck, CircleX, KeyRound, PlugZap, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from '../../../lib/form';
import { z } from 'zod';
import { COMPUTE_MESSAGES } from '../../../../contract/compute-constants.js';
import { vultrAccountBody, type VultrAccount } from '../../../../contract/compute-accounts.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useFieldErrorText } from '../../../lib/i18n/use-field-error';
import { useSaveVultrAccount, useTestVultrKey } from '../api/vultr-accounts';
import { computeMessages } from '../i18n';
import { detailsOrMessage } from '../server-error';
import { SwitchField } from './switch-field';

/** Region ids as the provider writes them: an example, not words to translate. */
const REGIONS_EXAMPLE = 'ewr, ord, fra';

type Verification = { state: 'idle' } | { state: 'success'; text: string } | { state: 'error'; text: string };

interface Values {
  name: string;
  apiKey: string;
  label: string;
  allowedRegions: string;
  isActive: boolean;
  isDefault: boolean;
}

/** 001 §5 with the contract's rules: a name ('Name is required'), and a key when linking a new account (an edit's blank key keeps the stored one). */
const accountForm = (editing: boolean) =>
  z.object({
    name: vultrAccountBody.shape.name,
    apiKey: editing ? z.string() : z.string().trim().min(1, COMPUTE_MESSAGES.vultrKeyRequired),
    label: z.string(),
    allowedRegions: z.string(),
    isActive: z.boolean(),
    isDefault: z.boolean(),
  });

function initialValues(account: VultrAccount | null, isFirst: boolean): Values {
  return account
    ? {
        name: account.name,
        apiKey: '',
        label: account.label ?? '',
        allowedRegions: account.allowedRegions.join(', '),
        isActive: account.isActive,
        isDefault: account.isDefault,
      }
    : { name: '', apiKey: '', label: '', allowedRegions: '', isActive: true, isDefault: isFirst };
}

/**
 * 001 §4/§5 Vultr account form: the key must pass 'Test API Key' before Save is enabled, and any edit resets that
 * check. Editing an account leaves the key blank (write-only); blank keeps the stored key, which the test then uses.
 */
export function VultrAccountForm({
  account,
  isFirst,
  onDone,
}: {
  account: VultrAccount | null;
  isFirst: boolean;
  onDone: () => void;
}) {
  const t = useMessages(computeMessages);
  const fieldError = useFieldErrorText(computeMessages);
  const editing = account !== null;
  const form = useForm<Values>({
    resolver: zodFormResolver(accountForm(editing)),
    defaultValues: initialValues(account, isFirst),
  });
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });
  const { errors } = form.formState;
  const test = useTestVultrKey();
  const save = useSaveVultrAccount();

  // Any edit resets the key check and the message of the field edited.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      setVerification({ state: 'idle' });
      if (name) form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  const runTest = () => {
    const apiKey = form.getValues('apiKey').trim();
    if (!apiKey && !editing) {
      form.setError('apiKey', { message: COMPUTE_MESSAGES.vultrKeyRequired });
      return;
    }
    test.mutate(apiKey ? { apiKey } : { accountId: account!.id }, {
      onSuccess: (answer) => {
        const who = [answer.account.name, answer.account.email && `(${answer.account.email})`]
          .filter(Boolean)
          .join(' ');
        setVerification({ state: 'success', text: who ? t('vultrKeyVerifiedWho', { who }) : t('vultrKeyVerified') });
      },
      onError: (error) => {
        const text = detailsOrMessage(error, t('vultrVerifyFailed'));
        setVerification({ state: 'error', text });
        toast({ title: t('vultrVerifyFailed'), description: text, variant: 'destructive' });
      },
    });
  };

  const submit = form.handleSubmit((values) => {
    if (verification.state !== 'success') {
      toast({ title: t('vultrTestFirst'), variant: 'destructive' });
      return;
    }
    const apiKey = values.apiKey.trim();
    const body = {
      name: values.name.trim(),
      ...(apiKey ? { apiKey } : {}),
      label: values.label.trim() || null,
      allowedRegions: values.allowedRegions,
      isActive: values.isActive,
      isDefault: values.isDefault,
    };
    save.mutate(
      { id: account?.id ?? null, body },
      {
        onSuccess: () => {
          toast({ title: editing ? t('vultrAccountUpdated') : t('vultrAccountAdded'), description: body.name });
          onDone();
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

  const verified = verification.state === 'success';
  const heading = editing ? t('editNamed', { name: account.name }) : t('vultrLinkAccount');
  return (
    <form noValidate onSubmit={submit} aria-label={heading} className="grid gap-4 rounded-lg border p-4">
      <h4 className="font-semibold">{heading}</h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="vultr-name"
          label={t('vultrAccountName')}
          autoComplete="off"
          error={fieldError(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          id="vultr-api-key"
          label={
            <span className="flex items-center gap-1.5">
              <KeyRound className="size-3.5" aria-hidden="true" />
              {t('vultrApiKey')}
            </span>
          }
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.apiKey?.message)}
          placeholder={editing ? t('vultrKeepKey') : ''}
          hint={
            editing && account.hasApiKey
              ? account.apiKeyLast4
                ? t('vultrKeySavedEnding', { last4: account.apiKeyLast4 })
                : t('vultrKeySaved')
              : undefined
          }
          {...form.register('apiKey')}
        />
        <TextField id="vultr-label" label={t('fieldLabel')} optional autoComplete="off" {...form.register('label')} />
        <TextField
          id="vultr-regions"
          label={t('allowedRegions')}
          optional
          autoComplete="off"
          placeholder={REGIONS_EXAMPLE}
          hint={t('vultrRegionsHint')}
          {...form.register('allowedRegions')}
        />
      </div>
      <div className="flex flex-wrap gap-6">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <SwitchField id="vultr-active" label={t('badgeActive')} checked={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <SwitchField
              id="vultr-default"
              label={t('vultrDefaultAccount')}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <p aria-live="polite" className="text-sm">
        {verification.state === 'success' ? (
          <span className="flex items-center gap-1.5 font-medium text-success">
            <CircleCheck className="size-4" aria-hidden="true" />
            {verification.text}
          </span>
        ) : verification.state === 'error' ? (
          <span className="flex items-center gap-1.5 font-medium text-destructive">
            <CircleX className="size-4" aria-hidden="true" />
            {verification.text}
          </span>
        ) : (
          <span className="text-muted-foreground">{t('vultrTestFirst')}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}>
          <PlugZap aria-hidden="true" />
          {test.isPending ? t('testing') : t('vultrTestKey')}
        </Button>
        <Button type="submit" disabled={!verified || save.isPending}>
          <Save aria-hidden="true" />
          {save.isPending ? t('saving') : t('saveAccountTitle')}
        </Button>
        {(editing || !isFirst) && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
