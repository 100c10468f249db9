import { z } from 'zod';
import { eraseAccountBody } from '../../../contract/account-safety.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The erase-account dialog's validator, loaded on its first check (web/lib/lazy-resolver.ts): /settings then opens
// without zod. The dialog imports only the types from here.

/** The contract's body, forgiving spaces around the typed word (the server takes the word exactly, so it is sent as such). */
const eraseForm = eraseAccountBody.extend({ confirm: z.string().trim().pipe(eraseAccountBody.shape.confirm) });
export type EraseInput = z.input<typeof eraseForm>;
export type EraseValues = z.output<typeof eraseForm>;

export const eraseResolver = zodFormResolver(eraseForm);
