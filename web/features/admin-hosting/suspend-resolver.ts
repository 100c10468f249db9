import type { z } from 'zod';
import { suspendHostingBody } from '../../../contract/account-safety.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The suspend dialog's validator, loaded on its first check (web/lib/lazy-resolver.ts): the admin's hosting tab,
// the dashboard's first screen, then opens without zod. The dialog imports only the types from
// here; the contract's body gives the message, so the browser and the server say the same.
export type SuspendInput = z.input<typeof suspendHostingBody>;
export type SuspendValues = z.output<typeof suspendHostingBody>;

export const suspendResolver = zodFormResolver(suspendHostingBody);
