import type { SupportPriority, SupportStatus } from '../../../contract/support.js';

// The desk's words for its fixed lists, and the due time as a person reads it.

export const STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  waiting_on_customer: 'Waiting on customer',
  on_hold: 'On hold',
  solved: 'Solved',
  closed: 'Closed',
};

export const PRIORITY_LABELS: Record<SupportPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const PRIORITY_BADGE: Record<SupportPriority, 'secondary' | 'outline' | 'destructive' | 'default'> = {
  low: 'outline',
  normal: 'secondary',
  high: 'default',
  urgent: 'destructive',
};

/** '2 h 5 min', '3 d 4 h', '12 min': a span of minutes in the largest two units that say it. */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days) return hours ? `${days} d ${hours} h` : `${days} d`;
  if (hours) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** The first-response due time against now: 'due in 3 h', 'overdue by 20 min', 'answered'. */
export function dueText(
  ticket: { firstResponseDueAt: string | null; firstRespondedAt: string | null },
  now: number,
): { text: string; late: boolean } {
  if (ticket.firstRespondedAt) return { text: 'answered', late: false };
  if (!ticket.firstResponseDueAt) return { text: 'no due time', late: false };
  const minutes = (new Date(ticket.firstResponseDueAt).getTime() - now) / 60_000;
  return minutes >= 0
    ? { text: `due in ${formatMinutes(minutes)}`, late: false }
    : { text: `overdue by ${formatMinutes(-minutes)}`, late: true };
}
