import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { Cloud, LayoutDashboard, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** 001 §2: admins get shortcuts to the dashboard, its cloud tab and the API settings. */
export function AdminNavigationCard() {
  const t = useMessages(computeMessages);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t('adminNavigation')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link href="/admin-dashboard">
            <LayoutDashboard aria-hidden="true" />
            {t('adminDashboard')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link href="/admin-dashboard#cloud">
            <Cloud aria-hidden="true" />
            {t('computeAccounts')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link href="/admin/api-settings">
            <Settings aria-hidden="true" />
            {t('apiSettings')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
