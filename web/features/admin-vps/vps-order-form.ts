import { z } from 'zod';
import {
  VPS_DEFAULT_RDP_PORT,
  VPS_DEFAULT_SSH_PORT,
  VPS_ORDER_STATUSES,
  type VpsAdminOrder,
  type VpsOrderUpdateBody,
} from '../../../contract/vps.js';

// The Server Setup form (001 §2 VPS Orders Management) and the completion rule of 001 §4: an order may be marked
// completed only when IP, username and password are all set. The server enforces the same rule. The ports' messages
// are keys of the feature's catalogue (the form shows them in the admin's language).

const port = (min: 'errorSshPortMin' | 'errorRdpPortMin', max: 'errorSshPortMax' | 'errorRdpPortMax') =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1, min)
    .refine((v) => !/^\d+$/.test(v) || Number(v) <= 65535, max);

export const vpsServerFormSchema = z.object({
  serverIpAddress: z.string().max(100),
  serverUsername: z.string().max(200),
  serverPassword: z.string().max(500),
  serverSshPort: port('errorSshPortMin', 'errorSshPortMax'),
  serverRdpPort: port('errorRdpPortMin', 'errorRdpPortMax'),
  serverSshKey: z.string().max(10_000),
  serverNotes: z.string().max(5000),
  status: z.enum(VPS_ORDER_STATUSES),
});
export type VpsServerFormValues = z.infer<typeof vpsServerFormSchema>;

export function orderToServerForm(order: VpsAdminOrder): VpsServerFormValues {
  return {
    serverIpAddress: order.serverIpAddress ?? '',
    serverUsername: order.serverUsername ?? '',
    serverPassword: order.serverPassword ?? '',
    serverSshPort: String(order.serverSshPort || VPS_DEFAULT_SSH_PORT),
    serverRdpPort: String(order.serverRdpPort || VPS_DEFAULT_RDP_PORT),
    serverSshKey: order.serverSshKey ?? '',
    serverNotes: order.serverNotes ?? '',
    status: order.status,
  };
}

export function serverFormToBody(values: VpsServerFormValues): VpsOrderUpdateBody {
  return {
    status: values.status,
    serverIpAddress: values.serverIpAddress.trim() || null,
    serverUsername: values.serverUsername.trim() || null,
    serverPassword: values.serverPassword || null,
    serverSshPort: Number(values.serverSshPort),
    serverRdpPort: Number(values.serverRdpPort),
    serverSshKey: values.serverSshKey.trim() || null,
    serverNotes: values.serverNotes.trim() || null,
  };
}

/** 001 §4: IP, username and password all set. */
export function hasServerDetails(details: {
  serverIpAddress?: string | null;
  serverUsername?: string | null;
  serverPassword?: string | null;
}): boolean {
  return Boolean(details.serverIpAddress?.trim() && details.serverUsername?.trim() && details.serverPassword);
}

/** Stripe says the subscription no longer pays: the admin has to act (suspend, cancel, contact the buyer). */
export function needsAttention(subscriptionStatus: string | null): boolean {
  return (
    subscriptionStatus === 'canceled' ||
    subscriptionStatus === 'cancelled' ||
    subscriptionStatus === 'unpaid' ||
    subscriptionStatus === 'past_due' ||
    subscriptionStatus === 'incomplete_expired'
  );
}

/** Each status's words in the feature's catalogue. */
export const STATUS_LABELS = {
  pending: 'statusPending',
  processing: 'statusProcessing',
  completed: 'statusCompleted',
  cancelled: 'statusCancelled',
} as const satisfies Record<(typeof VPS_ORDER_STATUSES)[number], string>;
