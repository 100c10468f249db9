import { ACCOUNT_MESSAGES, DEVICE_LIMIT_MESSAGE } from '../account-messages.js';
import { ACCOUNT_SAFETY_MESSAGES } from '../account-safety-messages.js';
import { COMPUTE_MESSAGES, EXTRA_RUN_MESSAGES } from '../compute-constants.js';
import { VPS_MESSAGES } from '../vps-constants.js';

// The refusals a screen acts on (not only shows), each with a code the answer carries beside its message:
// `{ message, error: 'consoleUnavailable' }`. The message is in the requester's language (server/http/error-handler.ts),
// so a screen that branches on a refusal compares its code, never its words. The server finds the code by the
// English text the service threw, so services keep throwing the contract's constants.
export const ERROR_CODES = {
  deviceLimit: DEVICE_LIMIT_MESSAGE,
  currentPasswordRequired: ACCOUNT_MESSAGES.currentPasswordRequired,
  currentPasswordWrong: ACCOUNT_MESSAGES.currentPasswordWrong,
  challengeExpired: ACCOUNT_SAFETY_MESSAGES.challengeExpired,
  challengeUsed: ACCOUNT_SAFETY_MESSAGES.challengeUsed,
  secondFactorRequired: ACCOUNT_SAFETY_MESSAGES.secondFactorRequired,
  secondFactorInvalid: ACCOUNT_SAFETY_MESSAGES.secondFactorInvalid,
  twoFactorSetupNotStarted: ACCOUNT_SAFETY_MESSAGES.setupNotStarted,
  extraRunNotPaid: EXTRA_RUN_MESSAGES.notPaid,
  consoleUnavailable: COMPUTE_MESSAGES.consoleUnavailable,
  azureAuthFailed: COMPUTE_MESSAGES.azureAuthFailed,
  vpsPaymentFailed: VPS_MESSAGES.paymentFailed,
  vpsMissingServerDetails: VPS_MESSAGES.missingServerDetails,
} as const;

/**
 * Codes a service sets itself (AppError details `{ error }`), for a refusal whose words differ by case: each cloud
 * provider says its own "account required", and the default provider card acts on any of them.
 */
export const SERVICE_ERROR_CODES = ['providerAccountRequired'] as const;

export type ServerErrorCode = keyof typeof ERROR_CODES | (typeof SERVICE_ERROR_CODES)[number];

/** English text → code: what the error handler adds to an answer. */
export const ERROR_CODE_OF: ReadonlyMap<string, ServerErrorCode> = new Map(
  Object.entries(ERROR_CODES).map(([code, text]) => [text, code as ServerErrorCode]),
);
