import { useEffect, useState } from 'react';
import { idleSitesSettingsBody, type IdleSweepSummary } from '../../../../contract/idle-sites.js';
import { TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useIdleSitesSettings, useRunIdleSweep, useSaveIdleSitesSettings } from '../api/idle-sites-settings';

const SKIPPED: Record<string, string> = {
  off: 'the rule was off',
  'whm-not-configured': 'WHM is not configured',
};

function describeSweep(at: string | null, sweep: IdleSweepSummary | null): string {
  if (!at || !sweep) return 'No sweep has run yet.';
  const when = new Date(at).toLocaleString();
  if (sweep.skipped) return `Last sweep ${when}: nothing done (${SKIPPED[sweep.skipped] ?? sweep.skipped}).`;
  return `Last sweep ${when}: ${sweep.checked} free sites checked, ${sweep.warned} warned, ${sweep.deactivated} deactivated, ${sweep.removalNotices} told of removal, ${sweep.removed} removed${sweep.failed ? `, ${sweep.failed} failed (tried again tomorrow)` : ''}.`;
}

/**
 * Settings → Idle sites: off until an admin turns it on, since it deletes people's sites. Paid plans are never
 * touched; a site its owner reactivated is never removed (docs/decisions.md).
 */
export function IdleSitesSettings() {
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
        title: 'Save Failed',
        description: errorMessage(e, 'The settings were not saved.'),
        variant: 'destructive',
      });
    }
  };

  const onSweep = async () => {
    try {
      toast({ title: (await sweep.mutateAsync()).message });
    } catch (e) {
      toast({
        title: 'Not started',
        description: errorMessage(e, 'The sweep was not queued.'),
        variant: 'destructive',
      });
    }
  };

  const busy = settings.isPending || save.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Idle free sites</CardTitle>
        <CardDescription>
          A free site with no visitors (WHM counts no traffic) for the days below is deactivated; its owner is mailed 7
          days and 1 day before and can reactivate it in one click. A site left deactivated is deleted after the second
          period, a week after a last mail. Paid plans are never touched, and a site its owner reactivated is never
          deleted.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchField
          id="idle-sites-enabled"
          label="Deactivate and remove idle free sites"
          checked={enabled}
          onCheckedChange={setEnabled}
          disabled={busy}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="idle-sites-idle-days"
            label="Days without visitors before deactivation"
            inputMode="numeric"
            value={idleDays}
            error={errors.idleDays}
            onChange={(e) => setIdleDays(e.target.value)}
            disabled={busy}
          />
          <TextField
            id="idle-sites-removal-days"
            label="Days deactivated before removal"
            inputMode="numeric"
            value={removalDays}
            error={errors.removalDays}
            onChange={(e) => setRemovalDays(e.target.value)}
            disabled={busy}
          />
        </div>
        <p className="text-sm text-muted-foreground" data-testid="idle-sweep-state">
          {settings.data
            ? `${describeSweep(settings.data.lastSweepAt, settings.data.lastSweep)} Deactivated now: ${settings.data.deactivatedNow}.`
            : ' '}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onSave} disabled={busy}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="outline" onClick={onSweep} disabled={sweep.isPending || !settings.data?.enabled}>
            Run the sweep now
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
