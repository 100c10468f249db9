import { ACCOUNT_SUSPENDED_ERROR, USER_SUSPENSION_MESSAGES } from '../../../contract/user-suspension.js';
import { AppError } from '../../errors.js';
import type { AccountsDeps } from './deps.js';

/**
 * A suspended person's sign-in is refused after a right password (a wrong one answers as for anyone, so a
 * stranger learns nothing), with the reason the admin wrote and where to write. The refusal is audited.
 */
export function createSuspendedSignInCheck({
  db,
  audit,
  supportContact,
}: Pick<AccountsDeps, 'db' | 'audit' | 'supportContact'>) {
  return async function refuseIfSuspended(
    user: { id: number; suspendedAt: Date | null; suspendReason: string | null },
    client: { ip: string; userAgent?: string | null },
  ) {
    if (!user.suspendedAt) return;
    const reason = user.suspendReason ?? 'no reason was given';
    const contact = (await supportContact?.().catch(() => null)) ?? null;
    await db.transaction((tx) =>
      audit.record(tx, {
        action: 'auth.sign_in_refused',
        actorId: null,
        subjectUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        ip: client.ip,
        userAgent: client.userAgent ?? null,
        details: { reason: 'suspended' },
      }),
    );
    throw new AppError('FORBIDDEN', USER_SUSPENSION_MESSAGES.signInRefused(reason, contact), {
      error: ACCOUNT_SUSPENDED_ERROR,
      reason,
      supportContact: contact,
    });
  };
}
