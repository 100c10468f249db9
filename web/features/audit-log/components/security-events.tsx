import { ShieldCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useSecurityEvents } from '../../../api/security-events';
import { EventPage } from './event-page';
import { useMessages } from '../../../lib/i18n/messages';
import { auditLogMessages } from '../i18n';

/** The user's own security events on /settings (anchor 'security-events'): sign-ins, 2FA, password changes. */
export function SecurityEvents() {
  const t = useMessages(auditLogMessages);
  const [page, setPage] = useState(1);
  const events = useSecurityEvents(page);
  return (
    <Card id="security-events" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t('securityTitle')}
        </CardTitle>
        <CardDescription>{t('securityDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {events.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('securityLoadFailed', { error: errorMessage(events.error, t('unknownError')) })}
          </p>
        ) : !events.data ? (
          <Spinner label={t('securityLoading')} />
        ) : events.data.events.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('securityNone')}</p>
        ) : (
          <Suspense fallback={<Spinner label={t('securityLoading')} />}>
            <EventPage
              events={events.data.events}
              pagination={events.data.pagination}
              onPage={setPage}
              listLabel={t('securityEvents')}
              pagerLabel={t('securityPages')}
              busy={events.isFetching}
              withPager={events.data.pagination.totalPages > 1}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
