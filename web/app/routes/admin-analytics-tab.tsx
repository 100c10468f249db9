import { HandHeart } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { DonationsTab } from '../../features/admin-donations';

// 001 §2 analytics tab: sub-tabs pixel, donations, header-code. One line per sub-tab whose feature exists.
const ANALYTICS_SUB_TABS: readonly SubTab[] = [
  { value: 'donations', label: 'Donations', icon: HandHeart, content: <DonationsTab /> },
];

export function AdminAnalyticsTab() {
  return <SubTabs label="Analytics" tabs={ANALYTICS_SUB_TABS} />;
}
