import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { SessionView } from '../../../../contract/account-safety.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime, timeAgo } from '../../../lib/format-time';

export function isMobileAgent(userAgent: string | null): boolean {
  return !!userAgent && /\b(Mobile|Android|iPhone|iPad|iPod)\b/.test(userAgent);
}

/** One signed-in device: browser, address, last seen, 'This device' or a Sign out button. */
export function SessionRow({
  session,
  onSignOut,
}: {
  session: SessionView;
  onSignOut: (session: SessionView) => void;
}) {
  const Icon = isMobileAgent(session.userAgent) ? Smartphone : Monitor;
  return (
    <li
      aria-label={session.current ? `${session.browser} (this device)` : session.browser}
      className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.browser}
            {session.current && <Badge variant="success">This device</Badge>}
          </p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {session.address ?? 'Unknown address'} · Last seen{' '}
            <time dateTime={session.lastSeen} title={formatDateTime(session.lastSeen)}>
              {session.current ? 'now' : timeAgo(session.lastSeen)}
            </time>
          </p>
          <p className="text-xs text-muted-foreground">Signed in {formatDateTime(session.createdAt)}</p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          onClick={() => onSignOut(session)}
          aria-label={`Sign out ${session.browser}, last seen ${timeAgo(session.lastSeen)}`}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      )}
    </li>
  );
}
