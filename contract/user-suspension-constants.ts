// Suspending a person: limits and messages, without zod: the sign-in forms match on ACCOUNT_SUSPENDED_ERROR without
// the schemas. user-suspension.ts re-exports it.

export const USER_SUSPENSION_REASON_MAX = 500;

/** The published page a suspended person is pointed to while no support contact is set (contract/site-page-list.ts). */
export const SUSPENSION_POLICY_PATH = '/acceptable-use';

export const USER_SUSPENSION_MESSAGES = {
  reasonRequired: 'Write the reason the user will see',
  suspended: 'User suspended. Their sessions ended; their hosting, machines and subscriptions are being suspended.',
  unsuspended: 'User unsuspended. Their hosting, machines and subscriptions are being restored.',
  alreadySuspended: 'This user is already suspended',
  notSuspended: 'This user is not suspended',
  cannotSuspendSelf: 'You cannot suspend your own account',
  cannotSuspendLastAdmin: 'You cannot suspend the last admin',
  /**
   * The sign-in refusal: the reason the admin wrote, and where to write. With no support contact set it names no
   * address (never the no-reply one HostFree mails from) and points to the Acceptable Use Policy, the published page
   * that says how suspensions are decided, until the admin sets a contact.
   */
  signInRefused: (reason: string, supportContact: string | null) =>
    `Your account is suspended: ${reason}. ${
      supportContact
        ? `If you think this is a mistake, write to ${supportContact}.`
        : `No support address has been published yet; our Acceptable Use Policy (${SUSPENSION_POLICY_PATH}) says how suspensions are decided.`
    }`,
  /**
   * Every checkout refuses a suspended person's address with this, and confirm says it of a payment held for one.
   * It does not say why: anyone can type an address, and "this address is suspended" would tell a stranger so.
   */
  checkoutRefused: 'We cannot take this order. Please contact support.',
} as const;

/** The `error` field of the 403 a suspended user's sign-in answers (with `reason` and `supportContact`). */
export const ACCOUNT_SUSPENDED_ERROR = 'ACCOUNT_SUSPENDED';

/** The `error` field of the 403 a checkout answers when the buyer is a suspended person (nothing more is said). */
export const CHECKOUT_REFUSED_ERROR = 'CHECKOUT_REFUSED';
