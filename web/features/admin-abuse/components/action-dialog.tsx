import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useEffect } from 'react';
import { useForm } from '../../../lib/form';
import { z } from 'zod';
import { abuseDismissBody, abuseReasonBody, abuseWarnBody, type AdminAbuseReport } from '../../../../contract/abuse.js';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useAbuseAction, type AbuseAction } from '../api/abuse-queue';

export type ActionKind = AbuseAction['kind'];

const COPY: Record<
  ActionKind,
  { title: string; submit: string; field: string; label: string; describe: (r: AdminAbuseReport) => string }
> = {
  dismiss: {
    title: 'Dismiss report',
    submit: 'Dismiss',
    field: 'note',
    label: 'Note for the log',
    describe: () => 'The reporter is told no action was taken. The owner is not mailed.',
  },
  warn: {
    title: 'Warn the owner',
    submit: 'Send warning',
    field: 'message',
    label: 'Message to the owner',
    describe: (r) =>
      `E-mailed to ${r.owner?.email ?? 'the owner (no e-mail address: recorded only)'}, as written. The reporter is told.`,
  },
  'suspend-site': {
    title: 'Suspend the site',
    submit: 'Suspend site',
    field: 'reason',
    label: 'Reason (the owner reads it)',
    describe: (r) =>
      `${r.site?.domain ?? r.domain} is suspended on WHM. Every open report about it is closed and each reporter is told.`,
  },
  'suspend-owner': {
    title: 'Suspend the owner',
    submit: 'Suspend owner',
    field: 'reason',
    label: 'Reason (the owner reads it)',
    describe: (r) =>
      `${r.owner?.username ?? 'The owner'} is suspended as a person: every session ends, sign-in is refused with this reason, every site is suspended on WHM, machines stop and subscriptions pause. Every open report about them is closed and each reporter is told.`,
  },
};

type TextForm = { text: string };
// Each action's text checked by the contract's own field (same messages as the server).
const SCHEMAS: Record<ActionKind, z.ZodType<TextForm, TextForm>> = {
  dismiss: z.object({ text: abuseDismissBody.shape.note.unwrap() }),
  warn: z.object({ text: abuseWarnBody.shape.message }),
  'suspend-site': z.object({ text: abuseReasonBody.shape.reason }),
  'suspend-owner': z.object({ text: abuseReasonBody.shape.reason }),
};

const toAction = (kind: ActionKind, text: string): AbuseAction =>
  kind === 'dismiss'
    ? { kind, ...(text.trim() ? { note: text.trim() } : {}) }
    : kind === 'warn'
      ? { kind, message: text }
      : { kind, reason: text };

/** One dialog for the four actions: the text each needs, then the call; the queue refreshes on success. */
export function ActionDialog({
  report,
  kind,
  onClose,
}: {
  report: AdminAbuseReport;
  kind: ActionKind | null;
  onClose: () => void;
}) {
  const act = useAbuseAction();
  const form = useForm<TextForm>({
    resolver: zodFormResolver(SCHEMAS[kind ?? 'dismiss']),
    defaultValues: { text: '' },
  });
  useEffect(() => {
    form.reset({
      text:
        kind === 'warn'
          ? `We received a report that ${report.domain} hosts ${report.category} content. Please remove it.`
          : '',
    });
  }, [kind, report, form]);
  if (!kind) return null;
  const copy = COPY[kind];
  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      const answer = await act.mutateAsync({ id: report.id, action: toAction(kind, text ?? '') });
      toast({ title: answer.message });
      onClose();
    } catch (error) {
      toast({
        title: `${copy.title} failed`,
        description: errorMessage(error, 'Nothing was changed.'),
        variant: 'destructive',
      });
    }
  });
  const error = form.formState.errors.text?.message;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={copy.title}
      description={copy.describe(report)}
      onSubmit={onSubmit}
      submitting={act.isPending}
      submitLabel={copy.submit}
    >
      {kind === 'warn' ? (
        <TextareaField id="abuse-action-text" label={copy.label} rows={5} error={error} {...form.register('text')} />
      ) : (
        <TextField
          id="abuse-action-text"
          label={copy.label}
          optional={kind === 'dismiss'}
          error={error}
          {...form.register('text')}
        />
      )}
    </FormDialog>
  );
}
