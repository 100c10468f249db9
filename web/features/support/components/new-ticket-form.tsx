import { LifeBuoy } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { SupportRef } from '../../../../contract/support.js';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGES,
  type SupportCategory,
  type SupportRefKind,
} from '../../../../contract/support-constants.js';
import { TextareaField, TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { uploadAttachments } from '../api/attachments';
import { useCreateTicket } from '../api/create-ticket';
import { useMyThings } from '../api/my-things';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { AttachmentPicker } from './attachment-picker';
import { CategoryField } from './category-field';

/** The kinds of things a ticket can be about, in the order the form groups them. */
const KINDS = ['site', 'payment', 'vps_order', 'machine', 'abuse_report'] as const satisfies readonly SupportRefKind[];

type Errors = Partial<Record<'subject' | 'category' | 'body', string>>;

/**
 * /support/new for a signed-in person: subject (with the help center's best articles under it), category, what the
 * ticket is about (chosen from their own things), message and files. ?about=payment:12 preselects a thing.
 */
export function NewTicketForm({
  newHelpToken,
  suggestions,
}: {
  newHelpToken?: () => string;
  suggestions?: (subject: string, helpToken: string) => ReactNode;
}) {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const things = useMyThings();
  const create = useCreateTicket();
  const t = useMessages(supportMessages);
  const tError = useErrorText();
  const [helpToken] = useState(() => newHelpToken?.() ?? '');
  const [values, setValues] = useState({
    subject: '',
    category: (SUPPORT_CATEGORIES as readonly string[]).includes(params.get('category') ?? '')
      ? (params.get('category') as SupportCategory)
      : ('' as SupportCategory | ''),
    about: params.get('about') ?? '',
    body: '',
  });
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const options = things.data ?? [];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(values.subject.trim() ? {} : { subject: SUPPORT_MESSAGES.subjectRequired }),
      ...(values.category ? {} : { category: SUPPORT_MESSAGES.categoryRequired }),
      ...(values.body.trim() ? {} : { body: SUPPORT_MESSAGES.bodyRequired }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const [kind, id] = values.about.split(':');
    const ref = kind && id ? ({ kind, id: Number(id) } as SupportRef) : undefined;
    setSending(true);
    try {
      const { message, ticket } = await create.mutateAsync({
        subject: values.subject,
        category: values.category as SupportCategory,
        body: values.body,
        ...(ref ? { ref } : {}),
        ...(helpToken ? { helpToken } : {}),
      });
      const refused = await uploadAttachments({ kind: 'ticket', ticketId: ticket.id }, files);
      toast({ title: message });
      for (const r of refused)
        toast({
          title: t('notAttached', { file: r.fileName }),
          description: tError(r.message) ?? r.message,
          variant: 'destructive',
        });
      navigate(`/support/tickets/${ticket.id}`);
    } catch {
      // Shown under the form from create.error.
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
          {t('newTicket')}
        </CardTitle>
        <CardDescription>{t('newTicketLead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            id="ticket-subject"
            label={t('subject')}
            value={values.subject}
            onChange={set('subject')}
            error={tError(errors.subject)}
          />
          {suggestions?.(values.subject, helpToken)}
          <div className="grid gap-4 sm:grid-cols-2">
            <CategoryField
              id="ticket-category"
              value={values.category}
              onChange={set('category')}
              error={tError(errors.category)}
            />
            <div className="grid content-start gap-2">
              <Label htmlFor="ticket-about" className="flex items-center gap-1.5">
                {t('about')}
                <span className="text-xs font-normal text-muted-foreground">{t('optional')}</span>
              </Label>
              <NativeSelect id="ticket-about" value={values.about} onChange={set('about')}>
                <option value="">{things.isLoading ? t('loadingThings') : t('nothingInParticular')}</option>
                {KINDS.map((kind) => {
                  const ofKind = options.filter((thing) => thing.kind === kind);
                  if (ofKind.length === 0) return null;
                  return (
                    <optgroup key={kind} label={t(`kind_${kind}`)}>
                      {ofKind.map((thing) => (
                        <option key={`${thing.kind}:${thing.id}`} value={`${thing.kind}:${thing.id}`}>
                          {thing.label}
                        </option>
                      ))}
                    </optgroup>
                  );
                })}
              </NativeSelect>
            </div>
          </div>
          <TextareaField
            id="ticket-body"
            label={t('message')}
            rows={7}
            value={values.body}
            onChange={set('body')}
            error={tError(errors.body)}
          />
          <AttachmentPicker files={files} onChange={setFiles} disabled={sending} />
          {create.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(create.error, t('openFailed'))}
            </p>
          )}
          <Button type="submit" className="sm:justify-self-start" disabled={sending}>
            {sending ? t('sending') : t('openTicket')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
