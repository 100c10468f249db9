// The payments module's face: what the rest of the server may use of it. Other modules import only this file.
export { billingCentreRoutes } from './billing-centre/routes.js';
export { planChangeRoutes } from './plan-changes/routes.js';
export type {
  BillingDetails,
  PlanChangeFacts,
  PlanOption,
  ProductHandler,
  ProductPlans,
  ProductRecord,
  RefundFacts,
  StripeRefs,
} from './commerce/products.js';
export { paymentRoutes } from './routes.js';
export type { Promotions, ResolvedCode } from './promotions/service.js';
export type { PaymentsService } from './service.js';
export type { StripeSettingsService } from './settings-service.js';
export { ENDED_SUBSCRIPTION_STATUSES, paymentIntentIdOfSecret } from './stripe-objects.js';
export type { InvoiceSummary, PaymentIntentSummary, SubscriptionSummary } from './stripe-objects.js';
export { WEBHOOK_LAG_WINDOW_MINUTES, readWebhookLag, type WebhookLagFigures } from './webhook-lag.js';
export { wire } from './wire.js';
