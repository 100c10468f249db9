import { useEffect, useState } from 'react';
import { idleSitesSettingsBody, type IdleSweepSummary } from '../../../../contract/idle-sites.js';
import { TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTimeIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages, type Translate } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useIdleSitesSettings, useRunIdleSweep, useSaveIdleSitesSettings } from '../api/idle-sites-settings';
import { idleSitesMessages } from '../i18n';

type Key = keyof typeof idleSitesMessages.english;
const SKIPPED: Record<string, Key> = { off: 'skippedOff', 'whm-not-configured': 'skippedWhm' };

function describeSweep(t: Translate<Key>, when: string | null, sweep: IdleSweepSummary | null): string {
  if (!when || !sweep) return t('noSweep');
  if (sweep.skipped) {
    const reason = SKIPPED[sweep.skipped];
    return t('sweepSkipped', { when, reason: reason ? t(reason) : sweep.skipped });
  }
  const counts = {
    when,
    checked: sweep.checked,
    warned: sweep.warned,
    deactivated: sweep.deactivated,
    told: sweep.removalNotices,
    removed: sweep.removed,
  };
  return sweep.failed ? t('sweepDoneWithFailures', { ...counts, failed: sweep.failed }) : t('sweepDone', counts);
}

/**
 * Settings → Idle sites: off until an admin turns it on, since it deletes people's sites. Paid plans are never
 * touched; a site its owner reactivated is never removed (docs/decisions.md).
 */
export function IdleSitesSettings() {
  const t = useMessages(idleSitesMessages);
  const tError = useErrorText();
  const locale = useLocale();
  const settings = useIdleSitesSettings();
  const save = useSaveIdleSitesSettings();
  const sweep = useRunIdleSweep();
  const [enabled, setEnabled] = useState(false);
  const [idleDays, setIdleDays] = useState('30');
  const [removalDays, setRemovalDays] = useState('60');
  const [errors, setErrors] = useState<{ idleDays?: string; removalDays?: string }>({});
  // The form takes the saved values once; later reads (the sweep's figures) leave what the admin is typing alone.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (settings.data && !loaded) {
      setLoaded(true);
      setEnabled(settings.data.enabled);
      setIdleDays(String(settings.data.idleDays));
      setRemovalDays(String(settings.data.removalDays));
    }
  }, [settings.data, loaded]);

  const onSave = async () => {
    const parsed = idleSitesSettingsBody.safeParse({
      enabled,
      idleDays: Number(idleDays),
      removalDays: Number(removalDays),
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      toast({ title: (await save.mutateAsync(parsed.data)).message });
    } catch (e) {
      toast({
        title: t('saveFailed'),
        description: errorMessage(e, t('notSaved')),
        variant: 'destructive',
      });
    }
  };

  const onSweep = async () => {
    try {
      toast({ title: (await sweep.mutateAsync()).message });
    } catch (e) {
      toast({
        title: t('notStarted'),
        description: errorMessage(e, t('notQueued')),
        variant: 'destructive',
      });
    }
  };

  const busy = settings.isPending || save.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchField
          id="idle-sites-enabled"
          label={t('enabledLabel')}
          checked={enabled}
          onCheckedChange={setEnabled}
          disabled={busy}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="idle-sites-idle-days"
            label={t('idleDaysLabel')}
            inputMode="numeric"
            value={idleDays}
            error={tError(errors.idleDays)}
            onChange={(e) => setIdleDays(e.target.value)}
            disabled={busy}
          />
          <TextField
            id="idle-sites-removal-days"
            label={t('removalDaysLabel')}
            inputMode="numeric"
            value={removalDays}
            error={tError(errors.removalDays)}
            onChange={(e) => setRemovalDays(e.target.value)}
            disabled={busy}
          />
        </div>
        <p className="text-sm text-muted-foreground" data-testid="idle-sweep-state">
          {settings.data
            ? t('deactivatedNow', {
                sweep: describeSweep(
                  t,
                  settings.data.lastSweepAt && formatDateTimeIn(locale, settings.data.lastSweepAt),
                  settings.data.lastSweep,
                ),
                count: settings.data.deactivatedNow,
              })
            : ' '}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onSave} disabled={busy}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
          <Button variant="outline" onClick={onSweep} disabled={sweep.isPending || !settings.data?.enabled}>
            {t('runSweep')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
