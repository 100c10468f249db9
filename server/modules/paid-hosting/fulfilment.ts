import { PAID_HOSTING_MESSAGES, type ConfirmResponse } from '../../../contract/paid-hosting.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountsService } from '../accounts/index.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import type { HostingService } from '../hosting/index.js';
import type { PackageService } from '../packages/index.js';
import type { HostingBilling, SubscriptionState } from './billing.js';
import { readDomainAgeDays } from './domain-age.js';
import { findOrderById, insertPendingOrder, lockOrder, updateOrder, type OrderRow } from './orders-repo.js';
import { fillMessage } from '../../../contract/i18n/format.js';

// Fulfilment of a paid order: ONE transaction that locks the order row, creates or links the user, writes the
// hosting account (pending, with its provisioning job), the pending_orders row for the domain registration, and
// marks the order active. confirm and the invoice.paid webhook both call it; whoever comes second finds the order
// no longer pending and changes nothing, so there is one user, one account and one WHM account.

/** A repeated confirm shows the generated credentials again within this window; after it they are wiped. */
export const CONFIRM_REPLAY_MS = 60 * 60_000;

interface ConfirmSecrets {
  token: string | null;
  password: string | null;
  recoveryPhrase: string | null;
  username: string;
}

class AlreadyFulfilled extends Error {}

/** What the order confirmation mail needs; written in the fulfilment transaction so a rolled-back order sends nothing. */
export interface PaidOrderMail {
  orderId: number;
  userId: number;
  email: string;
  domain: string;
  planName: string;
  priceCents: number;
  currency: string;
}
export type QueuePaidOrderMail = (tx: Tx, order: PaidOrderMail) => Promise<void>;

export interface FulfilmentDeps {
  db: Db;
  secretBox: SecretBox;
  accounts: AccountsService;
  hosting: HostingService;
  packages: PackageService;
  log: AuditLog;
  now: () => Date;
  queueOrderMail?: QueuePaidOrderMail;
  billing: Pick<HostingBilling, 'isBuyerSuspended'>;
}

function splitName(fullName: string | null): { firstName: string | null; lastName: string | null } {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') || null };
}

export function createFulfilment({
  db,
  secretBox,
  accounts,
  hosting,
  packages,
  log,
  now,
  queueOrderMail,
  billing,
}: FulfilmentDeps) {
  /** Inside the transaction: the order must still be pending; then account, registration order and order update. */
  async function fulfilWithin(
    tx: Tx,
    orderId: number,
    userId: number,
    state: SubscriptionState,
    secrets: ConfirmSecrets,
  ) {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'pending') throw new AlreadyFulfilled();
    const pkg = order.hostingPackageId ? await packages.findPackageById(order.hostingPackageId, tx) : undefined;
    if (!pkg) throw new AppError('CONFLICT', PAID_HOSTING_MESSAGES.notConfiguredMessage);
    const account = await hosting.paid.createPaidAccount(tx, {
      userId,
      domain: order.domainName,
      packageId: pkg.id,
      diskLimit: pkg.diskSpaceQuota,
      bandwidthLimit: pkg.bandwidthQuota,
      domainAgeDays: await readDomainAgeDays(tx, order.domainName, now()),
    });
    // The hold (unique live domain) makes this unreachable short of an admin creating the name by hand meanwhile.
    if (!account)
      throw new AppError('CONFLICT', fillMessage(PAID_HOSTING_MESSAGES.domainHostedHere, { domain: order.domainName }));
    await insertPendingOrder(tx, {
      orderType: 'premium_hosting',
      orderId: String(order.id),
      customerEmail: order.customerEmail,
      customerName: order.customerName,
      status: 'pending',
      orderDetails: JSON.stringify({
        domain: order.domainName,
        planType: order.planType,
        subscriptionId: state.subscriptionId,
        customerId: state.customerId,
        whmUsername: null,
      }),
      totalPrice: order.finalPrice,
      currency: pkg.currency,
    });
    await updateOrder(
      tx,
      order.id,
      {
        status: 'active',
        paymentStatus: 'paid',
        userId,
        hostingAccountId: account.id,
        stripeCustomerId: state.customerId ?? order.stripeCustomerId,
        subscriptionStatus: state.status,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        confirmedAt: now(),
        confirmSecrets: secretBox.seal(JSON.stringify(secrets)),
      },
      now(),
    );
    await queueOrderMail?.(tx, {
      orderId: order.id,
      userId,
      email: order.customerEmail,
      domain: order.domainName,
      planName: pkg.displayName,
      priceCents: order.finalPrice ?? 0,
      currency: pkg.currency,
    });
    return account.id;
  }

  /**
   * 'held': the buyer is a suspended person. Nothing is created and the order stays pending; the commerce core refunds
   * the payment when Stripe reports it, and the refund ends the subscription (product.ts), which releases the order.
   */
  async function fulfil(
    orderId: number,
    state: SubscriptionState,
    client: ClientMeta,
  ): Promise<'fulfilled' | 'already' | 'held'> {
    const order = await findOrderById(db, orderId);
    if (!order || order.status !== 'pending') return 'already';
    if (await billing.isBuyerSuspended({ userId: order.userId, email: order.customerEmail })) {
      log.warn({ event: 'paid-hosting-held', orderId }, 'paid hosting order held: the buyer is suspended');
      return 'held';
    }
    let accountId: number | undefined;
    try {
      const existing = order.userId
        ? { id: order.userId, username: (await accounts.findUsernameById(order.userId)) ?? '' }
        : await accounts.findUserIdByEmail(order.customerEmail);
      if (existing) {
        // A signed-in buyer, or an e-mail that already has an account: the plan joins that account, no new credentials.
        await db.transaction(async (tx) => {
          accountId = await fulfilWithin(tx, orderId, existing.id, state, {
            token: null,
            password: null,
            recoveryPhrase: null,
            username: existing.username,
          });
        });
      } else {
        const { firstName, lastName } = splitName(order.customerName);
        await accounts
          .createGeneratedAccount(
            {
              email: order.customerEmail,
              firstName,
              lastName,
              withinTransaction: async (tx, user) => {
                // The session token is created after this callback; it is sealed into the order right after commit.
                accountId = await fulfilWithin(tx, orderId, user.id, state, {
                  token: null,
                  password: null,
                  recoveryPhrase: null,
                  username: user.username,
                });
              },
            },
            client,
          )
          .then(async (created) => {
            await updateOrder(
              db,
              orderId,
              {
                confirmSecrets: secretBox.seal(
                  JSON.stringify({
                    token: created.token,
                    password: created.password,
                    recoveryPhrase: created.recoveryPhrase,
                    username: created.username,
                  } satisfies ConfirmSecrets),
                ),
              },
              now(),
            );
          });
      }
    } catch (error) {
      if (error instanceof AlreadyFulfilled) return 'already';
      // The e-mail was taken by a parallel fulfilment's new user, which also fulfilled the order.
      const after = await findOrderById(db, orderId);
      if (after && after.status !== 'pending') return 'already';
      throw error;
    }
    log.info({ event: 'paid-hosting-fulfilled', orderId, accountId }, 'paid hosting order fulfilled');
    if (accountId !== undefined) await hosting.paid.tryProvisionNow(accountId);
    return 'fulfilled';
  }

  /** The confirm result (000 §3) for a fulfilled order. */
  async function answer(order: OrderRow): Promise<ConfirmResponse> {
    let secrets: ConfirmSecrets | null = null;
    if (order.confirmSecrets) {
      const expired = order.confirmedAt && now().getTime() - order.confirmedAt.getTime() > CONFIRM_REPLAY_MS;
      if (expired) await updateOrder(db, order.id, { confirmSecrets: null }, now());
      else secrets = JSON.parse(secretBox.open(order.confirmSecrets)) as ConfirmSecrets;
    }
    let access = order.hostingAccountId ? await hosting.paid.readAccess(order.hostingAccountId) : undefined;
    if (access?.status === 'pending' && order.hostingAccountId) {
      // Fulfilled by the webhook a moment ago, its job not done yet: one attempt now, the buyer is waiting.
      // Safe beside the job: provisioning re-links an account a rival attempt created (hosting/provisioning.ts).
      await hosting.paid.tryProvisionNow(order.hostingAccountId);
      access = await hosting.paid.readAccess(order.hostingAccountId);
    }
    const username =
      secrets?.username || (order.userId ? await accounts.findUsernameById(order.userId) : undefined) || '';
    const isLive = access?.status === 'active';
    return {
      token: secrets?.token ?? null,
      // WHM's own words (an upstream status line) stay in the admin's view; the buyer is told what happens next.
      message: isLive
        ? PAID_HOSTING_MESSAGES.confirmed
        : access?.provisionError
          ? PAID_HOSTING_MESSAGES.provisioningRetrying
          : PAID_HOSTING_MESSAGES.provisioningPending,
      domain: order.domainName,
      // No error while provisioning retries (it does, for about two days): paying worked and nothing is lost.
      hostingAccount: { cpanelUrl: access?.cpanelUrl ?? null, status: access?.status ?? 'pending', error: null },
      credentials: {
        cpanelUsername: access?.cpanelUsername ?? null,
        cpanelPassword: access?.cpanelPassword ?? null,
        userEmail: order.customerEmail,
        password: secrets?.password ?? null,
        recoveryPhrase: secrets?.recoveryPhrase ?? null,
      },
      user: { username },
    };
  }

  return { fulfil, answer };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
