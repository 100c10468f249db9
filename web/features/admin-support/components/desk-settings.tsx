import { Save } from 'lucide-react';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  type SupportCategory,
  type SupportPriority,
} from '../../../../contract/support.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useForm } from '../../../lib/form';
import { useMessages } from '../../../lib/i18n/messages';
import { useDeskSettings, useSaveDeskSettings, type DeskSettings } from '../api/desk-settings';
import { supportDeskMessages } from '../i18n';
import { CATEGORY_KEYS, formatMinutes, PRIORITY_KEYS } from '../labels';
import { CannedRepliesEditor } from './canned-replies-editor';

/** The form's shape: minutes as typed, each category's addresses as one comma-separated line. */
interface Form {
  minutes: Record<SupportPriority, string>;
  notify: Record<SupportCategory, string>;
  inboundSigningKey: string;
}

const toForm = (s: DeskSettings): Form => ({
  minutes: Object.fromEntries(SUPPORT_PRIORITIES.map((p) => [p, String(s.responseMinutes[p])])) as Form['minutes'],
  notify: Object.fromEntries(
    SUPPORT_CATEGORIES.map((c) => [c, (s.notifyByCategory[c] ?? []).join(', ')]),
  ) as Form['notify'],
  inboundSigningKey: '',
});

/** First-response times by priority, who is mailed new tickets by category, the inbound mail key (write-only). */
function SettingsForm({ settings }: { settings: DeskSettings }) {
  const t = useMessages(supportDeskMessages);
  const save = useSaveDeskSettings();
  const form = useForm<Form>({ defaultValues: toForm(settings) });
  const minutes = form.watch('minutes');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        responseMinutes: Object.fromEntries(
          SUPPORT_PRIORITIES.map((p) => [p, Number(values.minutes[p])]),
        ) as DeskSettings['responseMinutes'],
        notifyByCategory: Object.fromEntries(
          SUPPORT_CATEGORIES.map((c) => [
            c,
            values.notify[c]
              .split(/[\s,;]+/)
              .map((a) => a.trim())
              .filter(Boolean),
          ]),
        ),
        // Write-only: left empty, the stored key is kept.
        ...(values.inboundSigningKey ? { inboundSigningKey: values.inboundSigningKey } : {}),
      });
      toast({ title: t('deskSaved') });
      form.reset(toForm(saved));
    } catch (error) {
      // The server checks every value (5 minutes to 30 days, real addresses, at most 10 a category).
      toast({ title: t('saveFailed'), description: errorMessage(error, t('nothingChanged')), variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('responseTimesTitle')}</CardTitle>
          <CardDescription>{t('responseTimesDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {SUPPORT_PRIORITIES.map((p) => (
            <TextField
              key={p}
              id={`desk-minutes-${p}`}
              label={t('priorityMinutes', { priority: t(PRIORITY_KEYS[p]) })}
              type="number"
              inputMode="numeric"
              min={5}
              hint={Number(minutes[p]) > 0 ? formatMinutes(t, Number(minutes[p])) : undefined}
              {...form.register(`minutes.${p}`)}
            />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('notifyTitle')}</CardTitle>
          <CardDescription>{t('notifyDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          {SUPPORT_CATEGORIES.map((c) => (
            <TextField
              key={c}
              id={`desk-notify-${c}`}
              label={t(CATEGORY_KEYS[c])}
              placeholder={t('notifyPlaceholder')}
              {...form.register(`notify.${c}`)}
            />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('inboundTitle')}</CardTitle>
          <CardDescription>{t(settings.inboundKeySet ? 'inboundKeySet' : 'inboundKeyNotSet')}</CardDescription>
        </CardHeader>
        <CardContent>
          <TextField
            id="desk-inbound-key"
            label={t('newSigningKey')}
            type="password"
            autoComplete="off"
            optional
            {...form.register('inboundSigningKey')}
          />
        </CardContent>
      </Card>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        <Save aria-hidden="true" />
        {save.isPending ? t('saving') : t('saveDeskSettings')}
      </Button>
    </form>
  );
}

export function DeskSettingsPanel() {
  const t = useMessages(supportDeskMessages);
  const settings = useDeskSettings();
  return (
    <div className="grid gap-6">
      {settings.isPending && <Spinner label={t('loadingSettings')} />}
      {settings.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('loadSettingsFailed', { error: errorMessage(settings.error, t('unknownError')) })}
        </p>
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
      <CannedRepliesEditor />
    </div>
  );
}
