import { z } from 'zod';
import { loginBody, recoverAccountBody, registerBody } from '../../../contract/accounts.js';
import { emailSchema } from '../../../contract/common.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The sign-in and sign-up forms' validators: zod and the account schemas. Loaded on a form's first check
// (web/lib/lazy-resolver.ts), not with /auth or the sign-in dialog; the forms import only types
// from here. The contract's own schemas give every message, so the browser and the server say the same thing.

const anonymousFormSchema = z.object({ email: emailSchema });
export type AnonymousFormValues = z.output<typeof anonymousFormSchema>;

const registerFormSchema = registerBody
  .pick({ username: true, email: true, password: true, firstName: true, lastName: true })
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    // Also checked while other fields still have errors, so every message shows at once.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof value.password === 'string' && typeof value.confirmPassword === 'string' && value.confirmPassword !== ''
      );
    },
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

export const loginResolver = zodFormResolver(loginBody);
export const anonymousResolver = zodFormResolver(anonymousFormSchema);
export const registerResolver = zodFormResolver(registerFormSchema);
export const recoverResolver = zodFormResolver(recoverAccountBody);
