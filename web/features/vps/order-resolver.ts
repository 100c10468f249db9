import { z } from 'zod';
import { emailSchema } from '../../../contract/common.js';
import english from '../../../contract/i18n/catalogue/en/vps.json';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The VPS order dialog's validator, loaded on its first check (web/lib/lazy-resolver.ts): the dialog sits in the
// dashboard's VPS offer, which then opens without zod. The dialog imports only the type from here.

// 001 §1 "anonymous VPS": ordering asks only an e-mail, a name and the operating system. The messages are the vps
// feature's English (equal to the contract's VPS_MESSAGES, web/components/payment/i18n.test.ts), so the dialog says them
// in the page's language by key; the e-mail's is the shared forms' one (the errors catalogue).
const orderSchema = z.object({
  email: z.string().trim().min(1, 'Please enter a valid email address').pipe(emailSchema),
  name: z.string().trim().min(1, english.customerNameRequired).max(200),
  operatingSystem: z.string().min(1, english.operatingSystemRequired),
});
export type OrderValues = z.infer<typeof orderSchema>;

export const orderResolver = zodFormResolver(orderSchema);
