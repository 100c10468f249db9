import { FileText, Globe, KeyRound, Mail, MoonStar } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { SmtpSettingsScreen } from '../../features/admin-smtp';
import { ApiSettingsScreen } from '../../features/api-settings';
import { SitePagesSettings } from '../../features/admin-site-pages';
import { IdleSitesSettings } from '../../features/admin-idle-sites';
import { SiteManageSettings } from '../../features/admin-site-manage';

// The settings tab's sub-tabs (001 §2: api, smtp). /admin/api-settings still shows the API form on its own.
export const SETTINGS_SUB_TABS: readonly SubTab[] = [
  { value: 'api', label: 'API', icon: KeyRound, Component: ApiSettingsScreen },
  { value: 'smtp', label: 'SMTP', icon: Mail, Component: SmtpSettingsScreen },
  // The policy pages and the support contact.
  { value: 'pages', label: 'Pages & support', icon: FileText, Component: SitePagesSettings },
  // The idle-site rule: it deletes people's sites, so it sits with the settings an operator chooses deliberately.
  { value: 'idle-sites', label: 'Idle sites', icon: MoonStar, Component: IdleSitesSettings },
  // What free sites may write into the operator's shared DNS zone (verification TXT records).
  { value: 'site-manage', label: 'Manage site', icon: Globe, Component: SiteManageSettings },
];

export function SettingsTab() {
  return <SubTabs label="Settings" tabs={SETTINGS_SUB_TABS} />;
}
