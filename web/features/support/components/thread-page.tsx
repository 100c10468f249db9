import { MessagesSquare } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { TextareaField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { useThread, useThreadReply } from '../api/guest-ticket';

const STATUS_TEXT: Record<string, string> = {
  open: 'Open',
  waiting_on_customer: 'Waiting for your answer',
  on_hold: 'On hold',
  solved: 'Solved',
  closed: 'Closed',
};

/** /support/thread?token=: the conversation a mailed link opens, and an answer box; no sign-in. */
export function ThreadPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const thread = useThread(token);
  const reply = useThreadReply(token);
  const [body, setBody] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await reply.mutateAsync(body);
      setBody('');
    } catch {
      // Shown under the box from reply.error.
    }
  };

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
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [overflow-wrap:anywhere]">
          <MessagesSquare className="size-5 shrink-0 text-primary" aria-hidden="true" />#{t.id} {t.subject}
        </CardTitle>
        <CardDescription>Status: {STATUS_TEXT[t.status] ?? t.status}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-3">
          {t.messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-lg border p-3 text-sm ${m.author === 'admin' ? 'bg-muted/50' : 'bg-background'}`}
            >
              <p className="mb-1 text-xs text-muted-foreground">
                {m.authorName} · {new Date(m.createdAt).toLocaleString()}
                {m.via === 'mail' ? ' · by mail' : ''}
              </p>
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.body}</p>
            </li>
          ))}
        </ol>
        {t.status === 'closed' ? (
          <p className="text-sm text-muted-foreground">This conversation is closed. Please open a new request.</p>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-3">
            <TextareaField
              id="thread-reply"
              label="Your answer"
              rows={4}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
            {reply.isError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errorMessage(reply.error, 'Your answer could not be sent. Please try again.')}
              </p>
            )}
            <Button type="submit" disabled={reply.isPending || body.trim() === ''}>
              {reply.isPending ? 'Sending…' : 'Send answer'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
