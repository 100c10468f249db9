// The paid-hosting module's face: what the rest of the server may use of it. Other modules import only this file.
export type { HostingBilling } from './billing.js';
export { paidHostingRoutes } from './routes.js';
export type { PaidHostingService } from './service.js';
export { wire } from './wire.js';
