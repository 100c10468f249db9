import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useRegistrationSettings, type RegistrationSettings } from '../api/get-registration-settings';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../i18n';
import { useUpdateRegistrationSettings, type RegistrationSettingsUpdate } from '../api/update-registration-settings';

type SettingKey = 'deviceLimitsEnabled' | 'adminsRequireTwoFactor';

export interface RegistrationSettingCardProps {
  setting: SettingKey;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  switchId: string;
  label: string;
  /** Under the label: what the setting means now, on and off. */
  hint: { on: string; off: string };
  /** The toast after saving, on and off. */
  saved: { on: string; off: string };
  /** What PUT sends for the new value (a setting left out keeps its stored value). */
  body: (value: boolean, current: RegistrationSettings) => RegistrationSettingsUpdate;
}

/** One on/off registration setting in its card: loads, shows the value being saved at once, toasts the result. */
export function RegistrationSettingCard({
  setting,
  icon: Icon,
  title,
  description,
  switchId,
  label,
  hint,
  saved,
  body,
}: RegistrationSettingCardProps) {
  const t = useMessages(adminMessages);
  const settings = useRegistrationSettings();
  const update = useUpdateRegistrationSettings();
  const saving = update.isPending ? update.variables?.[setting] : undefined;
  const value = saving ?? settings.data?.[setting];

  const onChange = (next: boolean) => {
    if (!settings.data) return;
    update.mutate(body(next, settings.data), {
      onSuccess: () => toast({ title: next ? saved.on : saved.off }),
      onError: (error) =>
        toast({
          title: t('updateFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('settingsLoadFailed', { error: errorMessage(settings.error, t('unknownError')) })}
          </p>
        ) : (
          <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
            <div className="grid gap-0.5">
              <Label htmlFor={switchId}>{label}</Label>
              <p className="text-sm text-muted-foreground">{value ? hint.on : hint.off}</p>
            </div>
            <Switch id={switchId} checked={!!value} disabled={update.isPending} onCheckedChange={onChange} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
