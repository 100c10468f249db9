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
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCannedReplies } from '../api/canned-replies';
import { useReplyToTicket } from '../api/ticket-writes';
import { STATUS_LABELS } from '../labels';

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
      toast({ title: answer.internal ? 'Note added.' : 'Your answer was sent.' });
      form.reset({ body: '', internal: false, status: undefined });
    } catch (error) {
      toast({ title: 'Send Failed', description: errorMessage(error, 'Nothing was sent.'), variant: 'destructive' });
    }
  });

  const closed = ticket.status === 'closed';
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label="Answer">
      <div className="grid gap-1.5">
        <Label htmlFor="reply-canned">Canned reply</Label>
        <NativeSelect
          id="reply-canned"
          value=""
          onChange={(e) => pick(e.target.value)}
          disabled={!canned.data?.replies.length}
        >
          <option value="">{canned.data?.replies.length ? 'Insert a canned reply…' : 'No canned replies yet'}</option>
          {canned.data?.replies.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TextareaField
        id="reply-body"
        label={internal ? 'Internal note (only admins see it)' : 'Answer to the customer'}
        rows={6}
        error={errors.body?.message}
        className={internal ? 'border-dashed border-amber-400 bg-amber-50' : undefined}
        {...form.register('body')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('internal')} />
          Internal note
        </label>
        <div className="grid gap-1.5">
          <Label htmlFor="reply-status">Then set status</Label>
          <NativeSelect
            id="reply-status"
            layout={null}
            className="h-9 w-auto"
            value={form.watch('status') ?? ''}
            onChange={(e) =>
              form.setValue('status', (e.target.value || undefined) as Form['status'], { shouldValidate: false })
            }
          >
            <option value="">{internal ? 'Unchanged' : 'Waiting on customer'}</option>
            {SUPPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" className="ml-auto" disabled={reply.isPending || (closed && !internal)}>
          <Send aria-hidden="true" />
          {reply.isPending ? 'Sending...' : internal ? 'Add note' : 'Send answer'}
        </Button>
      </div>
      {closed && !internal && (
        <p className="text-xs text-muted-foreground">
          This ticket is closed: the customer opens a new one to write again.
        </p>
      )}
    </form>
  );
}
