import { useEffect, useState } from 'react';
import { siteManageSettingsBody } from '../../../../contract/site-manage.js';
import { TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveSiteManageSettings, useSiteManageSettings } from '../api/site-manage-settings';

/**
 * Settings → Manage site: whether free sites may add verification TXT records under their own name in the shared
 * domain's zone, and how many each. Off by default: that zone is the operator's.
 */
export function SiteManageSettings() {
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
        title: 'Save Failed',
        description: errorMessage(e, 'The settings were not saved.'),
        variant: 'destructive',
      });
    }
  };

  const busy = settings.isPending || save.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Verification records on free sites</CardTitle>
        <CardDescription>
          Lets a free site add TXT records at its own name or below it (such as _acme-challenge or a search console's
          token) in the shared domain's zone. Nothing else of that zone is shown or changed, and each change is in the
          audit log. Turning this off keeps the records already there; their owners can still remove them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchField
          id="site-manage-txt-enabled"
          label="Allow verification TXT records on free sites"
          checked={enabled}
          onCheckedChange={setEnabled}
          disabled={busy}
        />
        <TextField
          id="site-manage-txt-limit"
          label="Records per site"
          inputMode="numeric"
          value={limit}
          error={limitError}
          onChange={(e) => setLimit(e.target.value)}
          disabled={busy}
        />
        <div>
          <Button onClick={onSave} disabled={busy}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
