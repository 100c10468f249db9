import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/constants.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The change-password form's validator, loaded on its first check (web/lib/lazy-resolver.ts): /settings then opens
// without zod. The form imports only the types from here.

const passwordSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string()
      .min(1, 'Please enter a new password')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string(),
    // Asked only when two-factor is on (the form then checks it is filled); the server decides.
    twoFactorCode: z.string().max(40),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'New password and confirmation do not match',
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
