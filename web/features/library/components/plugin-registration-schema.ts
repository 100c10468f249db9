import { z } from 'zod';
import { pluginLibraryRegisterBody } from '../../../../contract/library.js';
import { REGISTRATION_FIELD_MESSAGES as F } from '../messages';

// 000 §5 'Plugin registration': the server's body schema plus the confirmation, messages verbatim.
export const pluginRegistrationSchema = pluginLibraryRegisterBody
  .omit({ fingerprintHash: true, deviceInfo: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
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
