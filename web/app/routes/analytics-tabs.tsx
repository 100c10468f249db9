import { Code, HandHeart, Target } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { DonationsTab } from '../../features/admin-donations';
import { HeaderCodeScreen } from '../../features/admin-header-code';
import { PixelSettingsScreen } from '../../features/admin-pixel';

// The analytics tab's sub-tabs (001 §2: pixel, donations, header-code), one line each in the spec's order.
export const ANALYTICS_SUB_TABS: readonly SubTab[] = [
  { value: 'pixel', label: 'Facebook Pixel', icon: Target, Component: PixelSettingsScreen },
  { value: 'donations', label: 'Donations', icon: HandHeart, Component: DonationsTab },
  { value: 'header-code', label: 'Header Code', icon: Code, Component: HeaderCodeScreen },
];

export function AnalyticsTab() {
  return <SubTabs label="Analytics" tabs={ANALYTICS_SUB_TABS} />;
}
