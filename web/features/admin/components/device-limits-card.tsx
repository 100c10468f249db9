import { Smartphone } from 'lucide-react';
import { DEFAULT_MAX_DEVICES } from '../../../../contract/constants.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useRegistrationSettings } from '../api/get-registration-settings';
import { useUpdateRegistrationSettings } from '../api/update-registration-settings';

/** 001 §2: the Device Registration Limits toggle. */
export function DeviceLimitsCard() {
  const settings = useRegistrationSettings();
  const update = useUpdateRegistrationSettings();
  const enabled = update.isPending && update.variables && update.variables.adminsRequireTwoFactor === undefined ? update.variables.deviceLimitsEnabled : settings.data?.deviceLimitsEnabled;

  const onChange = (deviceLimitsEnabled: boolean) =>
    update.mutate({ deviceLimitsEnabled }, {
      onSuccess: () => toast({ title: deviceLimitsEnabled ? 'Device limits enabled' : 'Device limits disabled' }),
      onError: (error) => toast({ title: 'Update failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Smartphone className="size-5 text-primary" aria-hidden="true" />Device Registration Limits</CardTitle>
        <CardDescription>
          When on, each device can register only as many accounts as the group's device limit allows (by default{' '}
          {DEFAULT_MAX_DEVICES} accounts per device).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">Could not load the registration settings: {errorMessage(settings.error, 'unknown error')}</p>
        ) : (
          <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
            <div className="grid gap-0.5">
              <Label htmlFor="device-limits-switch">Enforce device limits</Label>
              <p className="text-sm text-muted-foreground">{enabled ? 'New registrations are limited per device.' : 'Any device may register new accounts.'}</p>
            </div>
            <Switch id="device-limits-switch" checked={!!enabled} disabled={update.isPending} onCheckedChange={onChange} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
