import { CircleCheck, LifeBuoy } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { SupportCategory } from '../../../../contract/support-constants.js';
import { TextareaField, TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { uploadAttachments } from '../api/attachments';
import { useGuestTicket } from '../api/guest-ticket';
import { AttachmentPicker, RefusalList, type Refusal } from './attachment-picker';
import { CategoryField } from './category-field';

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
  const send = useGuestTicket();
  const [received, setReceived] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<Refusal[]>([]);
  // One token per form: the help centre counts an article opened here and no ticket after it as a deflection.
  const [helpToken] = useState(() => newHelpToken?.() ?? '');
  const [values, setValues] = useState({
    email: (params.get('email') ?? '').slice(0, 254),
    subject: appeal ? 'Appeal of my suspension' : '',
    category: (appeal ? 'abuse_appeal' : '') as SupportCategory | '',
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
            {appeal ? 'Appeal sent' : 'Request sent'}
          </CardTitle>
          <CardDescription role="status">{received}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <RefusalList refusals={refused} />
          <Button asChild variant="outline">
            <Link href="/">Back to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    );

  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
          {appeal ? 'Appeal a suspension' : 'Contact support'}
        </CardTitle>
        <CardDescription>
          {appeal
            ? 'Tell us why the suspension should be lifted. An administrator reads it beside the reason for the suspension and answers by e-mail.'
            : 'No account needed: we answer by e-mail, with a link to read and answer the conversation.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            id="support-email"
            label="Your e-mail"
            type="email"
            autoComplete="email"
            hint={appeal ? 'The address of your account, so we can find the suspension.' : undefined}
            value={values.email}
            onChange={set('email')}
          />
          {appeal ? (
            <TextField
              id="support-site"
              label="Site"
              optional
              spellCheck={false}
              hint="When the suspension is about one site, its address."
              value={values.site}
              onChange={set('site')}
            />
          ) : (
            <CategoryField id="support-category" value={values.category} onChange={set('category')} />
          )}
          <TextField id="support-subject" label="Subject" value={values.subject} onChange={set('subject')} />
          {!appeal && suggestions?.(values.subject, helpToken)}
          <TextareaField id="support-body" label="Message" rows={6} value={values.body} onChange={set('body')} />
          <AttachmentPicker files={files} onChange={setFiles} disabled={send.isPending || uploading} />
          {send.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(send.error, 'Your message could not be sent. Please try again.')}
            </p>
          )}
          <div className="grid gap-2">
            <Button type="submit" disabled={send.isPending || uploading}>
              {send.isPending || uploading ? 'Sending…' : appeal ? 'Send appeal' : 'Send'}
            </Button>
            <p className="text-xs text-muted-foreground">
              No captcha: your browser does a second of arithmetic instead, which makes sending in bulk costly.
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
