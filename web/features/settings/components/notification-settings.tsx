import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useMessages } from '../../../lib/i18n/messages';
import { settingsMessages } from '../i18n';
import { getNotificationPrefs, setNotificationPrefs, type NotificationPrefs } from '../../../lib/storage';

const TOGGLES = [
  { key: 'newsletter', label: 'newsletter', description: 'newsletterDescription' },
  { key: 'productUpdates', label: 'productUpdates', description: 'productUpdatesDescription' },
  { key: 'securityAlerts', label: 'securityAlerts', description: 'securityAlertsDescription' },
] as const satisfies ReadonlyArray<{ key: keyof NotificationPrefs; label: string; description: string }>;

/** Three notification toggles, all on by default, kept in this browser only (000 §2). */
export function NotificationSettings() {
  const t = useMessages(settingsMessages);
  const [prefs, setPrefs] = useState<NotificationPrefs>(getNotificationPrefs);
  const toggle = (key: keyof NotificationPrefs, value: boolean) => {
    const next = { ...prefs, [key]: value };
    setPrefs(next);
    setNotificationPrefs(next);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications')}</CardTitle>
        <CardDescription>{t('notificationsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {TOGGLES.map(({ key, label, description }) => (
          <div key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <div className="grid gap-0.5">
              <Label htmlFor={`notify-${key}`}>{t(label)}</Label>
              <p className="text-sm text-muted-foreground">{t(description)}</p>
            </div>
            <Switch id={`notify-${key}`} checked={prefs[key]} onCheckedChange={(value) => toggle(key, value)} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
