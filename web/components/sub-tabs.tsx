import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

/** One sub-tab of an admin tab (001 §2: analytics → pixel, donations, header-code; settings → api, smtp). */
export interface SubTab {
  value: string;
  label: string;
  icon: LucideIcon;
  Component: ComponentType;
}

/** A tab made of sub-tabs: the lists live in web/app/routes/*-tabs.tsx, one line per sub-tab. */
export function SubTabs({ label, tabs }: { label: string; tabs: readonly SubTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value} className="grid gap-6">
      <TabsList aria-label={label} className="inline-flex h-auto w-full flex-wrap justify-start gap-1 sm:w-fit">
        {tabs.map(({ value, label: text, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="gap-1.5">
            <Icon className="size-4" aria-hidden="true" />
            {text}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, Component }) => (
        <TabsContent key={value} value={value}>
          <Component />
        </TabsContent>
      ))}
    </Tabs>
  );
}
