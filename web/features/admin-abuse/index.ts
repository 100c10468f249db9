export { AbuseQueueTab } from './components/abuse-queue-tab';
