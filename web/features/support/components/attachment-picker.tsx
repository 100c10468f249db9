import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  SUPPORT_ATTACHMENT_BYTES_MAX,
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_MESSAGES,
} from '../../../../contract/support-constants.js';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/format-size';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

// Files chosen for a message. The browser turns away at once what the server would refuse (more than five, over
// 10 MB, empty, not an image, PDF or text), each with its own reason; the server still judges every file by its
// bytes, and what it refuses is reported after sending.

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain'];
const ACCEPTED_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.pdf', '.txt', '.log'];
export const ATTACHMENT_ACCEPT = [...ACCEPTED_TYPES, ...ACCEPTED_EXTENSIONS].join(',');

/** Why this file cannot go, or null. */
export function refusalOf(file: File): string | null {
  if (file.size === 0) return SUPPORT_MESSAGES.attachmentEmpty;
  if (file.size > SUPPORT_ATTACHMENT_BYTES_MAX) return SUPPORT_MESSAGES.attachmentTooLarge;
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')).toLowerCase() : '';
  const typed = file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_EXTENSIONS.includes(extension);
  return typed ? null : SUPPORT_MESSAGES.attachmentType;
}

export interface Refusal {
  fileName: string;
  message: string;
}

export function AttachmentPicker({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const t = useMessages(supportMessages);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const kept = [...files];
    const refusals: Refusal[] = [];
    for (const file of picked) {
      const reason = kept.length >= SUPPORT_ATTACHMENTS_MAX ? SUPPORT_MESSAGES.attachmentsTooMany : refusalOf(file);
      if (reason) refusals.push({ fileName: file.name, message: reason });
      else kept.push(file);
    }
    setRefused(refusals);
    onChange(kept);
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          onChange={onPick}
          disabled={disabled || files.length >= SUPPORT_ATTACHMENTS_MAX}
          aria-describedby={`${inputId}-hint`}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || files.length >= SUPPORT_ATTACHMENTS_MAX}
          onClick={() => input.current?.click()}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {t('attachFiles')}
        </Button>
        <label htmlFor={inputId} className="sr-only">
          {t('attachments')}
        </label>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {t('attachmentsHint', { max: SUPPORT_ATTACHMENTS_MAX })}
        </p>
      </div>
      {files.length > 0 && (
        <ul aria-label={t('filesToSend')} className="grid gap-1 text-sm">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded-md border px-2 py-1"
            >
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                {formatFileSize(file.size)}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('removeFile', { name: file.name })}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <RefusalList refusals={refused} />
    </div>
  );
}

/** Each refused file with its reason (the browser's check, or the server's after sending). */
export function RefusalList({ refusals }: { refusals: Refusal[] }) {
  const t = useMessages(supportMessages);
  // The browser's own reasons are the contract's English; the server's arrive in the page's language already.
  const tError = useErrorText();
  if (refusals.length === 0) return null;
  return (
    <ul role="alert" className="grid gap-1 text-sm font-medium text-destructive">
      {refusals.map((r, index) => (
        <li key={`${r.fileName}-${index}`} className="[overflow-wrap:anywhere]">
          {t('refusal', { file: r.fileName, reason: tError(r.message) ?? r.message })}
        </li>
      ))}
    </ul>
  );
}
