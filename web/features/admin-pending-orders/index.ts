export { PendingOrdersTab } from './components/pending-orders-tab';
