import { lazyResolvers } from '../../lib/lazy-resolver';

// The auth forms' resolvers as the forms use them: each fetches form-resolvers.ts (zod and the account schemas, one
// chunk for all four) on its form's first check, so /auth and the sign-in dialog open without zod.
const lazy = lazyResolvers(() => import('./form-resolvers'));

export const loginResolver = lazy('loginResolver');
export const anonymousResolver = lazy('anonymousResolver');
export const registerResolver = lazy('registerResolver');
export const recoverResolver = lazy('recoverResolver');
