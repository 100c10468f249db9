import { MessagesSquare } from 'lucide-react';
import { useSearch } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { useThread, useThreadReply } from '../api/guest-ticket';
import { MessageList, StatusBadge } from './message-list';
import { ReplyForm } from './reply-form';
import { SUPPORT_MESSAGES } from '../../../../contract/support-constants.js';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

/** /support/thread?token=: the conversation a mailed link opens, its files, and an answer box; no sign-in. */
export function ThreadPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const thread = useThread(token);
  const reply = useThreadReply(token);
  const t = useMessages(supportMessages);
  const tError = useErrorText();

  if (!token || thread.isError)
    return (
      <Card className="mx-auto max-w-xl">
        <CardHeader>
          <CardTitle>{t('conversationNotFound')}</CardTitle>
          <CardDescription role="alert">
            {errorMessage(thread.error, tError(SUPPORT_MESSAGES.linkInvalid) ?? SUPPORT_MESSAGES.linkInvalid)}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  if (!thread.data) return <p className="text-center text-sm text-muted-foreground">{t('loading')}</p>;
  const conversation = thread.data;
  const target = { kind: 'thread', token } as const;
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [overflow-wrap:anywhere]">
          <MessagesSquare className="size-5 shrink-0 text-primary" aria-hidden="true" />#{conversation.id}{' '}
          {conversation.subject}
        </CardTitle>
        <CardDescription className="flex items-center gap-2">
          {t('statusLabel')} <StatusBadge status={conversation.status} />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <MessageList messages={conversation.messages} target={target} />
        {conversation.status === 'closed' ? (
          <p className="text-sm text-muted-foreground">{t('conversationClosed')}</p>
        ) : (
          <ReplyForm target={target} send={(body) => reply.mutateAsync(body)} onSent={() => void thread.refetch()} />
        )}
      </CardContent>
    </Card>
  );
}
