import { z } from 'zod';
import { emailSchema } from '../../../../contract/common.js';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/constants.js';
import { REGISTRATION_FIELD_MESSAGES as F } from '../messages';

// 000 §5 'Plugin registration', messages verbatim.
export const pluginRegistrationSchema = z.object({
  firstName: z.string().trim().min(2, F.firstName).max(100),
  lastName: z.string().trim().min(2, F.lastName).max(100),
  email: emailSchema,
  country: z.string().trim().min(2, F.country).max(100),
  password: z.string().min(PASSWORD_MIN_LENGTH, F.password).max(128),
  confirmPassword: z.string(),
}).refine((values) => values.password === values.confirmPassword, {
  message: F.confirmPassword,
  path: ['confirmPassword'],
  // Checked even while other fields have errors, so every message shows at once.
  when: (payload) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown };
    return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
  },
});

export type PluginRegistrationInput = z.input<typeof pluginRegistrationSchema>;
export type PluginRegistrationValues = z.output<typeof pluginRegistrationSchema>;
