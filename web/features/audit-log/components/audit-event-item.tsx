import type { AuditEvent } from '../../../../contract/account-safety.js';
import { auditSentence } from '../../../../contract/audit-sentences.js';
import { formatDateTime } from '../../../lib/format-time';
import { deviceLabel } from '../../../lib/user-agent';
import { cn } from '../../../lib/utils';
import { isAlarming } from '../lib/action-labels';
import { ActionBadge } from './action-badge';

/** 'from 203.0.113.5, Firefox 126 on Linux', or nothing when the event has no origin (a job, a webhook). */
export function originText(event: Pick<AuditEvent, 'ip' | 'userAgent'>): string {
  const parts = [event.ip, event.userAgent ? deviceLabel(event.userAgent) : null].filter(Boolean);
  return parts.length ? `from ${parts.join(', ')}` : '';
}

function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * One audit event as a sentence (who did what to whom, when, from where), its raw parts behind a
 * disclosure. Secrets in the details arrive masked from the server.
 */
export function AuditEventItem({ event }: { event: AuditEvent }) {
  const details = Object.entries(event.details);
  const origin = originText(event);
  return (
    <li
      className={cn(
        'grid gap-1.5 py-3 text-sm first:pt-0',
        isAlarming(event.action) && 'border-l-2 border-l-red-400 pl-3',
      )}
    >
      <p className="[overflow-wrap:anywhere]">
        <span className="font-medium">{auditSentence(event)}</span>
        <span className="text-muted-foreground">
          {' '}
          — <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          {origin ? ` ${origin}` : ''}
        </span>
      </p>
      <details className="group text-xs text-muted-foreground">
        <summary className="w-fit cursor-pointer select-none rounded hover:text-foreground">Details</summary>
        <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border bg-muted/40 p-2">
          <dt>Event</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <ActionBadge action={event.action} />
            <code>{event.action}</code>
          </dd>
          {event.targetType && (
            <>
              <dt>Target</dt>
              <dd className="[overflow-wrap:anywhere]">
                {event.targetType}
                {event.targetId ? ` ${event.targetId}` : ''}
              </dd>
            </>
          )}
          {event.userAgent && (
            <>
              <dt>Browser</dt>
              <dd className="[overflow-wrap:anywhere]">{event.userAgent}</dd>
            </>
          )}
          {details.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-mono">{key}</dt>
              <dd className="font-mono [overflow-wrap:anywhere]">{detailValue(value)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </li>
  );
}
