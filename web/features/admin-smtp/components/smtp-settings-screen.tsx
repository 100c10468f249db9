import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { CircleCheck, CircleX, Mail, PlugZap, Save, Send, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from '../../../lib/form';
import { MARKETING_MESSAGES } from '../../../../contract/marketing.js';
import { TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteSmtpSettings } from '../api/delete-smtp-settings';
import { useSmtpSettings } from '../api/get-smtp-settings';
import { useSaveSmtpSettings } from '../api/save-smtp-settings';
import { useSendSmtpTest } from '../api/send-smtp-test';
import { useTestSmtpConnection } from '../api/test-smtp-connection';
import { EMPTY_SMTP_FORM, formToBody, settingsToForm, smtpFormSchema, type SmtpFormValues } from '../smtp-form';

/** 001 §2 SMTP Configuration: a status card, the settings form and a Test SMTP Settings card. */
export function SmtpSettingsScreen() {
  const settings = useSmtpSettings();
  const save = useSaveSmtpSettings();
  const remove = useDeleteSmtpSettings();
  const testConnection = useTestSmtpConnection();
  const sendTest = useSendSmtpTest();
  const [testEmail, setTestEmail] = useState('');
  const [testEmailError, setTestEmailError] = useState<string | null>(null);
  const schema = useMemo(() => smtpFormSchema(settings.data), [settings.data]);
  const form = useForm<SmtpFormValues>({ resolver: zodFormResolver(schema), defaultValues: EMPTY_SMTP_FORM });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (settings.data) form.reset(settingsToForm(settings.data));
  }, [settings.data, form]);

  const onSubmit = async (values: SmtpFormValues) => {
    try {
      await save.mutateAsync(formToBody(values));
      toast({ title: 'Settings saved', description: 'Outgoing mail uses these SMTP settings now.' });
    } catch (error) {
      toast({
        title: 'Save Failed',
        description: errorMessage(error, 'Failed to save SMTP settings.'),
        variant: 'destructive',
      });
    }
  };

  // 001 §5: the test-connection button needs a valid form.
  const runConnectionTest = form.handleSubmit((values) =>
    testConnection.mutate(formToBody(values), {
      onSuccess: (answer) => toast({ title: 'Connection Successful', description: answer.message }),
      onError: (error) =>
        toast({
          title: 'Connection Failed',
          description: errorMessage(error, MARKETING_MESSAGES.connectionFailed),
          variant: 'destructive',
        }),
    }),
  );

  const runSendTest = () => {
    if (!testEmail.trim()) {
      setTestEmailError(MARKETING_MESSAGES.testEmailRequired);
      return;
    }
    setTestEmailError(null);
    void form.handleSubmit((values) =>
      sendTest.mutate(
        { ...formToBody(values), testEmail: testEmail.trim() },
        {
          onSuccess: (answer) => toast({ title: 'Test Email Sent', description: answer.message }),
          onError: (error) =>
            toast({
              title: 'Test Failed',
              description: errorMessage(error, 'Failed to send the test email.'),
              variant: 'destructive',
            }),
        },
      ),
    )();
  };

  const onDelete = () => {
    if (!window.confirm('Delete the SMTP settings? Mail waits in the outbox until SMTP is configured again.')) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        form.reset(EMPTY_SMTP_FORM);
        toast({ title: 'SMTP settings deleted', description: 'Outgoing mail waits until SMTP is configured again.' });
      },
      onError: (error) =>
        toast({
          title: 'Delete Failed',
          description: errorMessage(error, 'Failed to delete SMTP settings.'),
          variant: 'destructive',
        }),
    });
  };

  if (settings.isPending) return <Spinner label="Loading SMTP settings..." />;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the SMTP settings: {errorMessage(settings.error, 'unknown error')}
      </p>
    );
  const saved = settings.data;
  const configured = Boolean(saved.host && saved.hasPassword && saved.isActive);

  return (
    <div className="grid gap-6">
      <Card>
        <div className="p-6 flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <div className="grid gap-1">
            <CardTitle className="flex items-center gap-2">
              <Mail className="size-5 text-primary" aria-hidden="true" />
              SMTP Status
            </CardTitle>
            <CardDescription>
              {configured
                ? `Mail is sent through ${saved.host}:${saved.port} (${saved.encryption.toUpperCase()}).`
                : 'Mail waits in the outbox until an SMTP server is configured.'}
            </CardDescription>
          </div>
          {configured ? (
            <Badge variant={null} className="border-transparent bg-success text-white">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              Configured
            </Badge>
          ) : (
            <Badge variant="secondary" className="gap-1">
              <CircleX className="size-3.5" aria-hidden="true" />
              Not configured
            </Badge>
          )}
        </div>
      </Card>

      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Card>
          <CardHeader>
            <CardTitle>SMTP Configuration</CardTitle>
            <CardDescription>The server that sends account, hosting and receipt e-mails.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="smtp-host"
              label="SMTP Host"
              placeholder="smtp.example.com"
              autoComplete="off"
              error={errors.host?.message}
              {...form.register('host')}
            />
            <TextField
              id="smtp-port"
              label="Port"
              inputMode="numeric"
              autoComplete="off"
              error={errors.port?.message}
              {...form.register('port')}
            />
            <TextField
              id="smtp-username"
              label="Username"
              autoComplete="off"
              error={errors.username?.message}
              {...form.register('username')}
            />
            <TextField
              id="smtp-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              placeholder={saved.hasPassword ? 'Leave blank to keep the saved password' : ''}
              hint={saved.hasPassword ? 'A password is saved. Leave blank to keep it.' : undefined}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <div className="grid gap-2">
              <Label htmlFor="smtp-encryption">Encryption</Label>
              <NativeSelect id="smtp-encryption" {...form.register('encryption')}>
                <option value="tls">TLS (STARTTLS, usually port 587)</option>
                <option value="ssl">SSL (usually port 465)</option>
                <option value="none">None</option>
              </NativeSelect>
            </div>
            <div className="hidden sm:block" aria-hidden="true" />
            <TextField
              id="smtp-from-email"
              label="From Email"
              type="email"
              placeholder="noreply@example.com"
              autoComplete="off"
              error={errors.fromEmail?.message}
              {...form.register('fromEmail')}
            />
            <TextField
              id="smtp-from-name"
              label="From Name"
              placeholder="HostFree"
              autoComplete="off"
              error={errors.fromName?.message}
              {...form.register('fromName')}
            />
            <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-between">
              <Button
                type="button"
                variant="outline"
                className="text-destructive"
                onClick={onDelete}
                disabled={!saved.host || remove.isPending}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void runConnectionTest()}
                  disabled={testConnection.isPending}
                >
                  <PlugZap aria-hidden="true" />
                  {testConnection.isPending ? 'Testing...' : 'Test Connection'}
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  <Save aria-hidden="true" />
                  {isSubmitting ? 'Saving...' : 'Save Settings'}
                </Button>
              </div>
            </div>
          </CardContent>
        </Card>
      </form>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Send className="size-5 text-primary" aria-hidden="true" />
            Test SMTP Settings
          </CardTitle>
          <CardDescription>Sends a real message with the values in the form above.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            id="smtp-test-email"
            label="Test Email Address"
            type="email"
            placeholder="you@example.com"
            containerClassName="flex-1"
            value={testEmail}
            onChange={(e) => setTestEmail(e.target.value)}
            error={testEmailError ?? undefined}
          />
          <Button type="button" className="sm:mt-7" onClick={runSendTest} disabled={sendTest.isPending}>
            <Send aria-hidden="true" />
            {sendTest.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
