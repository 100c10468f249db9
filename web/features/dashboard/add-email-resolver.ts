import { z } from 'zod';
import { emailSchema } from '../../../contract/common.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The add-e-mail card's validator, loaded on its first check (web/lib/lazy-resolver.ts): the card shows on /auth
// and the dashboard, which then open without zod. The card imports only the type from here.
const addEmailSchema = z.object({ email: emailSchema, twoFactorCode: z.string().trim().max(40) });
export type AddEmailValues = z.output<typeof addEmailSchema>;

export const addEmailResolver = zodFormResolver(addEmailSchema);
