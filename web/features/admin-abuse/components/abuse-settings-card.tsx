import { useEffect, useState } from 'react';
import { abuseSettingsSchema } from '../../../../contract/abuse.js';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useAbuseSettings, useSaveAbuseSettings } from '../api/abuse-queue';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useMessages } from '../../../lib/i18n/messages';
import { abuseMessages } from '../i18n';

/** Automatic suspension: off by default; at N open reports within an hour the site is suspended until undone. */
export function AbuseSettingsCard() {
  const t = useMessages(abuseMessages);
  const tError = useErrorText();
  const settings = useAbuseSettings();
  const save = useSaveAbuseSettings();
  const [enabled, setEnabled] = useState(false);
  const [threshold, setThreshold] = useState('3');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) {
      setEnabled(settings.data.autoSuspendEnabled);
      setThreshold(String(settings.data.autoSuspendThreshold));
    }
  }, [settings.data]);

  const onSave = async () => {
    const parsed = abuseSettingsSchema.safeParse({
      autoSuspendEnabled: enabled,
      autoSuspendThreshold: Number(threshold),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    try {
      toast({ title: (await save.mutateAsync(parsed.data)).message });
    } catch (e) {
      toast({
        title: t('saveFailed'),
        description: errorMessage(e, t('settingsNotSaved')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('autoSuspensionTitle')}</CardTitle>
        <CardDescription>{t('autoSuspensionIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
        <SwitchField
          id="abuse-auto-suspend"
          label={t('suspendAutomatically')}
          checked={enabled}
          onCheckedChange={setEnabled}
          disabled={settings.isPending}
        />
        <TextField
          id="abuse-auto-threshold"
          label={t('reportsWithinHour')}
          inputMode="numeric"
          value={threshold}
          error={tError(error ?? undefined)}
          onChange={(e) => setThreshold(e.target.value)}
          disabled={settings.isPending}
        />
        <Button onClick={onSave} disabled={save.isPending || settings.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </CardContent>
    </Card>
  );
}
