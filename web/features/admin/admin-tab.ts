import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { User } from '../../../contract/accounts.js';

/** One tab of the admin dashboard. The list itself is composed in web/app/routes/admin-tabs.tsx. */
export interface AdminTab {
  /** The address hash that opens it: /admin-dashboard#hosting. */
  value: string;
  label: string;
  icon: LucideIcon;
  Component: ComponentType<{ user: User }>;
}
