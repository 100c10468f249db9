import english from '../../../contract/i18n/catalogue/en/admin-routes.json';
import type { SubTab } from '../../components/sub-tabs';
import { defineMessages, useMessages } from '../../lib/i18n/messages';

/**
 * The admin route modules' words: the admin's tab and sub-tab names, the admin dashboard's title, the client view's
 * notice. Apart from routes.json, which a client's pages fetch, so a client never downloads an admin's tab names.
 */
export const adminRoutesMessages = defineMessages('admin-routes', english);
export type AdminRoutesKey = Extract<keyof typeof english, string>;

/** A tab list as the route modules write it: each label is the key of its name in this catalogue. */
export type TabsByKey<Tab extends { label: string }> = readonly (Omit<Tab, 'label'> & { label: AdminRoutesKey })[];

/** The tabs with their names in the page's language. */
export function useTabNames<Tab extends { label: string } = SubTab>(tabs: TabsByKey<Tab>): Tab[] {
  const t = useMessages(adminRoutesMessages);
  return tabs.map((tab) => ({ ...tab, label: t(tab.label) }) as unknown as Tab);
}
