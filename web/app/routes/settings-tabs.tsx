import { FileText, Globe, KeyRound, Mail, MoonStar } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { SmtpSettingsScreen } from '../../features/admin-smtp';
import { ApiSettingsScreen } from '../../features/api-settings';
import { SitePagesSettings } from '../../features/admin-site-pages';
import { IdleSitesSettings } from '../../features/admin-idle-sites';
import { SiteManageSettings } from '../../features/admin-site-manage';
import { useMessages } from '../../lib/i18n/messages';
import { adminRoutesMessages, useTabNames, type TabsByKey } from './admin-i18n';

// The settings tab's sub-tabs (001 §2: api, smtp). /admin/api-settings still shows the API form on its own.
export const SETTINGS_SUB_TABS: TabsByKey<SubTab> = [
  { value: 'api', label: 'tabApi', icon: KeyRound, Component: ApiSettingsScreen },
  { value: 'smtp', label: 'tabSmtp', icon: Mail, Component: SmtpSettingsScreen },
  // The policy pages and the support contact.
  { value: 'pages', label: 'tabPagesSupport', icon: FileText, Component: SitePagesSettings },
  // The idle-site rule: it deletes people's sites, so it sits with the settings an operator chooses deliberately.
  { value: 'idle-sites', label: 'tabIdleSites', icon: MoonStar, Component: IdleSitesSettings },
  // What free sites may write into the operator's shared DNS zone (verification TXT records).
  { value: 'site-manage', label: 'tabManageSite', icon: Globe, Component: SiteManageSettings },
];

export function SettingsTab() {
  const t = useMessages(adminRoutesMessages);
  return <SubTabs label={t('tabSettings')} tabs={useTabNames(SETTINGS_SUB_TABS)} />;
}
