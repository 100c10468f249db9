import { lazyResolver } from '../../lib/lazy-resolver';
import type {
  AnonymousFormValues,
  LoginFormValues,
  RecoverFormValues,
  RegisterFormInput,
  RegisterFormOutput,
} from './form-resolvers';

// The auth forms' resolvers as the forms use them: each fetches form-resolvers.ts (zod and the account schemas, one
// chunk for all four) on its form's first check, so /auth and the sign-in dialog open without zod.
const validators = () => import('./form-resolvers');

export const loginResolver = lazyResolver<LoginFormValues>(() => validators().then((m) => m.loginResolver));
export const anonymousResolver = lazyResolver<AnonymousFormValues>(() => validators().then((m) => m.anonymousResolver));
export const registerResolver = lazyResolver<RegisterFormInput, RegisterFormOutput>(() =>
  validators().then((m) => m.registerResolver),
);
export const recoverResolver = lazyResolver<RecoverFormValues>(() => validators().then((m) => m.recoverResolver));
