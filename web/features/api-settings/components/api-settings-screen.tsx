import { CircleCheck, KeyRound, Mail, PlugZap, Save, Server } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useApiSettings } from '../api/get-api-settings';
import { useSaveApiSettings } from '../api/save-api-settings';
import { useTestWhmConnection } from '../api/test-whm-connection';
import {
  EMPTY_API_SETTINGS_FORM,
  formToSettingsBody,
  settingsToForm,
  type ApiSettingsFormValues,
} from '../api-settings-form';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { apiSettingsMessages } from '../i18n';

// Technical examples, the same in every language (addresses and the brand are not translated).
const EXAMPLE = {
  whmApiUrl: 'https://server.example.com:2087',
  cpanelBaseUrl: 'https://server.example.com:2083',
  fromAddress: 'hosting@example.com',
  fromName: 'HostFree',
};

/** 001 §2 Admin API settings: the WHM address and token, the panel address, and the sender of e-mails. */
export function ApiSettingsScreen() {
  const t = useMessages(apiSettingsMessages);
  const tError = useErrorText();
  const settings = useApiSettings();
  const save = useSaveApiSettings();
  const testConnection = useTestWhmConnection();
  const [version, setVersion] = useState<string | null>(null);
  // zod and the rules arrive with the form's first check, not with the page; they depend on what is saved.
  const resolver = useMemo(() => {
    const saved = settings.data;
    return lazyResolver<ApiSettingsFormValues>(() =>
      import('../api-settings-resolver').then((m) => m.apiSettingsResolver(saved)),
    );
  }, [settings.data]);
  const form = useForm<ApiSettingsFormValues>({ resolver, defaultValues: EMPTY_API_SETTINGS_FORM });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (settings.data) form.reset(settingsToForm(settings.data));
  }, [settings.data, form]);

  const onSubmit = async (values: ApiSettingsFormValues) => {
    try {
      await save.mutateAsync(formToSettingsBody(values));
      toast({ title: t('savedTitle'), description: t('savedDescription') });
    } catch (error) {
      toast({
        title: t('saveFailedTitle'),
        description: errorMessage(error, t('tryAgain')),
        variant: 'destructive',
      });
    }
  };

  const runTest = () => {
    const { whmApiUrl, whmApiToken } = form.getValues();
    setVersion(null);
    testConnection.mutate(
      {
        ...(whmApiUrl.trim() ? { whmApiUrl: whmApiUrl.trim() } : {}),
        ...(whmApiToken.trim() ? { whmApiToken: whmApiToken.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          setVersion(answer.version);
          toast({ title: t('connectionSuccessTitle'), description: t('connectedTo', { version: answer.version }) });
        },
        onError: (error) =>
          toast({
            title: t('connectionFailedTitle'),
            description: errorMessage(error, t('connectionFailedFallback')),
            variant: 'destructive',
          }),
      },
    );
  };

  const saved = settings.data;
  const tokenHint = !saved?.hasWhmApiToken
    ? t('tokenHintNew')
    : saved.whmApiTokenLast4
      ? t('tokenHintSavedLast4', { last4: saved.whmApiTokenLast4 })
      : t('tokenHintSaved');

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      {settings.isPending ? (
        <Spinner label={t('loading')} />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('loadFailed', { reason: errorMessage(settings.error, t('unknownError')) })}
        </p>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Server className="size-5 text-primary" aria-hidden="true" />
                {t('whmTitle')}
              </CardTitle>
              <CardDescription>{t('whmDescription')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <TextField
                id="whm-api-url"
                label={t('whmApiUrl')}
                type="url"
                placeholder={EXAMPLE.whmApiUrl}
                autoComplete="off"
                error={tError(errors.whmApiUrl?.message)}
                {...form.register('whmApiUrl')}
              />
              <TextField
                id="whm-api-token"
                label={
                  <span className="flex items-center gap-1.5">
                    <KeyRound className="size-3.5" aria-hidden="true" />
                    {t('apiToken')}
                  </span>
                }
                type="password"
                autoComplete="new-password"
                placeholder={saved?.hasWhmApiToken ? t('tokenPlaceholderSaved') : ''}
                hint={tokenHint}
                error={tError(errors.whmApiToken?.message)}
                {...form.register('whmApiToken')}
              />
              <TextField
                id="cpanel-base-url"
                label={t('cpanelBaseUrl')}
                type="url"
                placeholder={EXAMPLE.cpanelBaseUrl}
                autoComplete="off"
                hint={t('cpanelHint')}
                error={tError(errors.cpanelBaseUrl?.message)}
                {...form.register('cpanelBaseUrl')}
              />
              <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm" aria-live="polite">
                  {version ? (
                    <span className="flex items-center gap-1.5 font-medium text-success">
                      <CircleCheck className="size-4" aria-hidden="true" />
                      {t('connectedVersion', { version })}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">{t('checkBeforeSaving')}</span>
                  )}
                </p>
                <Button type="button" variant="outline" onClick={runTest} disabled={testConnection.isPending}>
                  <PlugZap aria-hidden="true" />
                  {testConnection.isPending ? t('testing') : t('testConnection')}
                </Button>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Mail className="size-5 text-primary" aria-hidden="true" />
                {t('senderTitle')}
              </CardTitle>
              <CardDescription>{t('senderDescription')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="email-from-address"
                label={t('fromAddress')}
                type="email"
                placeholder={EXAMPLE.fromAddress}
                autoComplete="off"
                error={tError(errors.emailFromAddress?.message)}
                {...form.register('emailFromAddress')}
              />
              <TextField
                id="email-from-name"
                label={t('fromName')}
                placeholder={EXAMPLE.fromName}
                autoComplete="off"
                error={tError(errors.emailFromName?.message)}
                {...form.register('emailFromName')}
              />
            </CardContent>
          </Card>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              <Save aria-hidden="true" />
              {isSubmitting ? t('saving') : t('saveSettings')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
