import { z } from 'zod';

// Who may take the free 48-hour trial, said by the server before Launch. The same decision
// (server/modules/compute/trial-eligibility.ts) answers GET /api/compute/meta and refuses a launch, so the page
// and the launch cannot disagree. The page shows `message`, disables Launch when `block` is set, and offers
// `nextStep` on the same page.

export const TRIAL_BLOCKS = [
  'email-required',
  'email-unverified',
  'trial-running',
  'trial-used',
  'email-trial-used',
  'device-trial-used',
] as const;
export type TrialBlock = (typeof TRIAL_BLOCKS)[number];

/** add-email: the add-email card; verify-email: send the confirmation link; terminate: end the run going on; pay: the $3 run. */
export const TRIAL_NEXT_STEPS = ['add-email', 'verify-email', 'terminate', 'pay'] as const;
export type TrialNextStep = (typeof TRIAL_NEXT_STEPS)[number];

const TRIAL_PARTS = {
  emailTrialUsed: 'This e-mail address has already had its free trial (one free trial per e-mail address).',
  deviceTrialUsed:
    'A free trial was already taken by another account registered on this device (one free trial per device).',
  emailTrialUsedPaid: 'A further run is billed at $3 for 48 hours.',
  emailTrialUsedNoPayments: 'Further 48-hour runs cost $3, and card payments are not available yet.',
} as const;

export const TRIAL_MESSAGES = {
  emailRequired:
    'The free trial needs a confirmed e-mail address. Add your e-mail below, then open the link we send you.',
  emailUnverified:
    'The free trial needs a confirmed e-mail address. Confirm yours below: we e-mail you a link to open.',
  ...TRIAL_PARTS,
  // The refusal as the customer reads it: the used trial and what a further run costs, one text each, so the answer
  // is translated whole (a text joined at run time is found by no catalogue).
  emailTrialUsedThenPaid: `${TRIAL_PARTS.emailTrialUsed} ${TRIAL_PARTS.emailTrialUsedPaid}`,
  emailTrialUsedThenNoPayments: `${TRIAL_PARTS.emailTrialUsed} ${TRIAL_PARTS.emailTrialUsedNoPayments}`,
  deviceTrialUsedThenPaid: `${TRIAL_PARTS.deviceTrialUsed} ${TRIAL_PARTS.emailTrialUsedPaid}`,
  deviceTrialUsedThenNoPayments: `${TRIAL_PARTS.deviceTrialUsed} ${TRIAL_PARTS.emailTrialUsedNoPayments}`,
} as const;

export const trialEligibilitySchema = z.object({
  /** null: the free trial can be launched now. */
  block: z.enum(TRIAL_BLOCKS).nullable(),
  /** Why not, in the words the launch would refuse with. */
  message: z.string().nullable(),
  nextStep: z.enum(TRIAL_NEXT_STEPS).nullable(),
});
export type TrialEligibility = z.infer<typeof trialEligibilitySchema>;
