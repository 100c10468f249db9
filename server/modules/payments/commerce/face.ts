// What the commerce core's ledger offers its siblings (the billing centre, plan changes): the reads of a person's
// payments and subscription mirrors and the hook on every ledger write. The ledger's tables and its writes stay this
// folder's; siblings import from here, never from ledger-repo.ts.
export {
  findLatestPaymentOfSubscription,
  findSubscriptionMirrorById,
  listBillingOf,
  onLedgerWritten,
  subscriptionIdsOwnedBy,
  type BillingPaymentRow,
  type BillingSubscriptionRow,
} from './ledger-repo.js';
