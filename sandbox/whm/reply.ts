// What a handler answers, and the shapes shared by several functions (listaccts rows, thrown-error reasons).
import { randomInt } from 'node:crypto';
import type { FakeWhmAccount, FakeWhmState } from './state.js';

export interface FakeReply {
  result: 0 | 1;
  reason: string;
  data?: unknown;
  /** metadata.output.raw: the human-readable log some functions add. */
  raw?: string;
}

export interface HandlerContext {
  state: FakeWhmState;
  params: URLSearchParams;
  /** This fake's own base URL (for login pages it serves itself). */
  selfUrl: string;
  loginPages: boolean;
  /** How the call came: a few functions refuse a secret in the URL or any method but POST. */
  method: string;
  query: URLSearchParams;
}

export type Handler = (ctx: HandlerContext) => FakeReply;

export const ok = (reason = 'OK', data?: unknown, raw?: string): FakeReply => ({ result: 1, reason, data, raw });
export const refuse = (reason: string, data?: unknown): FakeReply => ({ result: 0, reason, data });

/** A handler that "threw": WHM prefixes the message (reference §2). */
export function apiFailure(message: string): FakeReply {
  const xid = randomInt(36 ** 5, 36 ** 6).toString(36);
  return refuse(`API failure: (XID ${xid}) ${message}`);
}

export const noSuchUser = (user: string) => apiFailure(`You do not have a user named “${user}”.`);

export function mustProvide(name: string): FakeReply {
  return apiFailure(`The “${name}” parameter must be provided.`);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "YY Mon DD HH:MM" in UTC (the server's zone). */
function startDate(epoch: number): string {
  const d = new Date(epoch * 1000);
  return `${pad(d.getUTCFullYear() % 100)} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A disk or bandwidth limit with no limit: "unlimited", 0, or none known (reference §15). */
export const unlimitedSize = (value: string) => value === 'unlimited' || value === '0' || value === '*unknown*';

/** One listaccts/accountsummary row with WHM's formatting (reference §8). */
export function accountRow(state: FakeWhmState, a: FakeWhmAccount): Record<string, unknown> {
  const limits = state.limitsOf(a);
  const used = Math.floor(a.usage.diskMb);
  return {
    user: a.user,
    domain: a.domain,
    email: a.email ?? '*unknown*',
    plan: a.plan,
    owner: a.owner,
    theme: a.theme,
    ip: a.ip,
    ipv6: [],
    startdate: startDate(a.startTime),
    unix_startdate: a.startTime,
    suspended: a.suspended ? 1 : 0,
    is_locked: 0,
    suspendreason: a.suspended ? (a.suspendReason ?? '*unknown*') : 'not suspended',
    suspendtime: a.suspended ? a.suspendTime : 0,
    diskused: used === 0 ? 'none' : `${used}M`,
    disklimit: unlimitedSize(limits.QUOTA) ? 'unlimited' : `${limits.QUOTA}M`,
    inodesused: used === 0 ? 'none' : used * 40,
    inodeslimit: 'unlimited',
    maxpop: limits.MAXPOP,
    maxsql: limits.MAXSQL,
    maxftp: limits.MAXFTP,
    maxsub: limits.MAXSUB,
    maxaddons: limits.MAXADDON,
    maxparked: limits.MAXPARK,
    maxlst: limits.MAXLST,
    max_emailacct_quota: 'unlimited',
    max_email_per_hour: 'unlimited',
    partition: 'home',
    shell: '/usr/local/cpanel/bin/noshell',
    uid: 1000 + [...state.accounts.keys()].indexOf(a.user),
    mailbox_format: 'maildir',
    backup: 0,
    legacy_backup: 0,
    has_backup: 0,
    outgoing_mail_hold: 0,
    outgoing_mail_suspended: 0,
    temporary: 0,
    is_temporary_domain: 0,
    child_nodes: [],
  };
}

/** A case-insensitive, unanchored PCRE-ish search (JavaScript RegExp stands in for PCRE). */
export function searchPattern(search: string): RegExp | null {
  try {
    return new RegExp(search, 'i');
  } catch {
    return null;
  }
}
