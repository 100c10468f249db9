import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useRegistrationSettings } from '../api/get-registration-settings';
import { useUpdateRegistrationSettings } from '../api/update-registration-settings';

/** The registration setting 'require two-factor for admins' (issue 14), beside the device limits. */
export function AdminTwoFactorCard() {
  const settings = useRegistrationSettings();
  const update = useUpdateRegistrationSettings();
  const pending = update.isPending && update.variables?.adminsRequireTwoFactor !== undefined;
  const required = pending ? update.variables?.adminsRequireTwoFactor : settings.data?.adminsRequireTwoFactor;

  const onChange = (adminsRequireTwoFactor: boolean) => {
    if (!settings.data) return;
    update.mutate({ deviceLimitsEnabled: settings.data.deviceLimitsEnabled, adminsRequireTwoFactor }, {
      onSuccess: () => toast({ title: adminsRequireTwoFactor ? 'Two-factor required for admins' : 'Two-factor no longer required for admins' }),
      onError: (error) => toast({ title: 'Update failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><ShieldCheck className="size-5 text-primary" aria-hidden="true" />Admin Two-Factor Sign-In</CardTitle>
        <CardDescription>
          When on, every admin must sign in with a code from an authenticator app. An admin without it is sent to
          Settings to set it up before any admin page works, you included.
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
              <Label htmlFor="admin-two-factor-switch">Require two-factor for admins</Label>
              <p className="text-sm text-muted-foreground">{required ? 'Admins must use two-factor sign-in.' : 'Two-factor sign-in is optional for admins.'}</p>
            </div>
            <Switch id="admin-two-factor-switch" checked={!!required} disabled={update.isPending} onCheckedChange={onChange} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
