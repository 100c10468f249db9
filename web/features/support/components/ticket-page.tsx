import { ArrowLeft, CheckCircle2, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { SUPPORT_MESSAGES } from '../../../../contract/support-constants.js';
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
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useLocale } from '../../../lib/i18n/locale';
import { slots, withElements } from '../../../lib/i18n/with-elements';

/** /support/tickets/:id: one of the person's tickets: the thread, its files, an answer box, solved or reopen. */
export function TicketPage({ ticketId }: { ticketId: number }) {
  const ticket = useMyTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  const setStatus = useSetTicketStatus(ticketId);
  const t = useMessages(supportMessages);
  const tError = useErrorText();
  const locale = useLocale();
  // What the ticket is about, named as the form offered it (the person's own things).
  const things = useMyThings();

  const change = (status: 'solved' | 'open') =>
    setStatus.mutate(status, {
      onSuccess: (answer) => toast({ title: answer.message }),
      onError: (error) => toast({ title: errorMessage(error, t('changeFailed')), variant: 'destructive' }),
    });

  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link href="/support">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('allTickets')}
      </Link>
    </Button>
  );
  if (ticket.isError)
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        {back}
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(ticket.error, tError(SUPPORT_MESSAGES.ticketNotFound) ?? SUPPORT_MESSAGES.ticketNotFound)}
        </p>
      </div>
    );
  if (!ticket.data) return <p className="text-center text-sm text-muted-foreground">{t('loading')}</p>;
  const shown = ticket.data;
  const about = shown.ref
    ? (things.data?.find((thing) => thing.kind === shown.ref?.kind && thing.id === shown.ref.id)?.label ?? null)
    : null;
  const target = { kind: 'ticket', ticketId } as const;
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      {back}
      <Card>
        <CardHeader className="gap-2">
          <h1 className="text-xl font-semibold leading-tight tracking-tight [overflow-wrap:anywhere]">
            #{shown.id} {shown.subject}
          </h1>
          <CardDescription className="flex flex-wrap items-center gap-2">
            <StatusBadge status={shown.status} />
            <span>{t(`category_${shown.category}`)}</span>
            <span>{t('opened', { date: new Date(shown.createdAt).toLocaleDateString(locale) })}</span>
          </CardDescription>
          {about && <p className="text-sm [overflow-wrap:anywhere]">{t('aboutThing', { about })}</p>}
          {shown.status !== 'closed' && (
            <div className="flex flex-wrap gap-2 pt-1">
              {shown.status === 'solved' ? (
                <Button variant="outline" size="sm" disabled={setStatus.isPending} onClick={() => change('open')}>
                  <RotateCcw className="size-4" aria-hidden="true" />
                  {t('reopen')}
                </Button>
              ) : (
                <Button variant="outline" size="sm" disabled={setStatus.isPending} onClick={() => change('solved')}>
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  {t('markSolved')}
                </Button>
              )}
            </div>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          <MessageList messages={shown.messages} target={target} />
          {shown.status === 'closed' ? (
            <p className="text-sm text-muted-foreground">
              {withElements(t('ticketClosed', slots('openNew')), {
                openNew: (
                  <Link href="/support/new" className="font-medium underline underline-offset-4">
                    {t('openNewOne')}
                  </Link>
                ),
              })}
            </p>
          ) : (
            <ReplyForm target={target} send={(body) => reply.mutateAsync(body)} onSent={() => void ticket.refetch()} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
