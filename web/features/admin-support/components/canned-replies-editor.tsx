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
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies';
import { supportDeskMessages } from '../i18n';

function CannedForm({ reply, onDone }: { reply: CannedReply | null; onDone: () => void }) {
  const t = useMessages(supportDeskMessages);
  const tError = useErrorText();
  const save = useSaveCannedReply();
  const form = useForm<{ title: string; body: string }>({
    resolver: zodFormResolver(cannedReplyBody),
    defaultValues: { title: reply?.title ?? '', body: reply?.body ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: reply?.id ?? null, ...values });
      toast({ title: reply ? t('cannedSaved') : t('cannedAdded') });
      onDone();
    } catch (error) {
      toast({ title: t('saveFailed'), description: errorMessage(error, t('nothingSaved')), variant: 'destructive' });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-lg border p-4" aria-label={t('cannedReply')}>
      <TextField
        id="canned-title"
        label={t('cannedTitle')}
        error={tError(errors.title?.message)}
        {...form.register('title')}
      />
      <TextareaField
        id="canned-body"
        label={t('cannedText')}
        rows={5}
        hint={t('placeholders', { list: CANNED_PLACEHOLDERS.join(' ') })}
        error={tError(errors.body?.message)}
        {...form.register('body')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Canned replies every admin shares: their texts with placeholders, added, edited and deleted here. */
export function CannedRepliesEditor() {
  const t = useMessages(supportDeskMessages);
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
        title: t('deleteFailed'),
        description: errorMessage(error, t('nothingDeleted')),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1.5">
            <CardTitle>{t('cannedRepliesTitle')}</CardTitle>
            <CardDescription>{t('cannedRepliesDescription')}</CardDescription>
          </div>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('newCannedReply')}
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
        {replies.data?.replies.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('noCannedRepliesYet')}</p>
        )}
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
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('editItem', { title: r.title })}
                  onClick={() => setEditing(r)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('deleteItem', { title: r.title })}
                  onClick={() => setDeleting(r)}
                >
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
        title={t('deleteCannedTitle', { title: deleting?.title ?? '' })}
        description={t('deleteCannedDescription')}
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </Card>
  );
}
