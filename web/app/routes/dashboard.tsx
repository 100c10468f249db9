import { LayoutDashboard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { TIMINGS } from '../../../contract/constants.js';
import { LoadingScreen } from '../../components/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { useMessages } from '../../lib/i18n/messages';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminHome, ClientHome } from './dashboards';

/**
 * /dashboard (000 §2, 001 §2): admin dashboard for admins, client dashboard for clients, a signed-out view
 * otherwise, which gives way to / after 8 seconds. Arriving from /conversion refetches the user first.
 */
export function DashboardRoute() {
  const { user, refetch } = useCurrentUser();
  const [, navigate] = useLocation();
  const fromConversion = new URLSearchParams(useSearch()).get('from') === 'conversion';
  const [refreshing, setRefreshing] = useState(fromConversion);
  const started = useRef(false);
  // The shell's words: the signed-out notice would otherwise bring a catalogue to every dashboard, signed in or not.
  const t = useMessages(layoutMessages);
  useDocumentTitle(t('dashboard'));

  useEffect(() => {
    if (!fromConversion || started.current) return;
    started.current = true;
    refetch().finally(() => setRefreshing(false));
  }, [fromConversion, refetch]);

  const signedOut = !user && !refreshing;
  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), TIMINGS.dashboardUnauthRedirectMs);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  if (refreshing) return <LoadingScreen />;
  if (user) return user.role === 'admin' ? <AdminHome user={user} /> : <ClientHome user={user} />;
  return (
    <Card className="mx-auto max-w-md text-center">
      <div className="grid justify-items-center gap-4 p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
          <LayoutDashboard className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">{t('dashboardSignInTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('dashboardRedirectSoon')}</p>
        <Button asChild>
          <Link href="/auth">{t('signInShort')}</Link>
        </Button>
      </div>
    </Card>
  );
}
