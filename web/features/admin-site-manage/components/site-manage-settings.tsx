import { useEffect, useState } from 'react';
import { siteManageSettingsBody } from '../../../../contract/site-manage.js';
import { TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useSaveSiteManageSettings, useSiteManageSettings } from '../api/site-manage-settings';
import { siteManageMessages } from '../i18n';

/**
 * Settings → Manage site: whether free sites may add verification TXT records under their own name in the shared
 * domain's zone, and how many each. Off by default: that zone is the operator's.
 */
export function SiteManageSettings() {
  const t = useMessages(siteManageMessages);
  const tError = useErrorText();
  const settings = useSiteManageSettings();
  const save = useSaveSiteManageSettings();
  const [enabled, setEnabled] = useState(false);
  const [limit, setLimit] = useState('5');
  const [limitError, setLimitError] = useState<string | undefined>();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (settings.data && !loaded) {
      setLoaded(true);
      setEnabled(settings.data.subdomainTxtEnabled);
      setLimit(String(settings.data.subdomainTxtLimit));
    }
  }, [settings.data, loaded]);

  const onSave = async () => {
    const parsed = siteManageSettingsBody.safeParse({ subdomainTxtEnabled: enabled, subdomainTxtLimit: limit });
    if (!parsed.success) return setLimitError(parsed.error.issues[0]?.message);
    setLimitError(undefined);
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

  const busy = settings.isPending || save.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('lead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchField
          id="site-manage-txt-enabled"
          label={t('allowTxt')}
          checked={enabled}
          onCheckedChange={setEnabled}
          disabled={busy}
        />
        <TextField
          id="site-manage-txt-limit"
          label={t('recordsPerSite')}
          inputMode="numeric"
          value={limit}
          error={tError(limitError)}
          onChange={(e) => setLimit(e.target.value)}
          disabled={busy}
        />
        <div>
          <Button onClick={onSave} disabled={busy}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
