import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CANNED_PLACEHOLDERS, cannedReplyBody, type CannedReply } from '../../../../contract/support.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextareaField, TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useForm } from '../../../lib/form';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies';

function CannedForm({ reply, onDone }: { reply: CannedReply | null; onDone: () => void }) {
  const save = useSaveCannedReply();
  const form = useForm<{ title: string; body: string }>({
    resolver: zodFormResolver(cannedReplyBody),
    defaultValues: { title: reply?.title ?? '', body: reply?.body ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: reply?.id ?? null, ...values });
      toast({ title: reply ? 'Canned reply saved.' : 'Canned reply added.' });
      onDone();
    } catch (error) {
      toast({ title: 'Save Failed', description: errorMessage(error, 'Nothing was saved.'), variant: 'destructive' });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-lg border p-4" aria-label="Canned reply">
      <TextField id="canned-title" label="Title" error={errors.title?.message} {...form.register('title')} />
      <TextareaField
        id="canned-body"
        label="Text"
        rows={5}
        hint={`Placeholders: ${CANNED_PLACEHOLDERS.join(' ')}`}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Canned replies every admin shares: their texts with placeholders, added, edited and deleted here. */
export function CannedRepliesEditor() {
  const replies = useCannedReplies();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const onDelete = async () => {
    if (!deleting) return;
    try {
      toast({ title: (await remove.mutateAsync(deleting.id)).message });
      setDeleting(null);
    } catch (error) {
      toast({
        title: 'Delete Failed',
        description: errorMessage(error, 'Nothing was deleted.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>Canned replies</CardTitle>
            <CardDescription>
              Offered in every ticket's answer box, filled in for the ticket they answer.
            </CardDescription>
          </div>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            New canned reply
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {editing && (
          <CannedForm
            key={editing === 'new' ? 'new' : editing.id}
            reply={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {replies.data?.replies.length === 0 && <p className="text-sm text-muted-foreground">No canned replies yet.</p>}
        <ul className="divide-y">
          {replies.data?.replies.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="font-medium [overflow-wrap:anywhere]">{r.title}</p>
                <p className="line-clamp-2 whitespace-pre-wrap text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {r.body}
                </p>
              </div>
              <div className="flex gap-1">
                <Button size="sm" variant="outline" aria-label={`Edit ${r.title}`} onClick={() => setEditing(r)}>
                  <Pencil aria-hidden="true" />
                </Button>
                <Button size="sm" variant="outline" aria-label={`Delete ${r.title}`} onClick={() => setDeleting(r)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete “${deleting?.title ?? ''}”?`}
        description="Admins will no longer be offered it. Answers already sent keep their text."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </Card>
  );
}
