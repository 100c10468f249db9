import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { useMessages } from '../../../lib/i18n/messages';
import { useAdmins } from '../api/admins';
import { usePresence } from '../api/presence';
import { useSupportTicket } from '../api/tickets';
import { supportDeskMessages } from '../i18n';
import { CATEGORY_KEYS, dueText, PRIORITY_BADGE, PRIORITY_KEYS, STATUS_KEYS } from '../labels';
import { CollisionWarning } from './collision-warning';
import { ContextPanel } from './context-panel';
import { ReplyBox } from './reply-box';
import { Thread } from './thread';
import { TicketProperties } from './ticket-properties';

/**
 * One ticket: who else is on it, the conversation with internal notes apart, the answer box, the ticket's
 * properties, and beside it what it is about and the person's things.
 */
export function TicketScreen({ id, user, onOpen }: { id: number; user: User; onOpen: (id: number | null) => void }) {
  const tr = useMessages(supportDeskMessages);
  const ticket = useSupportTicket(id);
  const admins = useAdmins();
  const [composing, setComposing] = useState(false);
  const presence = usePresence(id, composing);
  const onComposing = useCallback((value: boolean) => setComposing(value), []);
  // The tab sits below the dashboard's cards: a ticket opened from the inbox (or a panel's link) starts in view.
  const frame = useRef<HTMLDivElement>(null);
  const loaded = ticket.isSuccess;
  useEffect(() => {
    if (loaded) frame.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);
  const back = (
    <Button size="sm" variant="ghost" className="w-fit" onClick={() => onOpen(null)}>
      <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
      {tr('backToInbox')}
    </Button>
  );

  if (ticket.isPending) return <Spinner label={tr('loadingTicket')} />;
  if (ticket.isError)
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert" className="text-sm text-destructive">
          {tr('loadTicketFailed', { id: String(id), error: errorMessage(ticket.error, tr('unknownError')) })}
        </p>
      </div>
    );
  const t = ticket.data;
  const due = dueText(tr, t, Date.now(), 'firstResponse');
  return (
    <div ref={frame} className="grid scroll-mt-24 gap-4">
      {back}
      <header className="grid gap-2">
        <h3 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">
          {tr('ticketTitle', { id: String(t.id), subject: t.subject })}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{tr(STATUS_KEYS[t.status])}</Badge>
          <Badge variant={PRIORITY_BADGE[t.priority]}>{tr(PRIORITY_KEYS[t.priority])}</Badge>
          <span>{tr(CATEGORY_KEYS[t.category])}</span>
          <span className="[overflow-wrap:anywhere]">{tr('fromEmail', { email: t.email })}</span>
          <span>{tr('openedAt', { when: formatDateTime(t.createdAt) })}</span>
          <span className={due.late ? 'font-medium text-destructive' : undefined}>{due.text}</span>
        </p>
      </header>
      <CollisionWarning others={presence.data?.others ?? t.presence} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-4">
          <Thread messages={t.messages} />
          <Card>
            <CardContent className="grid gap-4 pt-6">
              <ReplyBox ticket={t} agent={user.username} onComposing={onComposing} />
            </CardContent>
          </Card>
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <Card>
            <CardContent className="pt-6">
              <TicketProperties ticket={t} admins={admins} />
            </CardContent>
          </Card>
          <ContextPanel ticketId={t.id} context={t.context} />
        </div>
      </div>
    </div>
  );
}
