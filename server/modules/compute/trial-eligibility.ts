import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import { TRIAL_MESSAGES, type TrialEligibility } from '../../../contract/compute-trial.js';
import { EXTRA_RUN_MESSAGES } from '../../../contract/compute-extra-runs.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { isEmailVerified } from '../accounts/index.js';
import { countLive, countTrialsUsed } from './repo.js';
import { findAccountsRegisteredOnSameDevice } from '../devices/index.js';
import { countTrialsOfEmailByOthers, countTrialsOfUsers } from './trial-repo.js';

// The one decision on the free 48-hour trial. GET /api/compute/meta shows it before Launch and
// the launch (service.ts) and the paid run (extra-runs.ts) refuse with it, so the page and the server agree.
//
// In order: admins are not limited. The account needs an e-mail address that is confirmed (a link followed,
// accounts/email-verification-service.ts) — a registered account's address counts as before (docs/decisions.md).
// One run at a time. One free trial per account, per e-mail address and per device (the accounts registered on
// the same one, devices/repo.ts); beyond it a run is paid.

export interface TrialSubject {
  id: number;
  role: string;
  isAnonymous: boolean;
  email: string | null;
}

/** The trial provider's own limits and words (providers/types.ts), so this decision names no cloud. */
export interface TrialRules {
  /** The provider whose trial this is: its live runs count against `clientLimit`. */
  providerId: string;
  /** Every provider that offers a trial: one free trial per person across them. */
  trialProviderIds: readonly string[];
  clientLimit: { max: number; message: string };
  /** A used trial when card payments are off. */
  paymentUnavailable: string;
}

const allowed: TrialEligibility = { block: null, message: null, nextStep: null };

/** `canCharge`: the payments layer can take the $3 of a run beyond the free trial (read outside any transaction). */
export async function decideTrial(
  db: DbOrTx,
  user: TrialSubject,
  { canCharge, rules }: { canCharge: boolean; rules: TrialRules },
): Promise<TrialEligibility> {
  if (user.role === 'admin') return allowed;
  const email = user.email?.trim() || null;
  if (!email) return { block: 'email-required', message: TRIAL_MESSAGES.emailRequired, nextStep: 'add-email' };
  if (user.isAnonymous && !(await isEmailVerified(db, user.id))) {
    return { block: 'email-unverified', message: TRIAL_MESSAGES.emailUnverified, nextStep: 'verify-email' };
  }
  if ((await countLive(db, user.id, rules.providerId)) >= rules.clientLimit.max) {
    return { block: 'trial-running', message: rules.clientLimit.message, nextStep: 'terminate' };
  }
  const paid = canCharge
    ? { message: EXTRA_RUN_MESSAGES.paidNote, nextStep: 'pay' as const }
    : { message: rules.paymentUnavailable, nextStep: null };
  if ((await countTrialsUsed(db, user.id, rules.trialProviderIds)) >= 1) return { block: 'trial-used', ...paid };
  if ((await countTrialsOfEmailByOthers(db, email, user.id)) >= 1) {
    return {
      block: 'email-trial-used',
      message: canCharge ? TRIAL_MESSAGES.emailTrialUsedThenPaid : TRIAL_MESSAGES.emailTrialUsedThenNoPayments,
      nextStep: paid.nextStep,
    };
  }
  if ((await countTrialsOfUsers(db, await findAccountsRegisteredOnSameDevice(db, user.id))) >= 1) {
    return {
      block: 'device-trial-used',
      message: canCharge ? TRIAL_MESSAGES.deviceTrialUsedThenPaid : TRIAL_MESSAGES.deviceTrialUsedThenNoPayments,
      nextStep: paid.nextStep,
    };
  }
  return allowed;
}

/** Whether the account still has its free trial (it may still be blocked for now, e.g. by an unconfirmed address). */
export const freeTrialLeft = (eligibility: TrialEligibility) =>
  eligibility.block !== 'trial-used' &&
  eligibility.block !== 'email-trial-used' &&
  eligibility.block !== 'device-trial-used';

/** The rules of a provider's trial, from the registry's description of it. */
export function trialRulesOf(
  provider: {
    id: string;
    clientLimit: { max: number; message: string };
    trial?: { messages: { paymentUnavailable: string } };
  },
  trialProviderIds: readonly string[],
): TrialRules {
  return {
    providerId: provider.id,
    trialProviderIds,
    clientLimit: provider.clientLimit,
    paymentUnavailable: provider.trial?.messages.paymentUnavailable ?? COMPUTE_MESSAGES.provisioningFailed,
  };
}

/** The launch's refusal for a blocked trial: the same message the page shows. */
export function trialRefusal(eligibility: TrialEligibility): AppError {
  const message = eligibility.message ?? COMPUTE_MESSAGES.provisioningFailed;
  if (eligibility.block === 'email-required' || eligibility.block === 'email-unverified')
    return new AppError('FORBIDDEN', message);
  if (!freeTrialLeft(eligibility)) return new AppError('CONFLICT', message, { paymentRequired: true });
  return new AppError('CONFLICT', message);
}
