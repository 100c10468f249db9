import type { SupportCategory, SupportPriority, SupportStatus } from '../../../contract/support.js';
import type { SupportDeskKey, SupportDeskT } from './i18n';

// The desk's words for its fixed lists (catalogue keys, named in the admin's language), and the due time as a
// person reads it.

export const STATUS_KEYS: Record<SupportStatus, SupportDeskKey> = {
  open: 'statusOpen',
  waiting_on_customer: 'statusWaitingOnCustomer',
  on_hold: 'statusOnHold',
  solved: 'statusSolved',
  closed: 'statusClosed',
};

export const PRIORITY_KEYS: Record<SupportPriority, SupportDeskKey> = {
  low: 'priorityLow',
  normal: 'priorityNormal',
  high: 'priorityHigh',
  urgent: 'priorityUrgent',
};

export const CATEGORY_KEYS: Record<SupportCategory, SupportDeskKey> = {
  billing: 'categoryBilling',
  hosting: 'categoryHosting',
  abuse_appeal: 'categoryAbuseAppeal',
  library: 'categoryLibrary',
  compute: 'categoryCompute',
  account: 'categoryAccount',
  other: 'categoryOther',
  accessibility: 'categoryAccessibility',
};

export const PRIORITY_BADGE: Record<SupportPriority, 'secondary' | 'outline' | 'destructive' | 'default'> = {
  low: 'outline',
  normal: 'secondary',
  high: 'default',
  urgent: 'destructive',
};

/** '2 h 5 min', '3 d 4 h', '12 min': a span of minutes in the largest two units that say it. */
export function formatMinutes(t: SupportDeskT, total: number): string {
  const minutes = Math.max(0, Math.round(total));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days) return hours ? t('spanDaysHours', { days, hours }) : t('spanDays', { days });
  if (hours) return rest ? t('spanHoursMinutes', { hours, minutes: rest }) : t('spanHours', { hours });
  return t('spanMinutes', { minutes: rest });
}

/** Where the first response stands against now: answered, no due time, due in a span, or late by one. */
export function dueState(
  ticket: { firstResponseDueAt: string | null; firstRespondedAt: string | null },
  now: number,
): { state: 'answered' | 'none' | 'due' | 'late'; minutes: number } {
  if (ticket.firstRespondedAt) return { state: 'answered', minutes: 0 };
  if (!ticket.firstResponseDueAt) return { state: 'none', minutes: 0 };
  const minutes = (new Date(ticket.firstResponseDueAt).getTime() - now) / 60_000;
  return minutes >= 0 ? { state: 'due', minutes } : { state: 'late', minutes: -minutes };
}

const DUE_KEYS = {
  short: { answered: 'dueAnswered', none: 'dueNone', due: 'dueIn', late: 'overdueBy' },
  // The ticket's header says it as one sentence, "first response due in 3 h", written whole in each language.
  firstResponse: {
    answered: 'firstResponseAnswered',
    none: 'firstResponseNone',
    due: 'firstResponseDueIn',
    late: 'firstResponseOverdueBy',
  },
} as const;

/** The first-response due time against now: 'due in 3 h', 'overdue by 20 min', 'answered'. */
export function dueText(
  t: SupportDeskT,
  ticket: { firstResponseDueAt: string | null; firstRespondedAt: string | null },
  now: number,
  form: keyof typeof DUE_KEYS = 'short',
): { text: string; late: boolean } {
  const { state, minutes } = dueState(ticket, now);
  return { text: t(DUE_KEYS[form][state], { time: formatMinutes(t, minutes) }), late: state === 'late' };
}
