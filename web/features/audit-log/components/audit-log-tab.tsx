import { ScrollText } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { NO_AUDIT_FILTERS, useAuditEvents, type AuditFilters as Filters } from '../api/get-audit-events';
import { AuditFilters } from './audit-filters';
import { EventPage } from './event-page';
import { useMessages } from '../../../lib/i18n/messages';
import { auditLogMessages } from '../i18n';

const TYPING_DELAY_MS = 300;

/** The admin audit log (a sub-tab of System): who did what, when and from where. Read-only. */
export function AuditLogTab() {
  const t = useMessages(auditLogMessages);
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(filters, TYPING_DELAY_MS);
  // A reversed range is not sent: the server would answer nothing and the reader would not know why.
  const usable = settled.from && settled.to && settled.from > settled.to ? { ...settled, from: '', to: '' } : settled;
  const events = useAuditEvents(usable, page);

  const change = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ScrollText className="size-5 text-primary" aria-hidden="true" />
          {t('title')}
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuditFilters value={filters} onChange={change} onReset={() => change(NO_AUDIT_FILTERS)} />
        {events.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed', { error: errorMessage(events.error, t('unknownError')) })}
          </p>
        ) : !events.data ? (
          <Spinner label={t('loading')} />
        ) : events.data.events.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('noMatches')}
          </p>
        ) : (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <EventPage
              events={events.data.events}
              pagination={events.data.pagination}
              onPage={setPage}
              listLabel={t('auditEvents')}
              pagerLabel={t('auditPages')}
              busy={events.isFetching}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
