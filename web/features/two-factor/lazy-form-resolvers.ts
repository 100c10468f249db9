import { lazyResolver } from '../../lib/lazy-resolver';
import type { CodeStepValues, DisableInput, DisableValues, PasswordStepValues } from './form-resolvers';

// The two-factor forms' resolvers as the forms use them: each fetches form-resolvers.ts (zod and the account-safety
// schemas, one chunk for all three) on its form's first check, so /settings opens without zod.
const validators = () => import('./form-resolvers');

export const passwordStepResolver = lazyResolver<PasswordStepValues>(() =>
  validators().then((m) => m.passwordStepResolver),
);
export const codeStepResolver = lazyResolver<CodeStepValues>(() => validators().then((m) => m.codeStepResolver));
export const disableResolver = lazyResolver<DisableInput, DisableValues>(() =>
  validators().then((m) => m.disableResolver),
);
