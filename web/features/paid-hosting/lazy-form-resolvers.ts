import { lazyResolvers } from '../../lib/lazy-resolver';

// Paid hosting's resolvers as the forms use them: each fetches form-resolvers.ts (zod and the paid-hosting schemas,
// one chunk for both) on its form's first check, so /paid-hosting opens without zod.
const lazy = lazyResolvers(() => import('./form-resolvers'));

export const domainResolver = lazy('domainResolver');
export const billingContactResolver = lazy('billingContactResolver');
