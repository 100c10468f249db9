import { z } from 'zod';
import { adminUserSchema } from './admin.js';
import { safeText } from './common.js';
import { USER_SUSPENSION_MESSAGES, USER_SUSPENSION_REASON_MAX } from './user-suspension-constants.js';

// An admin suspends a person (not one hosting account). The spec is silent; the decisions are in
// docs/decisions.md, 'Suspending a person'.

export * from './user-suspension-constants.js';

/** POST /api/admin/users/{id}/suspend (admin). */
export const suspendUserBody = z
  .object({
    reason: safeText(USER_SUSPENSION_REASON_MAX).trim().min(1, USER_SUSPENSION_MESSAGES.reasonRequired),
  })
  .strict();
export type SuspendUserBody = z.infer<typeof suspendUserBody>;

/** POST /api/admin/users/{id}/suspend and …/unsuspend (no body) answer the message and the user's row. */
export const userSuspensionResponse = z.object({ message: z.string(), user: adminUserSchema });
export type UserSuspensionResponse = z.infer<typeof userSuspensionResponse>;
