import { MessagesSquare } from 'lucide-react';
import { useSearch } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { useThread, useThreadReply } from '../api/guest-ticket';
import { MessageList, StatusBadge } from './message-list';
import { ReplyForm } from './reply-form';

/** /support/thread?token=: the conversation a mailed link opens, its files, and an answer box; no sign-in. */
export function ThreadPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const thread = useThread(token);
  const reply = useThreadReply(token);

  if (!token || thread.isError)
    return (
      <Card className="mx-auto max-w-xl">
        <CardHeader>
          <CardTitle>Conversation not found</CardTitle>
          <CardDescription role="alert">
            {errorMessage(thread.error, 'This link is not valid. Please use the newest link we sent you.')}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  if (!thread.data) return <p className="text-center text-sm text-muted-foreground">Loading…</p>;
  const t = thread.data;
  const target = { kind: 'thread', token } as const;
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [overflow-wrap:anywhere]">
          <MessagesSquare className="size-5 shrink-0 text-primary" aria-hidden="true" />#{t.id} {t.subject}
        </CardTitle>
        <CardDescription className="flex items-center gap-2">
          Status: <StatusBadge status={t.status} />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <MessageList messages={t.messages} target={target} />
        {t.status === 'closed' ? (
          <p className="text-sm text-muted-foreground">This conversation is closed. Please open a new request.</p>
        ) : (
          <ReplyForm target={target} send={(body) => reply.mutateAsync(body)} onSent={() => void thread.refetch()} />
        )}
      </CardContent>
    </Card>
  );
}
