import { KeyRound, Mail } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { SmtpSettingsScreen } from '../../features/admin-smtp';
import { ApiSettingsScreen } from '../../features/api-settings';

// The settings tab's sub-tabs (001 §2: api, smtp). /admin/api-settings still shows the API form on its own.
export const SETTINGS_SUB_TABS: readonly SubTab[] = [
  { value: 'api', label: 'API', icon: KeyRound, Component: ApiSettingsScreen },
  { value: 'smtp', label: 'SMTP', icon: Mail, Component: SmtpSettingsScreen },
];

export function SettingsTab() {
  return <SubTabs label="Settings" tabs={SETTINGS_SUB_TABS} />;
}
