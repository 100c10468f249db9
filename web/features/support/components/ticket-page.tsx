import { ArrowLeft, CheckCircle2, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { SUPPORT_CATEGORY_LABELS } from '../../../../contract/support-constants.js';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMyThings } from '../api/my-things';
import { useMyTicket } from '../api/my-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { useSetTicketStatus } from '../api/set-ticket-status';
import { MessageList, StatusBadge } from './message-list';
import { ReplyForm } from './reply-form';

/** /support/tickets/:id: one of the person's tickets: the thread, its files, an answer box, solved or reopen. */
export function TicketPage({ ticketId }: { ticketId: number }) {
  const ticket = useMyTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  const setStatus = useSetTicketStatus(ticketId);
  // What the ticket is about, named as the form offered it (the person's own things).
  const things = useMyThings();

  const change = (status: 'solved' | 'open') =>
    setStatus.mutate(status, {
      onSuccess: (answer) => toast({ title: answer.message }),
      onError: (error) =>
        toast({ title: errorMessage(error, 'The ticket could not be changed.'), variant: 'destructive' }),
    });

  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link href="/support">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All tickets
      </Link>
    </Button>
  );
  if (ticket.isError)
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        {back}
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(ticket.error, 'Ticket not found')}
        </p>
      </div>
    );
  if (!ticket.data) return <p className="text-center text-sm text-muted-foreground">Loading…</p>;
  const t = ticket.data;
  const about = t.ref
    ? (things.data?.find((thing) => thing.kind === t.ref?.kind && thing.id === t.ref.id)?.label ?? null)
    : null;
  const target = { kind: 'ticket', ticketId } as const;
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      {back}
      <Card>
        <CardHeader className="gap-2">
          <h1 className="text-xl font-semibold leading-tight tracking-tight [overflow-wrap:anywhere]">
            #{t.id} {t.subject}
          </h1>
          <CardDescription className="flex flex-wrap items-center gap-2">
            <StatusBadge status={t.status} />
            <span>{SUPPORT_CATEGORY_LABELS[t.category]}</span>
            <span>Opened {new Date(t.createdAt).toLocaleDateString()}</span>
          </CardDescription>
          {about && <p className="text-sm [overflow-wrap:anywhere]">About: {about}</p>}
          {t.status !== 'closed' && (
            <div className="flex flex-wrap gap-2 pt-1">
              {t.status === 'solved' ? (
                <Button variant="outline" size="sm" disabled={setStatus.isPending} onClick={() => change('open')}>
                  <RotateCcw className="size-4" aria-hidden="true" />
                  Reopen
                </Button>
              ) : (
                <Button variant="outline" size="sm" disabled={setStatus.isPending} onClick={() => change('solved')}>
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  Mark as solved
                </Button>
              )}
            </div>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          <MessageList messages={t.messages} target={target} />
          {t.status === 'closed' ? (
            <p className="text-sm text-muted-foreground">
              This ticket is closed.{' '}
              <Link href="/support/new" className="font-medium underline underline-offset-4">
                Open a new one
              </Link>{' '}
              if you need more help.
            </p>
          ) : (
            <ReplyForm target={target} send={(body) => reply.mutateAsync(body)} onSent={() => void ticket.refetch()} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
