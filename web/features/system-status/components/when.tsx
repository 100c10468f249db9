import { formatDateTime, timeAgo } from '../../../lib/format-time';
import { useMessages } from '../../../lib/i18n/messages';
import { systemStatusMessages } from '../i18n';

/** '5 minutes ago' with the exact time on hover; 'Never' when it has not happened on this instance. */
export function When({ at }: { at: string | null }) {
  const t = useMessages(systemStatusMessages);
  if (!at) return <span className="text-muted-foreground">{t('never')}</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {timeAgo(at)}
    </time>
  );
}
