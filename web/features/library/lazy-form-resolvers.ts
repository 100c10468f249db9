import { lazyResolver } from '../../lib/lazy-resolver';
import type { PluginRegistrationInput, PluginRegistrationValues } from './components/plugin-registration-schema';
import type { AccessEmailInput, AccessEmailValues, PluginRequestInput, PluginRequestValues } from './form-resolvers';

// The library forms' resolvers as the forms use them: each fetches form-resolvers.ts (zod and the library schemas,
// one chunk for all three) on its form's first check, so /plugins and /themes open without zod.
const validators = () => import('./form-resolvers');

export const accessEmailResolver = lazyResolver<AccessEmailInput, AccessEmailValues>(() =>
  validators().then((m) => m.accessEmailResolver),
);
export const pluginRequestResolver = lazyResolver<PluginRequestInput, PluginRequestValues>(() =>
  validators().then((m) => m.pluginRequestResolver),
);
export const pluginRegistrationResolver = lazyResolver<PluginRegistrationInput, PluginRegistrationValues>(() =>
  validators().then((m) => m.pluginRegistrationResolver),
);
