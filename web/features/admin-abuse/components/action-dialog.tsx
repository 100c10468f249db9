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
import { useMessages, type Translate } from '../../../lib/i18n/messages';
import { abuseMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

export type ActionKind = AbuseAction['kind'];

type AbuseKey = keyof typeof abuseMessages.english;
type Copy = {
  title: AbuseKey;
  submit: AbuseKey;
  label: AbuseKey;
  failed: AbuseKey;
  describe: (t: Translate<AbuseKey>, r: AdminAbuseReport) => string;
};

const COPY: Record<ActionKind, Copy> = {
  dismiss: {
    title: 'dismissTitle',
    submit: 'dismissSubmit',
    label: 'dismissLabel',
    failed: 'dismissFailed',
    describe: (t) => t('dismissDescription'),
  },
  warn: {
    title: 'warnTitle',
    submit: 'warnSubmit',
    label: 'warnLabel',
    failed: 'warnFailed',
    describe: (t, r) => (r.owner?.email ? t('warnDescription', { email: r.owner.email }) : t('warnDescriptionNoEmail')),
  },
  'suspend-site': {
    title: 'suspendSiteTitle',
    submit: 'suspendSiteSubmit',
    label: 'reasonLabel',
    failed: 'suspendSiteFailed',
    describe: (t, r) => t('suspendSiteDescription', { domain: r.site?.domain ?? r.domain }),
  },
  'suspend-owner': {
    title: 'suspendOwnerTitle',
    submit: 'suspendOwnerSubmit',
    label: 'reasonLabel',
    failed: 'suspendOwnerFailed',
    describe: (t, r) =>
      r.owner ? t('suspendOwnerDescription', { owner: r.owner.username }) : t('suspendOwnerDescriptionUnknown'),
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
  const t = useMessages(abuseMessages);
  const tError = useErrorText();
  const act = useAbuseAction();
  const form = useForm<TextForm>({
    resolver: zodFormResolver(SCHEMAS[kind ?? 'dismiss']),
    defaultValues: { text: '' },
  });
  useEffect(() => {
    form.reset({
      text:
        kind === 'warn'
          ? // Pre-filled in the admin's language, who edits it; the report's category is its code word.
            t('warnDefault', { domain: report.domain, category: report.category })
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
        title: t(copy.failed),
        description: errorMessage(error, t('nothingChanged')),
        variant: 'destructive',
      });
    }
  });
  const error = tError(form.formState.errors.text?.message);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(copy.title)}
      description={copy.describe(t, report)}
      onSubmit={onSubmit}
      submitting={act.isPending}
      submitLabel={t(copy.submit)}
    >
      {kind === 'warn' ? (
        <TextareaField id="abuse-action-text" label={t(copy.label)} rows={5} error={error} {...form.register('text')} />
      ) : (
        <TextField
          id="abuse-action-text"
          label={t(copy.label)}
          optional={kind === 'dismiss'}
          error={error}
          {...form.register('text')}
        />
      )}
    </FormDialog>
  );
}
