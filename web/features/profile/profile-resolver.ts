import { z } from 'zod';
import { emailSchema, safeText } from '../../../contract/common.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The profile form's validator, loaded on its first check (web/lib/lazy-resolver.ts): /profile and /settings then
// open without zod. The form imports only the types from here; the contract's field rules give
// the messages, so the browser and the server say the same.

const profileSchema = z.object({
  firstName: safeText(100).trim(),
  lastName: safeText(100).trim(),
  email: z.union([z.literal(''), emailSchema]),
  twoFactorCode: z.string().trim().max(40),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

export const profileResolver = zodFormResolver(profileSchema);
