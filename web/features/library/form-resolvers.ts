import { z } from 'zod';
import { emailSchema } from '../../../contract/common.js';
import { pluginRequestBody } from '../../../contract/library.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import { pluginRegistrationSchema } from './components/plugin-registration-schema';
import { LIBRARY_COPY as M } from './messages';

// The library forms' validators: zod and the library schemas. Loaded on a form's first check
// (lazy-form-resolvers.ts), not with /plugins, /themes or the landing page's registration; the
// forms import only types from here. The contract's schemas give the messages, so the browser and the server agree.

/** The access panel's address with the contract's e-mail rule; an empty box has its own message (the theme library's toasts). */
const accessEmailForm = z.object({ email: z.string().trim().min(1, M.emailRequiredDescription).pipe(emailSchema) });
export type AccessEmailInput = z.input<typeof accessEmailForm>;
export type AccessEmailValues = z.output<typeof accessEmailForm>;

export type PluginRequestInput = z.input<typeof pluginRequestBody>;
export type PluginRequestValues = z.output<typeof pluginRequestBody>;

export const accessEmailResolver = zodFormResolver(accessEmailForm);
export const pluginRequestResolver = zodFormResolver(pluginRequestBody);
export const pluginRegistrationResolver = zodFormResolver(pluginRegistrationSchema);
