import { Suspense } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { AdminTab } from '../admin-tab';
import { useHashTab } from '../hooks/use-hash-tab';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../i18n';

/** The admin home's management tabs (001 §2), the open one named in the URL's hash. */
export function AdminTabsPanel({ user, tabs }: { user: User; tabs: readonly AdminTab[] }) {
  const t = useMessages(adminMessages);
  const [current, select] = useHashTab(
    tabs.map((tab) => tab.value),
    tabs[0]?.value ?? '',
  );
  return (
    <Tabs value={current} onValueChange={select} className="min-w-0">
      <TabsList className="flex h-auto w-full flex-wrap justify-start gap-1">
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, Component }) => (
        <TabsContent key={value} value={value} className="mt-4 min-w-0">
          {/* A tab may be a lazily loaded chunk. */}
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <Component user={user} />
          </Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
