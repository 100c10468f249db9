import type { AbuseCaseThreat } from './abuse-detection.js';
import { fillMessage } from './i18n/format.js';

// Why a hosting account is suspended, as its owner reads it. The row keeps the English sentence it always kept (WHM,
// the admin's lists, the audit trail and the billing and idle rules read it by its prefix); the owner's views carry a
// stable code and its values beside it, read back from the sentence, so every stored row, old or new, is said in the
// owner's language. An admin's own words have no code of ours: they are shown as the admin wrote them.
// Decisions: docs/decisions.md, "Languages: the customer's last English words".

/** The sentences the system writes, English word for word as they are stored (the catalogue's English repeats them). */
export const SUSPENSION_REASON_TEXTS = {
  billingUnpaid: 'HostFree: subscription payment failed after all retries',
  billingEnded: 'HostFree: subscription ended',
  billingIncomplete: 'HostFree: first payment never completed',
  billingGraceEnded: 'HostFree: renewal unpaid after the grace period',
  billingRefunded: 'HostFree: plan refunded',
  billingNotPaid: 'HostFree: subscription not paid',
  abuseAutomatic: 'Suspended automatically after {count} abuse reports within an hour',
  'quarantine.phishing': 'Quarantined by the automatic abuse check: phishing (case {caseId})',
  'quarantine.malware': 'Quarantined by the automatic abuse check: malware (case {caseId})',
  'quarantine.unwanted': 'Quarantined by the automatic abuse check: unwanted (case {caseId})',
  'quarantine.suspicious': 'Quarantined by the automatic abuse check: suspicious (case {caseId})',
  idle: 'Deactivated for inactivity: no visitors since {since}; the owner can reactivate it from the dashboard',
  owner: 'Owner suspended: {reason}',
} as const;

export type SuspensionReasonKey = keyof typeof SUSPENSION_REASON_TEXTS;

/** The codes an owner's view carries; 'admin' is an admin's own words (shown as written, never translated). */
export const SUSPENSION_REASON_CODES = [
  'billingUnpaid',
  'billingEnded',
  'billingIncomplete',
  'billingGraceEnded',
  'billingRefunded',
  'billingNotPaid',
  'abuseAutomatic',
  'quarantine',
  'idle',
  'owner',
  'admin',
] as const;
export type SuspensionReasonCode = (typeof SUSPENSION_REASON_CODES)[number];

export interface SuspensionReason {
  code: SuspensionReasonCode;
  /** The sentence's values: a count, a case and its threat, a day (YYYY-MM-DD), the admin's words. */
  values: Record<string, string>;
}

/** A system sentence with its values, as it is stored. */
export const suspensionReasonText = (key: SuspensionReasonKey, values: Record<string, string> = {}): string =>
  fillMessage(SUSPENSION_REASON_TEXTS[key], values);

/** The quarantine's sentence of one abuse case. */
export const quarantineReasonText = (threat: AbuseCaseThreat, caseId: number): string =>
  suspensionReasonText(`quarantine.${threat}`, { caseId: String(caseId) });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each sentence as a pattern that gives its values back. */
const PATTERNS = Object.entries(SUSPENSION_REASON_TEXTS).map(([key, text]) => ({
  key: key as SuspensionReasonKey,
  names: [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
  pattern: new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map(escape)
      .join('(.+?)')}$`,
    's',
  ),
}));

/** What a stored reason says, by code; null when there is none. Anything not ours is an admin's words. */
export function suspensionReasonOf(reason: string | null | undefined): SuspensionReason | null {
  if (!reason) return null;
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    if (key.startsWith('quarantine.')) return { code: 'quarantine', values: { ...values, threat: key.slice(11) } };
    return { code: key as SuspensionReasonCode, values };
  }
  return { code: 'admin', values: { reason } };
}
