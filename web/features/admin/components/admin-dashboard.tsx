import { lazy, Suspense, type ReactNode } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { displayName } from '../../../lib/session';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../i18n';
import type { AdminTab } from '../admin-tab';
import { AdminTwoFactorCard } from './admin-two-factor-card';
import { DeviceLimitsCard } from './device-limits-card';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';

const AdminTabsPanel = lazy(async () => ({ default: (await import('./admin-tabs-panel')).AdminTabsPanel }));

interface AdminDashboardProps {
  user: User;
  tabs: readonly AdminTab[];
  /** Drawn under the header (the two-factor prompt). */
  notice?: ReactNode;
  /**
   * 'held': the admin may not use admin screens yet (the two-factor rule), so every card and tab would only show a
   * 403 and the page is the header and the notice alone; 'checking': that is not known yet.
   */
  access?: 'checking' | 'held' | 'open';
}

/** The admin home (001 §2): stat cards, device limits, quick actions and the management tabs. */
export function AdminDashboard({ user, tabs, notice, access = 'open' }: AdminDashboardProps) {
  const t = useMessages(adminMessages);
  const header = <PageHeader title={t('title')} description={t('signedInAs', { name: displayName(user) })} />;
  if (access === 'checking')
    return (
      <div className="grid grid-cols-1 gap-6">
        {header}
        <Spinner label={t('loading')} />
      </div>
    );
  if (access === 'held')
    return (
      <div className="grid grid-cols-1 gap-6">
        {header}
        {notice}
      </div>
    );
  return <AdminPanels user={user} tabs={tabs} header={header} notice={notice} />;
}

function AdminPanels({
  user,
  tabs,
  header,
  notice,
}: {
  user: User;
  tabs: readonly AdminTab[];
  header: ReactNode;
  notice?: ReactNode;
}) {
  // The tabs (thirteen triggers and the open tab's screen) are drawn in the task after the cards have painted, not in
  // the same one: on Lighthouse's slowed phone that task was ~530 ms and held back the page's largest paint (the
  // two-factor card's text). Their code (Radix Tabs and its five packages) is fetched then too, not with the cards':
  // each file of the cards' graph was one more round trip before that paint.
  const tabsDrawn = useAfterPaint();
  const t = useMessages(adminMessages);
  return (
    <div className="grid grid-cols-1 gap-6">
      {header}
      {notice}
      <StatCards />
      {/* The cards' titles are h3s: this keeps the heading order h1 → h2 → h3 for screen readers (axe heading-order). */}
      <h2 className="sr-only">{t('registrationAndQuickActions')}</h2>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <DeviceLimitsCard />
          <AdminTwoFactorCard />
        </div>
        <QuickActions />
      </div>
      {tabs.length > 0 && tabsDrawn && (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <AdminTabsPanel user={user} tabs={tabs} />
        </Suspense>
      )}
    </div>
  );
}
