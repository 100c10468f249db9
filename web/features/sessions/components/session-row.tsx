import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { SessionView } from '../../../../contract/account-safety.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime, timeAgo } from '../../../lib/format-time';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { sessionsMessages } from '../i18n';

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
  const t = useMessages(sessionsMessages);
  const locale = useLocale();
  const ago = timeAgo(session.lastSeen, Date.now(), locale);
  const Icon = isMobileAgent(session.userAgent) ? Smartphone : Monitor;
  return (
    <li
      aria-label={session.current ? t('rowLabelCurrent', { browser: session.browser }) : session.browser}
      className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.browser}
            {session.current && <Badge variant="success">{t('thisDevice')}</Badge>}
          </p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {withElements(t('addressLastSeen', { address: session.address ?? t('unknownAddress'), ...slots('time') }), {
              time: (
                <time dateTime={session.lastSeen} title={formatDateTime(session.lastSeen, locale)}>
                  {session.current ? t('now') : ago}
                </time>
              ),
            })}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('signedInAt', { date: formatDateTime(session.createdAt, locale) })}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          onClick={() => onSignOut(session)}
          aria-label={t('signOutDeviceAria', { browser: session.browser, ago })}
        >
          <LogOut aria-hidden="true" />
          {t('signOut')}
        </Button>
      )}
    </li>
  );
}
