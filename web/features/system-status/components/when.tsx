import { formatDateTime, timeAgo } from '../../../lib/format-time';

/** '5 minutes ago' with the exact time on hover; 'Never' when it has not happened on this instance. */
export function When({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted-foreground">Never</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {timeAgo(at)}
    </time>
  );
}
