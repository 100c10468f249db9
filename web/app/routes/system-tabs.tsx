import { Activity, ScrollText, Server } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { SystemTab } from '../../features/admin';
import { AuditLogTab } from '../../features/audit-log';
import { SystemStatusTab } from '../../features/system-status';
import { useMessages } from '../../lib/i18n/messages';
import { adminRoutesMessages, useTabNames, type TabsByKey } from './admin-i18n';

// The system tab's sub-tabs: the operator's status page first (it replaces the spec's disabled "Server
// Status" and "System Analytics", so /admin-dashboard#system opens on it), the spec's WHM panel and tools, then the
// audit log, which is a record of what happened rather than a setting, so it sits here and not under Settings.
export const SYSTEM_SUB_TABS: TabsByKey<SubTab> = [
  { value: 'status', label: 'tabStatus', icon: Activity, Component: SystemStatusTab },
  { value: 'server', label: 'tabServer', icon: Server, Component: SystemTab },
  { value: 'audit-log', label: 'tabAuditLog', icon: ScrollText, Component: AuditLogTab },
];

export function SystemTabs() {
  const t = useMessages(adminRoutesMessages);
  return <SubTabs label={t('tabSystem')} tabs={useTabNames(SYSTEM_SUB_TABS)} />;
}
