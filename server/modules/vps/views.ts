import type {
  VpsAdminOrder,
  VpsOrderStatus,
  VpsOwnerOrder,
  VpsPackage,
  VpsPublicPackage,
} from '../../../contract/vps.js';
import { packageOnSaleView } from '../../lib/package-on-sale.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { VpsOrderRow, VpsPackageRow } from './repo.js';

// Rows → the contract's shapes. numeric columns arrive as strings; the sealed server password is opened here,
// and only the admin and owner views are built from it.

const num = (value: string | null) => (value === null ? null : Number(value));

export function toPackageView(row: VpsPackageRow): VpsPackage {
  return {
    ...packageOnSaleView(row),
    vcpu: Number(row.vcpu),
    memory: row.memory,
    storage: row.storage,
    additionalStorage: row.additionalStorage,
    ipv4Addresses: row.ipv4Addresses,
    trafficPort: row.trafficPort,
    osChoices: row.osChoices,
    isAnonymous: row.isAnonymous,
    stripePriceId: row.stripePriceId,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicPackageView(row: VpsPackageRow): VpsPublicPackage {
  const { stripePriceId: _s, isActive: _a, createdAt: _c, updatedAt: _u, ...view } = toPackageView(row);
  return view;
}

const openPassword = (secretBox: SecretBox, sealed: string | null) => (sealed ? secretBox.open(sealed) : null);

export function toAdminOrderView(row: VpsOrderRow, secretBox: SecretBox): VpsAdminOrder {
  return {
    id: row.id,
    status: row.status as VpsOrderStatus,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    userId: row.userId,
    packageId: row.packageId,
    operatingSystem: row.operatingSystem,
    stripeSubscriptionId: row.stripeSubscriptionId,
    stripeCustomerId: row.stripeCustomerId,
    subscriptionStatus: row.subscriptionStatus,
    packageName: row.packageName,
    packagePrice: row.packagePrice,
    vcpu: num(row.vcpu),
    memory: row.memory,
    storage: row.storage,
    serverIpAddress: row.serverIpAddress,
    serverUsername: row.serverUsername,
    serverPassword: openPassword(secretBox, row.serverPassword),
    serverSshPort: row.serverSshPort,
    serverRdpPort: row.serverRdpPort,
    serverSshKey: row.serverSshKey,
    serverNotes: row.serverNotes,
    processedBy: row.processedBy,
    processedAt: row.processedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's view: the server's access details only once the admin has completed the order. */
export function toOwnerOrderView(row: VpsOrderRow, secretBox: SecretBox): VpsOwnerOrder {
  return {
    id: row.id,
    status: row.status as VpsOrderStatus,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    packageId: row.packageId,
    packageName: row.packageName,
    packagePrice: row.packagePrice,
    vcpu: num(row.vcpu),
    memory: row.memory,
    storage: row.storage,
    operatingSystem: row.operatingSystem,
    subscriptionStatus: row.subscriptionStatus,
    server:
      row.status === 'completed'
        ? {
            ipAddress: row.serverIpAddress,
            username: row.serverUsername,
            password: openPassword(secretBox, row.serverPassword),
            sshPort: row.serverSshPort,
            rdpPort: row.serverRdpPort,
            sshKey: row.serverSshKey,
            notes: row.serverNotes,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
