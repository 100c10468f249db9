import { BookOpen, Inbox, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { HELP_CENTER_PATH } from '../../../../contract/help-center-constants.js';
import { SUPPORT_CATEGORY_LABELS } from '../../../../contract/support-constants.js';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { useMyTickets } from '../api/my-tickets';
import { StatusBadge } from './message-list';

/** /support: the signed-in person's tickets, newest activity first; a new answer is marked until opened. */
export function MyTicketsPage() {
  const tickets = useMyTickets();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        title="Support"
        description="Your questions to the HostFree team and our answers."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={HELP_CENTER_PATH}>
                <BookOpen className="size-4" aria-hidden="true" />
                Help center
              </Link>
            </Button>
            <Button asChild>
              <Link href="/support/new">
                <Plus className="size-4" aria-hidden="true" />
                New ticket
              </Link>
            </Button>
          </>
        }
      />
      {tickets.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(tickets.error, 'Your tickets could not be loaded. Please try again.')}
        </p>
      ) : !tickets.data ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : tickets.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No tickets yet</p>
            <p className="text-sm text-muted-foreground">
              When something does not work, the help center may already have the answer; if not, open a ticket.
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul aria-label="Your tickets" className="grid gap-2">
          {tickets.data.map((t) => (
            <li key={t.id}>
              <Link
                href={`/support/tickets/${t.id}`}
                className="grid gap-1.5 rounded-lg border bg-card p-4 transition-colors hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex flex-col items-start gap-1.5 sm:flex-row sm:justify-between sm:gap-3">
                  <span className={`min-w-0 [overflow-wrap:anywhere] ${t.unread ? 'font-semibold' : 'font-medium'}`}>
                    #{t.id} {t.subject}
                  </span>
                  <StatusBadge status={t.status} />
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  {t.unread && <Badge variant="destructive">New answer</Badge>}
                  {!t.unread && t.lastReplyBy === 'admin' && <span>Answered</span>}
                  {t.lastReplyBy === 'customer' && (t.status === 'open' || t.status === 'on_hold') && (
                    <span>Waiting for us</span>
                  )}
                  <span>{SUPPORT_CATEGORY_LABELS[t.category]}</span>
                  <span>
                    Last update <time dateTime={t.lastMessageAt}>{new Date(t.lastMessageAt).toLocaleString()}</time>
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
