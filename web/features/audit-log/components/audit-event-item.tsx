import type { AuditEvent } from '../../../../contract/account-safety.js';
import { auditSentence } from '../../../../contract/audit-sentences.js';
import { formatDateTimeIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { auditLogMessages, auditSentenceMessages } from '../i18n';
import { deviceLabel } from '../../../lib/user-agent';
import { cn } from '../../../lib/utils';
import { isAlarming } from '../lib/action-labels';
import { ActionBadge } from './action-badge';

/** '203.0.113.5, Firefox 126 on Linux', or nothing when the event has no origin (a job, a webhook). */
function originOf(event: Pick<AuditEvent, 'ip' | 'userAgent'>): string {
  return [event.ip, event.userAgent ? deviceLabel(event.userAgent) : null].filter(Boolean).join(', ');
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
  const t = useMessages(auditLogMessages);
  // The sentence is written from the stored codes and values in the reader's language, old rows alike.
  const words = useMessages(auditSentenceMessages);
  const locale = useLocale();
  const details = Object.entries(event.details);
  const origin = originOf(event);
  return (
    <li
      className={cn(
        'grid gap-1.5 py-3 text-sm first:pt-0',
        isAlarming(event.action) && 'border-s-2 border-s-red-400 ps-3',
      )}
    >
      <p className="[overflow-wrap:anywhere]">
        <span className="font-medium">{auditSentence(event, words)}</span>
        <span className="text-muted-foreground">
          {' '}
          — <time dateTime={event.at}>{formatDateTimeIn(locale, event.at)}</time>
          {origin ? ` ${t('from', { origin })}` : ''}
        </span>
      </p>
      <details className="group text-xs text-muted-foreground">
        <summary className="w-fit cursor-pointer select-none rounded hover:text-foreground">{t('details')}</summary>
        <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border bg-muted/40 p-2">
          <dt>{t('event')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <ActionBadge action={event.action} />
            <code>{event.action}</code>
          </dd>
          {event.targetType && (
            <>
              <dt>{t('target')}</dt>
              <dd className="[overflow-wrap:anywhere]">
                {event.targetType}
                {event.targetId ? ` ${event.targetId}` : ''}
              </dd>
            </>
          )}
          {event.userAgent && (
            <>
              <dt>{t('browser')}</dt>
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
