import { Activity, Eye, FileText, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../i18n';

/**
 * 001 §2 Quick Actions: View as Client goes to /client; Server Status opens System → Status; the other two are
 * disabled.
 */
export function QuickActions() {
  const t = useMessages(adminMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('quickActions')}</CardTitle>
        <CardDescription>{t('quickActionsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild className="w-full">
          <Link href="/client">
            <Eye aria-hidden="true" />
            {t('viewAsClient')}
          </Link>
        </Button>
        {/* A plain hash link: the dashboard follows hashchange to open the System tab, whose first sub-tab is Status. */}
        <Button asChild variant="outline" className="w-full">
          <a href="#system">
            <Activity aria-hidden="true" />
            {t('serverStatus')}
          </a>
        </Button>
        <Button variant="outline" className="w-full" disabled>
          <FileText aria-hidden="true" />
          {t('generateReport')}
        </Button>
        <Button variant="outline" className="w-full" disabled>
          <Wrench aria-hidden="true" />
          {t('systemMaintenance')}
        </Button>
      </CardContent>
    </Card>
  );
}
