// cPanel UAPI Email through uapi_cpanel: mailboxes (add_pop, list_pops_with_disk, edit_pop_quota, passwd_pop,
// delete_pop). Quotas are MB; 0 or "unlimited" means no quota.
import { isRecord, toLimit, toNumber, toText } from '../parse.js';
import type { WhmClient } from '../types.js';

export interface Mailbox {
  email: string;
  /** MB used. */
  diskUsedMb: number;
  /** MB; null = unlimited. */
  quotaMb: number | null;
}

export interface MailboxAddress {
  /** The part before @. */
  localPart: string;
  domain: string;
}

export async function listMailboxes(client: WhmClient, user: string): Promise<Mailbox[]> {
  const data = await client.uapi(user, 'Email', 'list_pops_with_disk');
  const list = Array.isArray(data) ? data.filter(isRecord) : [];
  return list
    .map((entry) => {
      const quota = toLimit(entry.diskquota);
      return {
        email: toText(entry.email) ?? '',
        diskUsedMb: toNumber(entry.diskused) ?? 0,
        quotaMb: quota === 0 ? null : quota,
      };
    })
    .filter((m) => m.email.includes('@'))
    .sort((a, b) => a.email.localeCompare(b.email));
}

export async function addMailbox(
  client: WhmClient,
  user: string,
  input: MailboxAddress & { password: string; quotaMb: number },
): Promise<void> {
  await client.uapi(user, 'Email', 'add_pop', {
    email: input.localPart,
    domain: input.domain,
    password: input.password,
    quota: input.quotaMb,
  });
}

export async function setMailboxQuota(client: WhmClient, user: string, input: MailboxAddress & { quotaMb: number }) {
  await client.uapi(user, 'Email', 'edit_pop_quota', {
    email: input.localPart,
    domain: input.domain,
    quota: input.quotaMb,
  });
}

export async function setMailboxPassword(
  client: WhmClient,
  user: string,
  input: MailboxAddress & { password: string },
) {
  await client.uapi(user, 'Email', 'passwd_pop', {
    email: input.localPart,
    domain: input.domain,
    password: input.password,
  });
}

export async function deleteMailbox(client: WhmClient, user: string, input: MailboxAddress) {
  await client.uapi(user, 'Email', 'delete_pop', { email: input.localPart, domain: input.domain });
}
