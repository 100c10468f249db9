import { DatabaseBackup, ExternalLink, Server, Settings } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useWhmLogin } from '../api/whm-login';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../i18n';

/**
 * 001 §2 system tab: Open WHM Panel; System Settings and Backup Management are disabled. System Analytics became the
 * Status sub-tab beside this one.
 */
export function SystemTab() {
  const whmLogin = useWhmLogin();
  const t = useMessages(adminMessages);

  const openWhm = () => {
    // Opened before the call so the browser treats it as a click, not a pop-up; pointed at WHM once known.
    const win = window.open('', '_blank');
    whmLogin.mutate(undefined, {
      onSuccess: ({ loginUrl }) => {
        if (win) {
          win.opener = null;
          win.location.href = loginUrl;
        } else {
          window.open(loginUrl, '_blank', 'noopener');
        }
      },
      onError: (error) => {
        win?.close();
        toast({
          title: t('whmOpenFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Server className="size-5 text-primary" aria-hidden="true" />
            {t('whmPanel')}
          </CardTitle>
          <CardDescription>{t('whmPanelDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={openWhm} disabled={whmLogin.isPending}>
            <ExternalLink aria-hidden="true" />
            {whmLogin.isPending ? t('opening') : t('openWhmPanel')}
          </Button>
        </CardContent>
      </Card>
      {[
        { title: t('systemSettings'), icon: Settings, text: t('systemSettingsUnavailable') },
        { title: t('backupManagement'), icon: DatabaseBackup, text: t('backupManagementUnavailable') },
      ].map(({ title, icon: Icon, text }) => (
        <Card key={title} aria-disabled="true" className="opacity-70">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
              {title}
            </CardTitle>
            <CardDescription>{text}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" disabled>
              {title}
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
