import { Lock, Paperclip } from 'lucide-react';
import type { SupportMessage } from '../../../../contract/support.js';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { downloadWithToken } from '../../../lib/authorized-download';
import { formatDateTime } from '../../../lib/format-time';
import { translate, useMessages } from '../../../lib/i18n/messages';
import { cn } from '../../../lib/utils';
import { supportDeskMessages } from '../i18n';

const download = (id: number, name: string) =>
  downloadWithToken(`/api/admin/support/attachments/${id}`, name).catch(() =>
    toast({
      title: translate(supportDeskMessages, 'downloadFailed'),
      description: translate(supportDeskMessages, 'couldNotDownload', { name }),
      variant: 'destructive',
    }),
  );

/**
 * The conversation, oldest first. An internal note is drawn apart (amber, a lock, "Internal note") so nobody takes
 * it for something the customer read: it never leaves the desk.
 */
export function Thread({ messages }: { messages: SupportMessage[] }) {
  const t = useMessages(supportDeskMessages);
  return (
    <ol aria-label={t('conversation')} className="grid gap-3">
      {messages.map((m) => (
        <li
          key={m.id}
          aria-label={
            m.internal ? t('internalNoteBy', { name: m.authorName }) : t('messageFrom', { name: m.authorName })
          }
          className={cn(
            'grid gap-2 rounded-lg border p-3 text-sm',
            m.internal
              ? 'border-dashed border-amber-400 bg-amber-50 text-amber-950'
              : m.author === 'admin'
                ? 'bg-primary/5 sm:ms-8'
                : 'bg-card sm:me-8',
          )}
        >
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            {m.internal && (
              <span className="flex items-center gap-1 font-semibold uppercase tracking-wide text-amber-800">
                <Lock className="size-3" aria-hidden="true" />
                {t('internalNoteBadge')}
              </span>
            )}
            <span className="font-medium text-foreground [overflow-wrap:anywhere]">{m.authorName}</span>
            <span>{formatDateTime(m.createdAt)}</span>
            {m.via === 'mail' && <span>{t('byMail')}</span>}
          </p>
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.body}</p>
          {m.attachments.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {m.attachments.map((a) => (
                <li key={a.id}>
                  <Button size="sm" variant="outline" onClick={() => void download(a.id, a.fileName)}>
                    <Paperclip aria-hidden="true" />
                    {a.fileName}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
