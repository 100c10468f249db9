import { z } from 'zod';
import { emailSchema } from '../../../contract/common.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The billing link form's validator, loaded on its first check (web/lib/lazy-resolver.ts): /billing then opens
// without zod. The form imports only the type from here.
const linkRequestSchema = z.object({ email: emailSchema });
export type LinkRequestValues = z.output<typeof linkRequestSchema>;

export const linkRequestResolver = zodFormResolver(linkRequestSchema);
