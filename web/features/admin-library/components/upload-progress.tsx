import { Progress } from '../../../components/ui/progress';
import { megabytesOf } from '../../../lib/format-size';
import { useMessages } from '../../../lib/i18n/messages';
import { libraryAdminMessages } from '../i18n';
import type { UploadProgress as Progressing } from '../lib/send-multipart';

/** The real upload bar: bytes sent as reported by the browser, then the server's processing. */
export function UploadProgressBar({ progress, label }: { progress: Progressing | null; label: string }) {
  const t = useMessages(libraryAdminMessages);
  const percent = progress?.percent ?? 0;
  const processing = percent >= 100;
  return (
    <div className="grid gap-1.5" data-testid="upload-progress">
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span aria-live="polite">{processing ? t('uploadComplete') : t('uploadingPercent', { percent })}</span>
        {progress && (
          <span>{t('megabytesOf', { loaded: megabytesOf(progress.loaded), total: megabytesOf(progress.total) })}</span>
        )}
      </div>
      <Progress value={percent} aria-label={label} />
    </div>
  );
}
