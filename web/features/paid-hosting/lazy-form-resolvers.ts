import type { DomainAvailabilityBody } from '../../../contract/paid-hosting.js';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { BillingContact } from './checkout-state';

// Paid hosting's resolvers as the forms use them: each fetches form-resolvers.ts (zod and the paid-hosting schemas,
// one chunk for both) on its form's first check, so /paid-hosting opens without zod.
const validators = () => import('./form-resolvers');

export const domainResolver = lazyResolver<DomainAvailabilityBody>(() => validators().then((m) => m.domainResolver));
export const billingContactResolver = lazyResolver<BillingContact>(() =>
  validators().then((m) => m.billingContactResolver),
);
