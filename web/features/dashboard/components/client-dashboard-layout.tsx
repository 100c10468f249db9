import { Puzzle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../../contract/accounts.js';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { displayName } from '../../../lib/session';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages } from '../i18n';

/** An account made within this window is greeted as new ('Welcome to HostFree'), later ones as returning. */
export const NEW_ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

export function isNewAccount(user: Pick<User, 'createdAt'>, now = Date.now()): boolean {
  const created = Date.parse(user.createdAt);
  return Number.isFinite(created) && now - created < NEW_ACCOUNT_WINDOW_MS;
}

/**
 * The dashboard's frame and greeting. Drawn alone first, while the cards' code and data come
 * (app/routes/client-home.tsx), and around the cards after: the greeting stays where it was and the cards appear below.
 */
export function ClientDashboardLayout({ user, children }: { user: User; children?: ReactNode }) {
  const t = useMessages(dashboardMessages);
  const greeting = t(isNewAccount(user) ? 'welcomeNew' : 'welcomeBack', { name: displayName(user) });
  return (
    <div className="min-h-[32rem]">
      <div data-testid="client-dashboard-content">
        <div className="grid gap-6 sm:gap-8">
          <PageHeader
            title={greeting}
            description={t('headerDescription')}
            actions={
              <Button variant="outline" asChild>
                <Link href="/plugins">
                  <Puzzle aria-hidden="true" />
                  {t('browsePlugins')}
                </Link>
              </Button>
            }
          />
          {children}
        </div>
      </div>
    </div>
  );
}
