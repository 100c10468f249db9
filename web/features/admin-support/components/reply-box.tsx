import { Send } from 'lucide-react';
import type { z } from 'zod';
import { useEffect } from 'react';
import {
  adminReplyBody,
  cannedName,
  fillCannedPlaceholders,
  SUPPORT_STATUSES,
  type AdminReplyBody,
  type AdminTicket,
} from '../../../../contract/support.js';
import { TextareaField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useForm } from '../../../lib/form';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCannedReplies } from '../api/canned-replies';
import { useReplyToTicket } from '../api/ticket-writes';
import { supportDeskMessages } from '../i18n';
import { STATUS_KEYS } from '../labels';

type Form = z.input<typeof adminReplyBody>;

/**
 * The answer box: a canned reply is put in with its placeholders already filled for this ticket (the server fills
 * the same way, so what is shown is what is sent), an internal note stays on the desk, and the status the ticket is
 * left in (a public answer waits on the customer by default).
 */
export function ReplyBox({
  ticket,
  agent,
  onComposing,
}: {
  ticket: AdminTicket;
  agent: string;
  onComposing: (composing: boolean) => void;
}) {
  const t = useMessages(supportDeskMessages);
  const tError = useErrorText();
  const reply = useReplyToTicket(ticket.id);
  const canned = useCannedReplies();
  const form = useForm<Form, unknown, AdminReplyBody>({
    resolver: zodFormResolver(adminReplyBody),
    defaultValues: { body: '', internal: false, status: undefined },
  });
  const { errors } = form.formState;
  const body = form.watch('body');
  const internal = form.watch('internal');
  useEffect(() => onComposing(body.trim().length > 0), [body, onComposing]);

  const values = {
    name: cannedName(
      ticket.context.person?.matchedBy === 'account' ? ticket.context.person.username : null,
      ticket.email,
    ),
    email: ticket.email,
    ticket_id: String(ticket.id),
    subject: ticket.subject,
    agent,
  };
  const pick = (id: string) => {
    const chosen = canned.data?.replies.find((r) => String(r.id) === id);
    if (!chosen) return;
    const current = form.getValues().body;
    const text = fillCannedPlaceholders(chosen.body, values);
    form.setValue('body', current.trim() ? `${current.trimEnd()}\n\n${text}` : text, { shouldValidate: false });
  };

  const onSubmit = form.handleSubmit(async (answer) => {
    try {
      await reply.mutateAsync(answer);
      toast({ title: answer.internal ? t('noteAdded') : t('answerSent') });
      form.reset({ body: '', internal: false, status: undefined });
    } catch (error) {
      toast({ title: t('sendFailed'), description: errorMessage(error, t('nothingSent')), variant: 'destructive' });
    }
  });

  const closed = ticket.status === 'closed';
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label={t('answer')}>
      <div className="grid gap-1.5">
        <Label htmlFor="reply-canned">{t('cannedReply')}</Label>
        <NativeSelect
          id="reply-canned"
          value=""
          onChange={(e) => pick(e.target.value)}
          disabled={!canned.data?.replies.length}
        >
          <option value="">{canned.data?.replies.length ? t('insertCanned') : t('noCannedYet')}</option>
          {canned.data?.replies.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TextareaField
        id="reply-body"
        label={internal ? t('internalNoteLabel') : t('answerLabel')}
        rows={6}
        error={tError(errors.body?.message)}
        className={internal ? 'border-dashed border-amber-400 bg-amber-50' : undefined}
        {...form.register('body')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('internal')} />
          {t('internalNote')}
        </label>
        <div className="grid gap-1.5">
          <Label htmlFor="reply-status">{t('thenSetStatus')}</Label>
          <NativeSelect
            id="reply-status"
            layout={null}
            className="h-9 w-auto"
            value={form.watch('status') ?? ''}
            onChange={(e) =>
              form.setValue('status', (e.target.value || undefined) as Form['status'], { shouldValidate: false })
            }
          >
            <option value="">{internal ? t('unchanged') : t('statusWaitingOnCustomer')}</option>
            {SUPPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_KEYS[s])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" className="ms-auto" disabled={reply.isPending || (closed && !internal)}>
          <Send aria-hidden="true" />
          {reply.isPending ? t('sending') : internal ? t('addNote') : t('sendAnswer')}
        </Button>
      </div>
      {closed && !internal && <p className="text-xs text-muted-foreground">{t('ticketClosedHint')}</p>}
    </form>
  );
}
