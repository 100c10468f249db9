import { lazyResolvers } from '../../lib/lazy-resolver';

// The library forms' resolvers as the forms use them: each fetches form-resolvers.ts (zod and the library schemas,
// one chunk for all three) on its form's first check, so /plugins and /themes open without zod.
const lazy = lazyResolvers(() => import('./form-resolvers'));

export const accessEmailResolver = lazy('accessEmailResolver');
export const pluginRequestResolver = lazy('pluginRequestResolver');
export const pluginRegistrationResolver = lazy('pluginRegistrationResolver');
