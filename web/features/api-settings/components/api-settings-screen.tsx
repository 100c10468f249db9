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

/** 001 §2 Admin API settings: the WHM address and token, the panel address, and the sender of e-mails. */
export function ApiSettingsScreen() {
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
      toast({ title: 'Settings saved', description: 'The WHM and e-mail settings are in use now.' });
    } catch (error) {
      toast({
        title: 'Failed to save settings',
        description: errorMessage(error, 'Please try again.'),
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
          toast({ title: 'Connection Successful', description: `Connected to WHM ${answer.version}.` });
        },
        onError: (error) =>
          toast({
            title: 'Connection Failed',
            description: errorMessage(error, 'Unable to connect to WHM API'),
            variant: 'destructive',
          }),
      },
    );
  };

  const saved = settings.data;
  const tokenHint = saved?.hasWhmApiToken
    ? `A token is saved${saved.whmApiTokenLast4 ? ` (ending in ${saved.whmApiTokenLast4})` : ''}. Leave blank to keep it.`
    : 'Create one in WHM under Development » Manage API Tokens.';

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        title="API Settings"
        description="Connect the WHM server that hosts the accounts, and set who e-mails come from."
      />
      {settings.isPending ? (
        <Spinner label="Loading settings..." />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the settings: {errorMessage(settings.error, 'unknown error')}
        </p>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Server className="size-5 text-primary" aria-hidden="true" />
                WHM and cPanel
              </CardTitle>
              <CardDescription>
                Hosting accounts are created, changed and removed through this WHM server.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <TextField
                id="whm-api-url"
                label="WHM API URL"
                type="url"
                placeholder="https://server.example.com:2087"
                autoComplete="off"
                error={errors.whmApiUrl?.message}
                {...form.register('whmApiUrl')}
              />
              <TextField
                id="whm-api-token"
                label={
                  <span className="flex items-center gap-1.5">
                    <KeyRound className="size-3.5" aria-hidden="true" />
                    API Token
                  </span>
                }
                type="password"
                autoComplete="new-password"
                placeholder={saved?.hasWhmApiToken ? 'Leave blank to keep the saved token' : ''}
                hint={tokenHint}
                error={errors.whmApiToken?.message}
                {...form.register('whmApiToken')}
              />
              <TextField
                id="cpanel-base-url"
                label="cPanel Base URL"
                type="url"
                placeholder="https://server.example.com:2083"
                autoComplete="off"
                hint="Where clients sign in to cPanel by hand."
                error={errors.cpanelBaseUrl?.message}
                {...form.register('cpanelBaseUrl')}
              />
              <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm" aria-live="polite">
                  {version ? (
                    <span className="flex items-center gap-1.5 font-medium text-success">
                      <CircleCheck className="size-4" aria-hidden="true" />
                      Connected. WHM version {version}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">Check the address and token before saving.</span>
                  )}
                </p>
                <Button type="button" variant="outline" onClick={runTest} disabled={testConnection.isPending}>
                  <PlugZap aria-hidden="true" />
                  {testConnection.isPending ? 'Testing...' : 'Test connection'}
                </Button>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Mail className="size-5 text-primary" aria-hidden="true" />
                E-mail sender
              </CardTitle>
              <CardDescription>The address and name that account e-mails are sent from.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="email-from-address"
                label="From Address"
                type="email"
                placeholder="hosting@example.com"
                autoComplete="off"
                error={errors.emailFromAddress?.message}
                {...form.register('emailFromAddress')}
              />
              <TextField
                id="email-from-name"
                label="From Name"
                placeholder="HostFree"
                autoComplete="off"
                error={errors.emailFromName?.message}
                {...form.register('emailFromName')}
              />
            </CardContent>
          </Card>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              <Save aria-hidden="true" />
              {isSubmitting ? 'Saving...' : 'Save Settings'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
