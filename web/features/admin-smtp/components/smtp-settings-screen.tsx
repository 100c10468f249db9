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
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { smtpMessages } from '../i18n';
import { EMPTY_SMTP_FORM, formToBody, settingsToForm, smtpFormSchema, type SmtpFormValues } from '../smtp-form';

/** 001 §2 SMTP Configuration: a status card, the settings form and a Test SMTP Settings card. */
export function SmtpSettingsScreen() {
  const t = useMessages(smtpMessages);
  const tError = useErrorText();
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
      toast({ title: t('settingsSaved'), description: t('settingsSavedLead') });
    } catch (error) {
      toast({
        title: t('saveFailed'),
        description: errorMessage(error, t('saveFailedLead')),
        variant: 'destructive',
      });
    }
  };

  // 001 §5: the test-connection button needs a valid form.
  const runConnectionTest = form.handleSubmit((values) =>
    testConnection.mutate(formToBody(values), {
      onSuccess: (answer) => toast({ title: t('connectionSuccessful'), description: answer.message }),
      onError: (error) =>
        toast({
          title: t('connectionFailed'),
          description: errorMessage(
            error,
            tError(MARKETING_MESSAGES.connectionFailed) ?? MARKETING_MESSAGES.connectionFailed,
          ),
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
          onSuccess: (answer) => toast({ title: t('testEmailSent'), description: answer.message }),
          onError: (error) =>
            toast({
              title: t('testFailed'),
              description: errorMessage(error, t('testFailedLead')),
              variant: 'destructive',
            }),
        },
      ),
    )();
  };

  const onDelete = () => {
    if (!window.confirm(t('confirmDelete'))) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        form.reset(EMPTY_SMTP_FORM);
        toast({ title: t('deleted'), description: t('deletedLead') });
      },
      onError: (error) =>
        toast({
          title: t('deleteFailed'),
          description: errorMessage(error, t('deleteFailedLead')),
          variant: 'destructive',
        }),
    });
  };

  if (settings.isPending) return <Spinner label={t('loading')} />;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadFailed', { error: errorMessage(settings.error, t('unknownError')) })}
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
              {t('status')}
            </CardTitle>
            <CardDescription>
              {configured
                ? t('sentThrough', {
                    host: saved.host ?? '',
                    port: String(saved.port),
                    encryption: saved.encryption.toUpperCase(),
                  })
                : t('waitsInOutbox')}
            </CardDescription>
          </div>
          {configured ? (
            <Badge variant={null} className="border-transparent bg-success text-background">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              {t('configured')}
            </Badge>
          ) : (
            <Badge variant="secondary" className="gap-1">
              <CircleX className="size-3.5" aria-hidden="true" />
              {t('notConfigured')}
            </Badge>
          )}
        </div>
      </Card>

      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Card>
          <CardHeader>
            <CardTitle>{t('configuration')}</CardTitle>
            <CardDescription>{t('configurationLead')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="smtp-host"
              label={t('host')}
              placeholder={t('hostPlaceholder')}
              autoComplete="off"
              error={tError(errors.host?.message)}
              {...form.register('host')}
            />
            <TextField
              id="smtp-port"
              label={t('port')}
              inputMode="numeric"
              autoComplete="off"
              error={tError(errors.port?.message)}
              {...form.register('port')}
            />
            <TextField
              id="smtp-username"
              label={t('username')}
              autoComplete="off"
              error={tError(errors.username?.message)}
              {...form.register('username')}
            />
            <TextField
              id="smtp-password"
              label={t('password')}
              type="password"
              autoComplete="new-password"
              placeholder={saved.hasPassword ? t('keepPasswordPlaceholder') : ''}
              hint={saved.hasPassword ? t('passwordSaved') : undefined}
              error={tError(errors.password?.message)}
              {...form.register('password')}
            />
            <div className="grid gap-2">
              <Label htmlFor="smtp-encryption">{t('encryption')}</Label>
              <NativeSelect id="smtp-encryption" {...form.register('encryption')}>
                <option value="tls">{t('encryptionTls')}</option>
                <option value="ssl">{t('encryptionSsl')}</option>
                <option value="none">{t('encryptionNone')}</option>
              </NativeSelect>
            </div>
            <div className="hidden sm:block" aria-hidden="true" />
            <TextField
              id="smtp-from-email"
              label={t('fromEmail')}
              type="email"
              placeholder={t('fromEmailPlaceholder')}
              autoComplete="off"
              error={tError(errors.fromEmail?.message)}
              {...form.register('fromEmail')}
            />
            <TextField
              id="smtp-from-name"
              label={t('fromName')}
              placeholder={t('fromNamePlaceholder')}
              autoComplete="off"
              error={tError(errors.fromName?.message)}
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
                {t('delete')}
              </Button>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void runConnectionTest()}
                  disabled={testConnection.isPending}
                >
                  <PlugZap aria-hidden="true" />
                  {testConnection.isPending ? t('testing') : t('testConnection')}
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  <Save aria-hidden="true" />
                  {isSubmitting ? t('saving') : t('saveSettings')}
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
            {t('testTitle')}
          </CardTitle>
          <CardDescription>{t('testLead')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            id="smtp-test-email"
            label={t('testEmailAddress')}
            type="email"
            placeholder={t('testEmailPlaceholder')}
            containerClassName="flex-1"
            value={testEmail}
            onChange={(e) => setTestEmail(e.target.value)}
            error={tError(testEmailError ?? undefined)}
          />
          <Button type="button" className="sm:mt-7" onClick={runSendTest} disabled={sendTest.isPending}>
            <Send aria-hidden="true" />
            {sendTest.isPending ? t('sending') : t('sendTestEmail')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
