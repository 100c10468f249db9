// The operator's status page: System → Status.
export { SystemStatusTab } from './components/system-status-tab';
