import { DatabaseBackup, ExternalLink, Server, Settings } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useWhmLogin } from '../api/whm-login';

/**
 * 001 §2 system tab: Open WHM Panel; System Settings and Backup Management are disabled. System Analytics became the
 * Status sub-tab beside this one.
 */
export function SystemTab() {
  const whmLogin = useWhmLogin();

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
          title: 'Failed to open WHM',
          description: errorMessage(error, 'Please try again.'),
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
            WHM Panel
          </CardTitle>
          <CardDescription>Sign in to the server's WHM panel in a new tab.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={openWhm} disabled={whmLogin.isPending}>
            <ExternalLink aria-hidden="true" />
            {whmLogin.isPending ? 'Opening...' : 'Open WHM Panel'}
          </Button>
        </CardContent>
      </Card>
      {[
        { title: 'System Settings', icon: Settings, text: 'System settings are not available yet.' },
        { title: 'Backup Management', icon: DatabaseBackup, text: 'Backup management is not available yet.' },
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
