import { VPS_OS_CHOICES, type VpsCredentials } from '../../../contract/vps.js';
import type { Tx } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { MailService } from '../mail/index.js';
import type { SubscriptionSummary } from '../payments/index.js';
import type { AddPendingOrder } from './checkout.js';
import { insertOrder, lockCheckout, updateCheckout } from './repo.js';

// A paid VPS checkout becomes its order: the vps_orders row under the reserved id, the admin's pending order and the
// customer's order mail, in the caller's transaction. A checkout no longer 'started' (or an order already written)
// throws AlreadyFulfilled, so a confirm racing the webhook writes one order.

export class AlreadyFulfilled extends Error {}

const osLabel = (value: string) => VPS_OS_CHOICES.find((c) => c.value === value)?.label ?? value;
const memoryText = (mb: number) => (mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${mb} MB`);

export function createOrderWriter(deps: {
  secretBox: SecretBox;
  mail: Pick<MailService, 'enqueue'>;
  addPendingOrder: AddPendingOrder;
  now: () => Date;
}) {
  const { secretBox, mail, addPendingOrder, now } = deps;
  /** Inside the transaction: the order, the admin's pending order and the order mail, once per checkout. */
  return async function writeOrder(
    tx: Tx,
    checkoutId: number,
    state: SubscriptionSummary,
    userId: number,
    credentials: VpsCredentials | null,
  ) {
    const checkout = await lockCheckout(tx, checkoutId);
    if (!checkout || checkout.status !== 'started') throw new AlreadyFulfilled();
    const order = await insertOrder(tx, {
      id: checkout.orderId,
      status: 'pending',
      customerEmail: checkout.customerEmail,
      customerName: checkout.customerName,
      userId,
      packageId: checkout.packageId,
      operatingSystem: checkout.operatingSystem,
      stripeSubscriptionId: state.id,
      stripeCustomerId: state.customerId ?? checkout.stripeCustomerId,
      subscriptionStatus: state.status,
      packageName: checkout.packageDisplayName, // what the customer bought, as they saw it (the internal name stays on the package)
      packagePrice: checkout.packagePrice,
      vcpu: checkout.vcpu,
      memory: checkout.memory,
      storage: checkout.storage,
      oneTimeCredentials: credentials ? secretBox.seal(JSON.stringify(credentials)) : null,
      createdAt: now(),
      updatedAt: now(),
    });
    if (!order) throw new AlreadyFulfilled();
    await updateCheckout(tx, checkout.id, { status: 'paid' }, now());
    await addPendingOrder(tx, {
      orderType: 'vps',
      orderId: String(order.id),
      customerEmail: order.customerEmail,
      customerName: order.customerName,
      status: 'pending',
      orderDetails: JSON.stringify({
        subscriptionId: state.id,
        customerId: order.stripeCustomerId,
        packageName: order.packageName,
        operatingSystem: order.operatingSystem,
      }),
      totalPrice: checkout.packagePrice,
      currency: checkout.currency,
    });
    await mail.enqueue(tx, {
      template: 'vps-order',
      to: order.customerEmail,
      userId,
      dedupeKey: `vps-order:${order.id}`,
      data: {
        orderId: order.id,
        packageName: checkout.packageDisplayName,
        priceCents: checkout.packagePrice,
        currency: checkout.currency,
        vcpu: Number(checkout.vcpu),
        memory: memoryText(checkout.memory),
        storage: `${checkout.storage} GB`,
        operatingSystem: osLabel(checkout.operatingSystem),
      },
    });
  };
}
