import type { ReactNode } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { hasEmail } from '../../../lib/session';
import type { RecentDownload } from '../../../../contract/library.js';
import { RECENT_DOWNLOADS_LIMIT } from '../../../../contract/library-constants.js';
import { useStats } from '../../../api/stats';
import { usePluginDownloads } from '../../../api/plugin-downloads';
import { AddEmailCard } from './add-email-card';
import { ClientDashboardLayout } from './client-dashboard-layout';
import { CommunityCard } from './community-card';
import { QuickActions } from './quick-actions';
import { RecentDownloads } from './recent-downloads';
import { SavedCredentials } from './saved-credentials';
import { StatTiles, type DashboardFigures } from './stat-tiles';
import { useSlicesAfterPaint } from '../../../lib/use-after-paint';

/** Distinct plugins among the user's latest downloads; '20+' when the answer was full and there may be more. */
function downloadedPlugins(list: RecentDownload[] | undefined): number | string | undefined {
  if (!list) return undefined;
  const plugins = new Set(list.filter((d) => d.type === 'plugin').map((d) => d.pluginId)).size;
  return list.length >= RECENT_DOWNLOADS_LIMIT ? `${plugins}+` : plugins;
}

export interface ClientDashboardProps {
  user: User;
  /** The donation banner with the tiers (donations feature); it carries the 'donate' anchor. */
  donationBanner?: ReactNode;
  /** The activation-in-progress banner (hosting feature), when an account is being set up. */
  activation?: ReactNode;
  /** The hosting accounts, or the create form when there is none (composed by the route). */
  hosting?: ReactNode;
  /** Figures only other features know; the others come from GET /api/stats and GET /api/plugin-downloads here. */
  figures?: Pick<DashboardFigures, 'activeSites'>;
  /** VPS orders (first 3, vps feature). */
  vpsOrders?: ReactNode;
  /** The VPS offer (vps feature, anchor 'vps'), below the orders. */
  vpsOffer?: ReactNode;
}

/**
 * The signed-in client's home (000 §2): welcome, donation banner, activation card, credentials of a new
 * anonymous account, four stat tiles, hosting accounts, community card, downloads and VPS orders, quick
 * actions. A user without an e-mail is offered to add one in a card among the rest (offered, not
 * forced; nothing is dimmed or blocked).
 */
export function ClientDashboard({
  user,
  donationBanner,
  activation,
  hosting,
  figures = {},
  vpsOrders,
  vpsOffer,
}: ClientDashboardProps) {
  const community = useStats().data;
  const downloads = usePluginDownloads();
  // Drawn top first, a slice per painted frame (the hosting cards, then the community and downloads, then the VPS offer and
  // quick actions): in one go this was the page's longest task on a phone. Each slice only adds below the others.
  const slices = useSlicesAfterPaint(4);
  return (
    <ClientDashboardLayout user={user}>
      {user.isAnonymous && <SavedCredentials />}
      {!hasEmail(user) && <AddEmailCard userId={user.id} />}
      {donationBanner}
      {activation}
      <StatTiles
        figures={{
          ...figures,
          downloadedPlugins: downloadedPlugins(downloads.data),
          availablePlugins: community?.totalPlugins,
          communitySize: community?.totalUsers,
        }}
      />
      {slices >= 2 && hosting}
      {slices >= 3 && (
        <>
          <CommunityCard />
          <div className={vpsOrders ? 'grid gap-6 lg:grid-cols-2' : 'grid gap-6'}>
            <RecentDownloads downloads={downloads.data} isLoading={downloads.isPending} isError={downloads.isError} />
            {vpsOrders}
          </div>
        </>
      )}
      {slices >= 4 && (
        <>
          {vpsOffer}
          <QuickActions />
        </>
      )}
    </ClientDashboardLayout>
  );
}
