import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '../../../../contract/accounts.js';
import { SUPPORT_CATEGORY_LABELS } from '../../../../contract/support.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { useAdmins } from '../api/admins';
import { usePresence } from '../api/presence';
import { useSupportTicket } from '../api/tickets';
import { dueText, PRIORITY_BADGE, PRIORITY_LABELS, STATUS_LABELS } from '../labels';
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
      <ArrowLeft aria-hidden="true" />
      Back to the inbox
    </Button>
  );

  if (ticket.isPending) return <Spinner label="Loading the ticket..." />;
  if (ticket.isError)
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert" className="text-sm text-destructive">
          Could not load ticket #{id}: {errorMessage(ticket.error, 'unknown error')}
        </p>
      </div>
    );
  const t = ticket.data;
  const due = dueText(t, Date.now());
  return (
    <div ref={frame} className="grid scroll-mt-24 gap-4">
      {back}
      <header className="grid gap-2">
        <h3 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">
          #{t.id} {t.subject}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{STATUS_LABELS[t.status]}</Badge>
          <Badge variant={PRIORITY_BADGE[t.priority]}>{PRIORITY_LABELS[t.priority]}</Badge>
          <span>{SUPPORT_CATEGORY_LABELS[t.category]}</span>
          <span className="[overflow-wrap:anywhere]">from {t.email}</span>
          <span>opened {formatDateTime(t.createdAt)}</span>
          <span className={due.late ? 'font-medium text-destructive' : undefined}>first response {due.text}</span>
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
