import { z } from 'zod';
import { emailSchema } from '../../../contract/common.js';
import { VPS_MESSAGES as M } from '../../../contract/vps-constants.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The VPS order dialog's validator, loaded on its first check (web/lib/lazy-resolver.ts): the dialog sits in the
// dashboard's VPS offer, which then opens without zod. The dialog imports only the type from here.

// 001 §1 "anonymous VPS": ordering asks only an e-mail, a name and the operating system.
const orderSchema = z.object({
  email: z.string().trim().min(1, 'Please enter a valid email address').pipe(emailSchema),
  name: z.string().trim().min(1, M.customerNameRequired).max(200),
  operatingSystem: z.string().min(1, M.operatingSystemRequired),
});
export type OrderValues = z.infer<typeof orderSchema>;

export const orderResolver = zodFormResolver(orderSchema);
