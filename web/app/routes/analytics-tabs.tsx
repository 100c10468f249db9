import { Code, HandHeart, Target } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { DonationsTab } from '../../features/admin-donations';
import { HeaderCodeScreen } from '../../features/admin-header-code';
import { PixelSettingsScreen } from '../../features/admin-pixel';
import { useMessages } from '../../lib/i18n/messages';
import { adminRoutesMessages, useTabNames, type TabsByKey } from './admin-i18n';

// The analytics tab's sub-tabs (001 §2: pixel, donations, header-code), one line each in the spec's order.
export const ANALYTICS_SUB_TABS: TabsByKey<SubTab> = [
  { value: 'pixel', label: 'tabFacebookPixel', icon: Target, Component: PixelSettingsScreen },
  { value: 'donations', label: 'tabDonations', icon: HandHeart, Component: DonationsTab },
  { value: 'header-code', label: 'tabHeaderCode', icon: Code, Component: HeaderCodeScreen },
];

export function AnalyticsTab() {
  const t = useMessages(adminRoutesMessages);
  return <SubTabs label={t('tabAnalytics')} tabs={useTabNames(ANALYTICS_SUB_TABS)} />;
}
