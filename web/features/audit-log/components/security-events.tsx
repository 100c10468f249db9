import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useSecurityEvents } from '../../../api/security-events';
import { AuditEventItem } from './audit-event-item';
import { Pager } from './pager';

/** The user's own security events on /settings (anchor 'security-events'): sign-ins, 2FA, password changes. */
export function SecurityEvents() {
  const [page, setPage] = useState(1);
  const events = useSecurityEvents(page);
  return (
    <Card id="security-events" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Security activity
        </CardTitle>
        <CardDescription>
          Sign-ins, failed attempts and changes to how you sign in. Something you do not recognise? Change your password
          and sign out other sessions.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {events.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your security activity: {errorMessage(events.error, 'unknown error')}
          </p>
        ) : !events.data ? (
          <Spinner label="Loading security activity..." />
        ) : events.data.events.length === 0 ? (
          <p className="text-sm text-muted-foreground">No security events yet.</p>
        ) : (
          <>
            <ul aria-label="Security events" className="grid divide-y">
              {events.data.events.map((event) => (
                <AuditEventItem key={event.id} event={event} />
              ))}
            </ul>
            {events.data.pagination.totalPages > 1 && (
              <Pager
                pagination={events.data.pagination}
                onPage={setPage}
                label="Security activity pages"
                disabled={events.isFetching}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
