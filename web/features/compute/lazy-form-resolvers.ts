import { lazyResolver } from '../../lib/lazy-resolver';
import type { TrialLaunchValues, CatalogueLaunchOutput, CatalogueLaunchValues } from './form-resolvers';

// The launch cards' resolvers as the cards use them: each fetches form-resolvers.ts (zod and the compute schemas,
// one chunk for both) on its card's first check, so /compute opens without zod.
const validators = () => import('./form-resolvers');

export const trialLaunchResolver = lazyResolver<TrialLaunchValues>(() =>
  validators().then((m) => m.trialLaunchResolver),
);
export const catalogueLaunchResolver = lazyResolver<CatalogueLaunchValues, CatalogueLaunchOutput>(() =>
  validators().then((m) => m.catalogueLaunchResolver),
);
