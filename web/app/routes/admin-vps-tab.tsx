import { ClipboardList, CreditCard, Server, TicketPercent } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { VpsOrdersManagement, VpsPackageManagement } from '../../features/admin-vps';
import { StripeSettingsTab } from '../../features/admin-stripe';
import { PromotionCodesManagement } from '../../features/admin-promotions';

// 001 §2 VPS Management: sub-tabs VPS Packages, VPS Orders, Stripe Settings; and Promotion Codes beside Stripe's
// settings, since the codes are Stripe coupons for paid hosting and VPS (docs/decisions.md).
const VPS_SUB_TABS: readonly SubTab[] = [
  { value: 'vps-packages', label: 'VPS Packages', icon: Server, Component: VpsPackageManagement },
  { value: 'vps-orders', label: 'VPS Orders', icon: ClipboardList, Component: VpsOrdersManagement },
  { value: 'stripe-settings', label: 'Stripe Settings', icon: CreditCard, Component: StripeSettingsTab },
  { value: 'promotion-codes', label: 'Promotion Codes', icon: TicketPercent, Component: PromotionCodesManagement },
];

export function AdminVpsTab() {
  return <SubTabs label="VPS Management" tabs={VPS_SUB_TABS} />;
}
