import { ClipboardList, CreditCard, Server, TicketPercent } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { VpsOrdersManagement, VpsPackageManagement } from '../../features/admin-vps';
import { StripeSettingsTab } from '../../features/admin-stripe';
import { PromotionCodesManagement } from '../../features/admin-promotions';
import { useMessages } from '../../lib/i18n/messages';
import { adminRoutesMessages, useTabNames, type TabsByKey } from './admin-i18n';

// 001 §2 VPS Management: sub-tabs VPS Packages, VPS Orders, Stripe Settings; and Promotion Codes beside Stripe's
// settings, since the codes are Stripe coupons for paid hosting and VPS (docs/decisions.md).
const VPS_SUB_TABS: TabsByKey<SubTab> = [
  { value: 'vps-packages', label: 'tabVpsPackages', icon: Server, Component: VpsPackageManagement },
  { value: 'vps-orders', label: 'tabVpsOrders', icon: ClipboardList, Component: VpsOrdersManagement },
  { value: 'stripe-settings', label: 'tabStripeSettings', icon: CreditCard, Component: StripeSettingsTab },
  { value: 'promotion-codes', label: 'tabPromotionCodes', icon: TicketPercent, Component: PromotionCodesManagement },
];

export function AdminVpsTab() {
  const t = useMessages(adminRoutesMessages);
  return <SubTabs label={t('tabVpsManagement')} tabs={useTabNames(VPS_SUB_TABS)} />;
}
