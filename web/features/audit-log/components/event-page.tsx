import type { AuditEvent, AuditListResponse } from '../../../../contract/account-safety.js';
import { useMessages } from '../../../lib/i18n/messages';
import { auditCountMessages } from '../i18n';
import { AuditEventItem } from './audit-event-item';
import { Pager } from './pager';

/**
 * One page of events and its pager. The pager's count is a plural, whose formatter is fetched on first use: this asks
 * for it before drawing (under the caller's Suspense), so the list and its count appear together.
 */
export function EventPage({
  events,
  pagination,
  onPage,
  listLabel,
  pagerLabel,
  busy,
  withPager = true,
}: {
  events: readonly AuditEvent[];
  pagination: AuditListResponse['pagination'];
  onPage: (page: number) => void;
  listLabel: string;
  pagerLabel: string;
  busy: boolean;
  withPager?: boolean;
}) {
  const count = useMessages(auditCountMessages);
  return (
    <>
      {/* One sentence per event on every screen width; the raw parts open under 'Details'. */}
      <ul aria-label={listLabel} aria-busy={busy} className="grid divide-y">
        {events.map((event) => (
          <AuditEventItem key={event.id} event={event} />
        ))}
      </ul>
      {withPager && (
        <Pager
          pagination={pagination}
          onPage={onPage}
          label={pagerLabel}
          disabled={busy}
          countText={count('eventCount', { count: pagination.total })}
        />
      )}
    </>
  );
}
