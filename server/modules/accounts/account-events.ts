import type { AccountEvents } from './deps.js';
import type { PixelService } from '../pixel/index.js';
import type { MailService } from '../mail/index.js';

/**
 * What mail and the pixel do on account events, inside the event's transaction:
 * - generated credentials go out at once when the account has an e-mail, else they are held (sealed) until the
 *   user adds one (000 §8 'Add your email address': 'Please add an email so we can deliver credentials securely.');
 * - a password change or a recovery drops held credentials (they no longer work) and tells the owner;
 * - an admin's reset of two-factor sign-in tells the owner;
 * - a registration reports CompleteRegistration to the Conversions API when the pixel is active.
 */
export function createAccountEvents({
  mail,
  pixel,
  now,
}: {
  mail: MailService;
  pixel: PixelService;
  now: () => Date;
}): AccountEvents {
  return {
    async credentialsIssued(tx, user, credentials) {
      if (user.email)
        await mail.enqueue(tx, { template: 'account-credentials', to: user.email, userId: user.id, data: credentials });
      else await mail.hold(tx, { template: 'account-credentials', userId: user.id, data: credentials });
    },
    async registered(tx, user, client) {
      await pixel.trackRegistration(tx, user, client);
    },
    async emailSet(tx, user) {
      if (user.email) await mail.releaseHeld(tx, user.id, user.email);
    },
    async verificationLinkIssued(tx, user, token) {
      await mail.enqueue(tx, {
        template: 'email-verification',
        to: user.email,
        userId: user.id,
        data: { username: user.username, token },
      });
    },
    async passwordReplaced(tx, user, how, client) {
      await mail.discardHeld(tx, user.id, 'account-credentials');
      if (!user.email) return;
      if (how === 'recovered') {
        await mail.enqueue(tx, {
          template: 'recovery-used',
          to: user.email,
          userId: user.id,
          data: { username: user.username, usedAt: now().toISOString(), ip: client?.ip ?? null },
        });
      } else {
        await mail.enqueue(tx, {
          template: 'password-changed',
          to: user.email,
          userId: user.id,
          data: { username: user.username, changedAt: now().toISOString() },
        });
      }
    },
    async twoFactorReset(tx, user) {
      if (user.email)
        await mail.enqueue(tx, {
          template: 'two-factor-reset',
          to: user.email,
          userId: user.id,
          data: { username: user.username, resetAt: now().toISOString() },
        });
    },
    afterCommit() {
      mail.nudge();
      pixel.nudge();
    },
  };
}
