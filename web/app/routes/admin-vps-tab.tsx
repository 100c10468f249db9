import { CreditCard } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { StripeSettingsTab } from '../../features/admin-stripe';

// 001 §2 VPS Management: sub-tabs VPS Packages, VPS Orders, Stripe Settings. One line per sub-tab whose feature
// exists (the packages and orders arrive with the VPS issue).
const VPS_SUB_TABS: readonly SubTab[] = [
  { value: 'stripe-settings', label: 'Stripe Settings', icon: CreditCard, Component: StripeSettingsTab },
];

export function AdminVpsTab() {
  return <SubTabs label="VPS Management" tabs={VPS_SUB_TABS} />;
}
