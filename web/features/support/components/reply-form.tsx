import { useState, type FormEvent } from 'react';
import { TextareaField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { uploadAttachments, type AttachmentTarget } from '../api/attachments';
import { AttachmentPicker, RefusalList, type Refusal } from './attachment-picker';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../i18n';

/**
 * The answer box under a thread, with files. The words go first (files join the writer's latest message), then
 * each file; a refused file is named with the server's reason and the rest still go. `onSent` refreshes the thread.
 */
export function ReplyForm({
  target,
  send,
  onSent,
}: {
  target: AttachmentTarget;
  send: (body: string) => Promise<unknown>;
  onSent: () => void;
}) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const t = useMessages(supportMessages);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setRefused([]);
    try {
      await send(body);
      setBody('');
      const failures = await uploadAttachments(target, files);
      setFiles([]);
      setRefused(failures);
      onSent();
    } catch (caught) {
      setError(errorMessage(caught, t('answerFailed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <TextareaField
        id="thread-reply"
        label={t('yourAnswer')}
        rows={4}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <AttachmentPicker files={files} onChange={setFiles} disabled={pending} />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <RefusalList refusals={refused} />
      <Button type="submit" className="sm:justify-self-start" disabled={pending || body.trim() === ''}>
        {pending ? t('sending') : t('sendAnswer')}
      </Button>
    </form>
  );
}
