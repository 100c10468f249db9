import { z } from 'zod';
import { adminUserSchema } from './admin.js';
import { safeText } from './common.js';

// Issue 22 point 1: an admin suspends a person (not one hosting account). The spec is silent; the decisions are in
// docs/decisions.md, 'Suspending a person (issue 22)'.

export const USER_SUSPENSION_REASON_MAX = 500;

export const USER_SUSPENSION_MESSAGES = {
  reasonRequired: 'Write the reason the user will see',
  suspended: 'User suspended. Their sessions ended; their hosting, machines and subscriptions are being suspended.',
  unsuspended: 'User unsuspended. Their hosting, machines and subscriptions are being restored.',
  alreadySuspended: 'This user is already suspended',
  notSuspended: 'This user is not suspended',
  cannotSuspendSelf: 'You cannot suspend your own account',
  cannotSuspendLastAdmin: 'You cannot suspend the last admin',
  /** The sign-in refusal: the reason the admin wrote, and where to write. */
  signInRefused: (reason: string, supportContact: string | null) =>
    `Your account is suspended: ${reason}. ${supportContact
      ? `If you think this is a mistake, write to ${supportContact}.`
      : 'If you think this is a mistake, contact support.'}`,
} as const;

/** The `error` field of the 403 a suspended user's sign-in answers (with `reason` and `supportContact`). */
export const ACCOUNT_SUSPENDED_ERROR = 'ACCOUNT_SUSPENDED';

/** POST /api/admin/users/{id}/suspend (admin). */
export const suspendUserBody = z.object({
  reason: safeText(USER_SUSPENSION_REASON_MAX).trim().min(1, USER_SUSPENSION_MESSAGES.reasonRequired),
}).strict();
export type SuspendUserBody = z.infer<typeof suspendUserBody>;

/** POST /api/admin/users/{id}/suspend and …/unsuspend (no body) answer the message and the user's row. */
export const userSuspensionResponse = z.object({ message: z.string(), user: adminUserSchema });
export type UserSuspensionResponse = z.infer<typeof userSuspensionResponse>;
