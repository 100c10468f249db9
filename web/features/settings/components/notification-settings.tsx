import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { getNotificationPrefs, setNotificationPrefs, type NotificationPrefs } from '../../../lib/storage';

const TOGGLES: Array<{ key: keyof NotificationPrefs; label: string; description: string }> = [
  { key: 'newsletter', label: 'Newsletter', description: 'News from the HostFree community, about once a month.' },
  { key: 'productUpdates', label: 'Product Updates', description: 'New features, plugins and themes in the library.' },
  { key: 'securityAlerts', label: 'Security Alerts', description: 'Sign-ins and changes to your account.' },
];

/** Three notification toggles, all on by default, kept in this browser only (000 §2). */
export function NotificationSettings() {
  const [prefs, setPrefs] = useState<NotificationPrefs>(getNotificationPrefs);
  const toggle = (key: keyof NotificationPrefs, value: boolean) => {
    const next = { ...prefs, [key]: value };
    setPrefs(next);
    setNotificationPrefs(next);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>These preferences are saved in this browser.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {TOGGLES.map(({ key, label, description }) => (
          <div key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <div className="grid gap-0.5">
              <Label htmlFor={`notify-${key}`}>{label}</Label>
              <p className="text-sm text-muted-foreground">{description}</p>
            </div>
            <Switch id={`notify-${key}`} checked={prefs[key]} onCheckedChange={(value) => toggle(key, value)} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
