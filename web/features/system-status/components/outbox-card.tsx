import { Mail } from 'lucide-react';
import type { SystemStatusResponse } from '../../../../contract/system-status.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useMessages } from '../../../lib/i18n/messages';
import { formatAge } from '../lib/format-age';
import { systemStatusMessages } from '../i18n';

/** The mail outbox: what waits to be sent, for how long, and what was given up. */
export function OutboxCard({ outbox }: { outbox: SystemStatusResponse['outbox'] }) {
  const t = useMessages(systemStatusMessages);
  const figures = [
    { label: t('pending'), value: String(outbox.pending) },
    { label: t('oldestPending'), value: formatAge(t, outbox.oldestPendingSeconds) },
    { label: t('failed'), value: String(outbox.failed), alert: outbox.failed > 0 },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          {t('mailOutbox')}
        </CardTitle>
        <CardDescription>{t('outboxLead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-2">
          {figures.map(({ label, value, alert }) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className={`text-lg font-semibold ${alert ? 'text-destructive' : ''}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
