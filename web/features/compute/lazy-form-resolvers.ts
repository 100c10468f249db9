import { lazyResolvers } from '../../lib/lazy-resolver';

// The launch cards' resolvers as the cards use them: each fetches form-resolvers.ts (zod and the compute schemas,
// one chunk for both) on its card's first check, so /compute opens without zod.
const lazy = lazyResolvers(() => import('./form-resolvers'));

export const trialLaunchResolver = lazy('trialLaunchResolver');
export const catalogueLaunchResolver = lazy('catalogueLaunchResolver');
