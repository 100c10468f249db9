import { ScrollText, Server } from 'lucide-react';
import { SubTabs, type SubTab } from '../../components/sub-tabs';
import { SystemTab } from '../../features/admin';
import { AuditLogTab } from '../../features/audit-log';

// The system tab's sub-tabs: the spec's WHM panel and tools first, then the audit log (issue 14), which is a record
// of what happened rather than a setting, so it sits here and not under Settings.
export const SYSTEM_SUB_TABS: readonly SubTab[] = [
  { value: 'server', label: 'Server', icon: Server, Component: SystemTab },
  { value: 'audit-log', label: 'Audit Log', icon: ScrollText, Component: AuditLogTab },
];

export function SystemTabs() {
  return <SubTabs label="System" tabs={SYSTEM_SUB_TABS} />;
}
