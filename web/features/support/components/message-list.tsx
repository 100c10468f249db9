import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import type { SupportMessage, SupportStatus } from '../../../../contract/support.js';
import { Badge } from '../../../components/ui/badge';
import { errorMessage } from '../../../lib/api-error';
import { formatFileSize } from '../../../lib/format-size';
import { downloadAttachment, type AttachmentTarget } from '../api/attachments';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../i18n';

/** A ticket's status as a badge: an answer waiting on the customer stands out. */
export function StatusBadge({ status }: { status: SupportStatus }) {
  const t = useMessages(supportMessages);
  const variant = status === 'waiting_on_customer' ? 'default' : status === 'solved' ? 'success' : 'secondary';
  return (
    <Badge variant={variant} className="shrink-0 whitespace-nowrap">
      {t(`status_${status}`)}
    </Badge>
  );
}

function AttachmentButton({ target, file }: { target: AttachmentTarget; file: SupportMessage['attachments'][number] }) {
  const [failed, setFailed] = useState<string | null>(null);
  const t = useMessages(supportMessages);
  return (
    <li className="grid gap-0.5">
      <button
        type="button"
        className="inline-flex max-w-full items-center gap-1.5 text-start font-medium text-primary underline-offset-4 hover:underline"
        onClick={() =>
          downloadAttachment(target, file).then(
            () => setFailed(null),
            (error: unknown) => setFailed(errorMessage(error, t('downloadFailed'))),
          )
        }
      >
        <Download className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 truncate">{file.fileName}</span>
        <span className="shrink-0 text-xs font-normal text-muted-foreground">({formatFileSize(file.size)})</span>
      </button>
      {failed && (
        <span role="alert" className="text-xs text-destructive">
          {failed}
        </span>
      )}
    </li>
  );
}

/** A thread, oldest first: who wrote, when, whether by mail, the words as written and the files. */
export function MessageList({ messages, target }: { messages: SupportMessage[]; target: AttachmentTarget }) {
  const t = useMessages(supportMessages);
  const locale = useLocale();
  return (
    <ol aria-label={t('messages')} className="grid gap-3">
      {messages.map((m) => (
        <li
          key={m.id}
          className={`grid gap-2 rounded-lg border p-3 text-sm ${m.author === 'admin' ? 'border-primary/20 bg-primary/5' : 'bg-card'}`}
        >
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
            <span className="font-medium text-foreground [overflow-wrap:anywhere]">{m.authorName}</span>
            <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString(locale)}</time>
            {m.via === 'mail' && (
              <span className="inline-flex items-center gap-1">
                <Mail className="size-3" aria-hidden="true" />
                {t('byEmail')}
              </span>
            )}
          </p>
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.body}</p>
          {m.attachments.length > 0 && (
            <ul aria-label={t('attachments')} className="grid gap-1">
              {m.attachments.map((file) => (
                <AttachmentButton key={file.id} target={target} file={file} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
