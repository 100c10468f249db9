import { lazyResolvers } from '../../lib/lazy-resolver';

// The two-factor forms' resolvers as the forms use them: each fetches form-resolvers.ts (zod and the account-safety
// schemas, one chunk for all three) on its form's first check, so /settings opens without zod.
const lazy = lazyResolvers(() => import('./form-resolvers'));

export const passwordStepResolver = lazy('passwordStepResolver');
export const codeStepResolver = lazy('codeStepResolver');
export const disableResolver = lazy('disableResolver');
