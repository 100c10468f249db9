import { CircleCheck, LifeBuoy } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { SUPPORT_CATEGORIES, type SupportCategory } from '../../../../contract/support-constants.js';
import { TextareaField, TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { uploadAttachments } from '../api/attachments';
import { useGuestTicket } from '../api/guest-ticket';
import { AttachmentPicker, RefusalList, type Refusal } from './attachment-picker';
import { CategoryField } from './category-field';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../i18n';

/**
 * /support/new: anyone writes to support with an e-mail address, no account needed. ?appeal=1 (the suspension
 * notice's Appeal) makes it an appeal, which the server ties to what the address is suspended for. The server checks
 * every field and answers the same sentence whether or not the address has an account.
 */
export function GuestTicketPage({
  newHelpToken,
  suggestions,
}: {
  /** Makes the form's help token (the help centre's; the app composes the two features). */
  newHelpToken?: () => string;
  /** What is shown under the subject while it is typed: the help centre's best matching articles. */
  suggestions?: (subject: string, helpToken: string) => ReactNode;
} = {}) {
  const params = new URLSearchParams(useSearch());
  const appeal = params.get('appeal') === '1';
  const t = useMessages(supportMessages);
  const send = useGuestTicket();
  const [received, setReceived] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<Refusal[]>([]);
  // One token per form: the help centre counts an article opened here and no ticket after it as a deflection.
  const [helpToken] = useState(() => newHelpToken?.() ?? '');
  const [values, setValues] = useState({
    email: (params.get('email') ?? '').slice(0, 254),
    subject: appeal ? t('appealSubject') : '',
    // A link may choose the category (the accessibility statement's feedback asks for 'accessibility').
    category: (appeal
      ? 'abuse_appeal'
      : (SUPPORT_CATEGORIES as readonly string[]).includes(params.get('category') ?? '')
        ? params.get('category')
        : '') as SupportCategory | '',
    body: '',
    site: '',
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await send.mutateAsync({
        email: values.email.trim(),
        subject: values.subject,
        category: (values.category || 'other') as SupportCategory,
        body: values.body,
        ...(helpToken ? { helpToken } : {}),
        ...(appeal ? { appeal: true, ...(values.site.trim() ? { site: values.site.trim() } : {}) } : {}),
      });
      // The files join the message just written, by the token that only adds files to it.
      setUploading(true);
      setRefused(await uploadAttachments({ kind: 'thread', token: answer.uploadToken }, files));
      setUploading(false);
      setReceived(answer.message);
    } catch {
      // Shown under the form from send.error.
    }
  };

  if (received)
    return (
      <Card className="mx-auto max-w-xl">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CircleCheck className="size-5 text-success" aria-hidden="true" />
            {appeal ? t('appealSent') : t('requestSent')}
          </CardTitle>
          <CardDescription role="status">{received}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <RefusalList refusals={refused} />
          <Button asChild variant="outline">
            <Link href="/">{t('backHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    );

  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
          {appeal ? t('appealTitle') : t('contactTitle')}
        </CardTitle>
        <CardDescription>{appeal ? t('appealLead') : t('contactLead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            id="support-email"
            label={t('yourEmail')}
            type="email"
            autoComplete="email"
            hint={appeal ? t('appealEmailHint') : undefined}
            value={values.email}
            onChange={set('email')}
          />
          {appeal ? (
            <TextField
              id="support-site"
              label={t('site')}
              optional
              spellCheck={false}
              hint={t('siteHint')}
              value={values.site}
              onChange={set('site')}
            />
          ) : (
            <CategoryField id="support-category" value={values.category} onChange={set('category')} />
          )}
          <TextField id="support-subject" label={t('subject')} value={values.subject} onChange={set('subject')} />
          {!appeal && suggestions?.(values.subject, helpToken)}
          <TextareaField id="support-body" label={t('message')} rows={6} value={values.body} onChange={set('body')} />
          <AttachmentPicker files={files} onChange={setFiles} disabled={send.isPending || uploading} />
          {send.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(send.error, t('sendFailed'))}
            </p>
          )}
          <div className="grid gap-2">
            <Button type="submit" disabled={send.isPending || uploading}>
              {send.isPending || uploading ? t('sending') : appeal ? t('sendAppeal') : t('send')}
            </Button>
            <p className="text-xs text-muted-foreground">{t('noCaptcha')}</p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
