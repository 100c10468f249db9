// The public face of the audit log: the admin tab (System → Audit Log) and the user's own security activity.
export { AuditLogTab } from './components/audit-log-tab';
export { SecurityEvents } from './components/security-events';
