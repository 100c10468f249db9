import { twoFactorConfirmBody, twoFactorDisableBody } from '../../../contract/account-safety.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The two-factor forms' validators: zod and the account-safety schemas. Loaded on a form's first check
// (lazy-form-resolvers.ts), not with /settings; the forms import nothing from here. The
// contract's bodies give the messages, so the browser and the server say the same.

// The confirm body's two halves, asked one step at a time.
const passwordStep = twoFactorConfirmBody.pick({ currentPassword: true });
const codeStep = twoFactorConfirmBody.pick({ code: true });

export const passwordStepResolver = zodFormResolver(passwordStep);
export const codeStepResolver = zodFormResolver(codeStep);
export const disableResolver = zodFormResolver(twoFactorDisableBody);
