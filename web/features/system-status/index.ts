// The operator's status page (issue 23 point 8): System → Status.
export { SystemStatusTab } from './components/system-status-tab';
