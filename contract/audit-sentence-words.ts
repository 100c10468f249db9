import type { AuditEvent } from './account-safety.js';
import english from './i18n/catalogue/en/audit-sentences.json';
import { formatMessage } from './i18n/format.js';

// The parts every audit sentence is built from (audit-sentences.ts): the catalogue's `audit-sentences` words, who acted,
// whom it concerns, the target, and the small phrases several sentences share, each said through the reader's words.

export type AuditWord = Extract<keyof typeof english, string>;
/** One message of the `audit-sentences` feature with its `{name}` values (plain messages only: no ICU formatter). */
export type AuditWords = (key: AuditWord, values?: Record<string, string>) => string;

/** The English words, straight from the catalogue's source file. */
export const englishAuditWords: AuditWords = (key, values) => formatMessage(english[key], 'en', values);

/** What a sentence is made of: names already chosen (never an empty string). */
export interface SentenceParts {
  /** 'Alice (admin)', 'bob', 'Someone' (a caller not signed in), 'HostFree' (a job or webhook). */
  actor: string;
  /** The user the event concerns: their e-mail, else their username, else 'user #12'. */
  subject: string;
  /** The event's target as words: 'hosting account 4', 'package 2'. */
  target: string;
  details: Record<string, unknown>;
  w: AuditWords;
}

export type Sentence = (p: SentenceParts) => string;

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null;
export const list = (value: unknown): string | null =>
  Array.isArray(value) && value.length ? value.map(String).join(', ') : null;
/** 'the hosting account example.com', or 'hosting account 4' when the details name no domain. */
export const account = (p: SentenceParts) =>
  text(p.details.domain) ? p.w('account.named', { domain: text(p.details.domain)! }) : p.target;
export const withOwner = (p: SentenceParts) => (p.details.withOwner ? p.w('part.withOwner') : '');
export const because = (p: SentenceParts, value: unknown) =>
  text(value) ? p.w('part.because', { reason: text(value)! }) : '';
export const fieldsPart = (p: SentenceParts, names: string | null) =>
  names ? p.w('part.fields', { fields: names }) : '';
export const or = (value: unknown, fallback: string) => text(value) ?? fallback;
/** '$5.00' from cents (the currency's code when it is not dollars). */
export const money = (cents: unknown, currency: unknown) => {
  const amount = typeof cents === 'number' ? (cents / 100).toFixed(2) : '?';
  const code = text(currency)?.toUpperCase();
  return !code || code === 'USD' ? `$${amount}` : `${amount} ${code}`;
};
/** The payment or subscription as words: its description ('Starter hosting for a.com'), else the target. */
export const paymentOf = (p: SentenceParts) => text(p.details.description) ?? p.target;
/** A code the catalogue names under `prefix.` ('threat.phishing'), else the fallback's words. */
export function named<P extends string>(
  p: SentenceParts,
  prefix: P,
  value: unknown,
  fallback: AuditWord | null = null,
) {
  const key = `${prefix}.${String(value)}`;
  if (typeof value === 'string' && Object.hasOwn(english, key)) return p.w(key as AuditWord);
  return fallback ? p.w(fallback) : (text(value)?.replaceAll('_', ' ') ?? '?');
}
/** A settings change: which fields changed, or the settings removed when the action has words for that. */
export const changed =
  (key: AuditWord, removed?: AuditWord): Sentence =>
  (p) => {
    if (p.details.deleted && removed) return p.w(removed, { actor: p.actor, target: p.target });
    const fields = list(p.details.fields) ?? list(Object.keys(p.details).filter((k) => p.details[k] !== 'unchanged'));
    return p.w(key, { actor: p.actor, target: p.target, fields: fieldsPart(p, fields) });
  };
/** '{actor} … {subject}' sentences that need nothing else. */
export const plain =
  (key: AuditWord): Sentence =>
  (p) =>
    p.w(key, { actor: p.actor, subject: p.subject, target: p.target });
export const titled =
  (key: AuditWord, field = 'title'): Sentence =>
  (p) =>
    p.w(key, { actor: p.actor, subject: p.subject, title: or(p.details[field], p.target) });
export const onAccount =
  (key: AuditWord): Sentence =>
  (p) =>
    p.w(key, { actor: p.actor, subject: p.subject, account: account(p) });
export const aboutDomain =
  (key: AuditWord): Sentence =>
  (p) =>
    p.w(key, { actor: p.actor, subject: p.subject, domain: or(p.details.domain, p.target) });
export const TICKET_FIELDS = ['status', 'priority', 'category', 'assigneeId'] as const;
export const ticketFields = (p: SentenceParts, present: (k: string) => boolean) =>
  list(TICKET_FIELDS.filter(present).map((k) => p.w(k === 'assigneeId' ? 'field.assignee' : `field.${k}`)));

/** The event's kinds of target the catalogue names ('target.hosting_account'); any other is said as its code. */
const TARGET_ALIASES: Record<string, string> = { pending_order: 'order' };

export type SentenceEvent = Pick<
  AuditEvent,
  | 'action'
  | 'actorId'
  | 'actorName'
  | 'actorRole'
  | 'subjectUserId'
  | 'subjectName'
  | 'targetType'
  | 'targetId'
  | 'ip'
  | 'details'
>;

/** 'Alice (admin)', 'bob', 'Someone' or 'HostFree'. */
export function actorOf(event: SentenceEvent, w: AuditWords = englishAuditWords): string {
  if (event.actorName)
    return event.actorRole === 'admin' ? w('actor.admin', { name: event.actorName }) : event.actorName;
  if (event.actorId !== null) return w('userNumber', { id: String(event.actorId) });
  // Nobody signed in: a caller from an address (a sign-in attempt), or HostFree's own jobs and webhooks.
  return event.ip ? w('actor.someone') : w('actor.hostfree');
}

export function subjectOf(event: SentenceEvent, w: AuditWords = englishAuditWords): string {
  const d = event.details;
  return (
    event.subjectName ??
    text(d.email) ??
    text(d.username) ??
    (event.subjectUserId !== null ? w('userNumber', { id: String(event.subjectUserId) }) : w('subject.none'))
  );
}

export function targetOf(
  event: Pick<AuditEvent, 'targetType' | 'targetId'>,
  w: AuditWords = englishAuditWords,
): string {
  if (!event.targetType) return w('target.hostfree');
  const type = TARGET_ALIASES[event.targetType] ?? event.targetType;
  const key = `target.${type}`;
  const kind = Object.hasOwn(english, key) ? w(key as AuditWord) : type.replaceAll('_', ' ');
  return event.targetId ? w('target.withId', { kind, id: event.targetId }) : kind;
}
