import { BookOpen, Inbox, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { HELP_CENTER_PATH } from '../../../../contract/help-center-constants.js';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { useMyTickets } from '../api/my-tickets';
import { StatusBadge } from './message-list';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { slots, withElements } from '../../../lib/i18n/with-elements';

/** /support: the signed-in person's tickets, newest activity first; a new answer is marked until opened. */
export function MyTicketsPage() {
  const tickets = useMyTickets();
  const t = useMessages(supportMessages);
  const locale = useLocale();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        title={t('supportTitle')}
        description={t('supportLead')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={HELP_CENTER_PATH}>
                <BookOpen className="size-4" aria-hidden="true" />
                {t('helpCenter')}
              </Link>
            </Button>
            <Button asChild>
              <Link href="/support/new">
                <Plus className="size-4" aria-hidden="true" />
                {t('newTicket')}
              </Link>
            </Button>
          </>
        }
      />
      {tickets.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(tickets.error, t('ticketsLoadFailed'))}
        </p>
      ) : !tickets.data ? (
        <p className="text-sm text-muted-foreground">{t('loading')}</p>
      ) : tickets.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('noTickets')}</p>
            <p className="text-sm text-muted-foreground">{t('noTicketsLead')}</p>
          </CardContent>
        </Card>
      ) : (
        <ul aria-label={t('yourTickets')} className="grid gap-2">
          {tickets.data.map((ticket) => (
            <li key={ticket.id}>
              <Link
                href={`/support/tickets/${ticket.id}`}
                className="grid gap-1.5 rounded-lg border bg-card p-4 transition-colors hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex flex-col items-start gap-1.5 sm:flex-row sm:justify-between sm:gap-3">
                  <span
                    className={`min-w-0 [overflow-wrap:anywhere] ${ticket.unread ? 'font-semibold' : 'font-medium'}`}
                  >
                    #{ticket.id} {ticket.subject}
                  </span>
                  <StatusBadge status={ticket.status} />
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  {ticket.unread && <Badge variant="destructive">{t('newAnswer')}</Badge>}
                  {!ticket.unread && ticket.lastReplyBy === 'admin' && <span>{t('answered')}</span>}
                  {ticket.lastReplyBy === 'customer' && (ticket.status === 'open' || ticket.status === 'on_hold') && (
                    <span>{t('waitingForUs')}</span>
                  )}
                  <span>{t(`category_${ticket.category}`)}</span>
                  <span>
                    {withElements(t('lastUpdate', slots('time')), {
                      time: (
                        <time dateTime={ticket.lastMessageAt}>
                          {new Date(ticket.lastMessageAt).toLocaleString(locale)}
                        </time>
                      ),
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
