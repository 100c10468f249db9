import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

export interface SubTab {
  value: string;
  label: string;
  icon?: LucideIcon;
  content: ReactNode;
}

/**
 * The sub-tabs inside an admin tab (001 §2: vps → packages, orders, Stripe Settings; analytics → pixel, donations,
 * header-code). Route modules list the ones whose feature exists; the first is open.
 */
export function SubTabs({ label, tabs }: { label: string; tabs: readonly SubTab[] }) {
  const [current, setCurrent] = useState(tabs[0]?.value ?? '');
  return (
    <Tabs value={current} onValueChange={setCurrent} className="min-w-0">
      <TabsList aria-label={label} className="h-auto flex-wrap justify-start gap-1">
        {tabs.map(({ value, label: text, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>{Icon && <Icon aria-hidden="true" />}{text}</TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, content }) => <TabsContent key={value} value={value} className="min-w-0">{content}</TabsContent>)}
    </Tabs>
  );
}
