import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/constants.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import english from '../../../contract/i18n/catalogue/en/settings.json';

// The change-password form's validator, loaded on its first check (web/lib/lazy-resolver.ts): /settings then opens
// without zod. The form imports only the types from here. Its own messages are the feature's English, which the form
// shows in the page's language (useFieldErrorText); the length rules are the contract's, as the server says them.

const passwordSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string()
      .min(1, english.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string(),
    // Asked only when two-factor is on (the form then checks it is filled); the server decides.
    twoFactorCode: z.string().max(40),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: english.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return (
        typeof value.newPassword === 'string' && value.newPassword !== '' && typeof value.confirmPassword === 'string'
      );
    },
  });
export type PasswordInput = z.input<typeof passwordSchema>;
export type PasswordValues = z.output<typeof passwordSchema>;

export const passwordResolver = zodFormResolver(passwordSchema);
