import { domainAvailabilityBody, subscribeBody, type DomainAvailabilityBody } from '../../../contract/paid-hosting.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import type { BillingContact } from './checkout-state';

// Paid hosting's validators: zod and the paid-hosting schemas. Loaded on a form's first check
// (lazy-form-resolvers.ts), not with /paid-hosting or the landing page's premium search; the forms
// import nothing from here. The contract's schemas give the messages, so the browser and the server say the same.

/** The name and extension searched (step 1 and the landing page's premium search). */
export const domainResolver = zodFormResolver<DomainAvailabilityBody>(domainAvailabilityBody);

/** The billing contact as the subscription takes it ('Full name is required', the e-mail rule). */
export const billingContactResolver = zodFormResolver<BillingContact>(
  subscribeBody.pick({ fullName: true, email: true }),
);
