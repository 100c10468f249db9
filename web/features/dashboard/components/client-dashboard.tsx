import { Puzzle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../../contract/accounts.js';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { displayName, hasEmail } from '../../../lib/session';
import { useCommunityStats } from '../api/get-community-stats';
import { ActivationOverlay } from './activation-overlay';
import { CommunityCard } from './community-card';
import { DonationBanner } from './donation-banner';
import { QuickActions } from './quick-actions';
import { SavedCredentials } from './saved-credentials';
import { StatTiles, type DashboardFigures } from './stat-tiles';

export interface ClientDashboardProps {
  user: User;
  /** The activation-in-progress banner (hosting feature), when an account is being set up. */
  activation?: ReactNode;
  /** The hosting accounts, or the create form when there is none (composed by the route). */
  hosting?: ReactNode;
  /** Figures only other features know; Available Plugins and Community Size come from GET /api/stats here. */
  figures?: Pick<DashboardFigures, 'activeSites' | 'downloadedPlugins'>;
  /** Recent downloads (first 5) and VPS orders (first 3): left out until their features exist. */
  recentDownloads?: ReactNode;
  vpsOrders?: ReactNode;
}

/**
 * The signed-in client's home (000 §2): welcome, donation banner, activation card, credentials of a new
 * anonymous account, four stat tiles, hosting accounts, community card, downloads and VPS orders, quick
 * actions. An anonymous user without an e-mail sees it dimmed behind 'Account Activation Required'.
 */
export function ClientDashboard({ user, activation, hosting, figures = {}, recentDownloads, vpsOrders }: ClientDashboardProps) {
  const needsActivation = user.isAnonymous && !hasEmail(user);
  const community = useCommunityStats().data;
  return (
    <div className="relative min-h-[32rem]">
      <div
        className={needsActivation ? 'pointer-events-none select-none opacity-40 blur-[1px]' : undefined}
        aria-hidden={needsActivation || undefined}
        inert={needsActivation || undefined}
        data-testid="client-dashboard-content"
      >
        <div className="grid gap-6 sm:gap-8">
          <PageHeader
            title={`Welcome back, ${displayName(user)}`}
            description="Your sites, their usage and everything else in one place."
            actions={<Button variant="outline" asChild><Link href="/plugins"><Puzzle aria-hidden="true" />Browse Plugins</Link></Button>}
          />
          <DonationBanner />
          {activation}
          {user.isAnonymous && <SavedCredentials />}
          <StatTiles figures={{ ...figures, availablePlugins: community?.totalPlugins, communitySize: community?.totalUsers }} />
          {hosting}
          <CommunityCard />
          {(recentDownloads || vpsOrders) && (
            <div className="grid gap-6 lg:grid-cols-2">
              {recentDownloads}
              {vpsOrders}
            </div>
          )}
          <QuickActions />
        </div>
      </div>
      {needsActivation && <ActivationOverlay userId={user.id} />}
    </div>
  );
}
