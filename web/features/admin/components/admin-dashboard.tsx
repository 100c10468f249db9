import { Suspense, type ReactNode } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { displayName } from '../../../lib/session';
import type { AdminTab } from '../admin-tab';
import { useHashTab } from '../hooks/use-hash-tab';
import { AdminTwoFactorCard } from './admin-two-factor-card';
import { DeviceLimitsCard } from './device-limits-card';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';

/** The admin home (001 §2): stat cards, device limits, quick actions and the management tabs. */
export function AdminDashboard({ user, tabs, notice }: { user: User; tabs: readonly AdminTab[]; notice?: ReactNode }) {
  const [current, select] = useHashTab(tabs.map((t) => t.value), tabs[0]?.value ?? '');
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title="Admin Dashboard" description={`Signed in as ${displayName(user)}. Run the platform from here.`} />
      {notice}
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <DeviceLimitsCard />
          <AdminTwoFactorCard />
        </div>
        <QuickActions />
      </div>
      {tabs.length > 0 && (
        <Tabs value={current} onValueChange={select} className="min-w-0">
          <TabsList className="flex h-auto w-full flex-wrap justify-start gap-1">
            {tabs.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}><Icon aria-hidden="true" />{label}</TabsTrigger>
            ))}
          </TabsList>
          {tabs.map(({ value, Component }) => (
            <TabsContent key={value} value={value} className="min-w-0">
              {/* A tab may be a lazily loaded chunk. */}
              <Suspense fallback={<Spinner label="Loading..." />}>
                <Component user={user} />
              </Suspense>
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
