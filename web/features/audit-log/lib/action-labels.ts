import type { Translate } from '../../../lib/i18n/messages';
import { auditLogMessages } from '../i18n';

type Key = keyof typeof auditLogMessages.english;

// What each audit action means, in words: the catalogue's 'action.<action>' (audit-log.json). An action the server
// adds later, with no label yet, shows as written.
export function actionLabel(t: Translate<Key>, action: string): string {
  const key = `action.${action}`;
  return key in auditLogMessages.english ? t(key as Key) : action;
}

/** Failures and destructive actions stand out in the list. */
export function isAlarming(action: string): boolean {
  return /failed|deleted|erased|suspended|role_changed|recovery_code_used|disputed|grace_ended/.test(action);
}

/** The kinds of thing an event can be about, for the target filter (labelled by 'targetType.<value>'). */
export const TARGET_TYPES = [
  'user',
  'session',
  'hosting_account',
  'settings',
  'group',
  'package',
  'plugin',
  'theme',
  'order',
  'payment',
  'subscription',
] as const;
