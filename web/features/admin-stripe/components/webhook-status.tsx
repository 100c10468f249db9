import { Activity, RefreshCw, TriangleAlert, Webhook } from 'lucide-react';
import { CopyButton } from '../../../components/copy-button';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime, timeAgo } from '../../../lib/format-time';
import { STRIPE_RECENT_EVENT_DAYS, type StripeSettings, type WebhookMode } from '../../../../contract/payments.js';
import { useMessages } from '../../../lib/i18n/messages';
import { withElements } from '../../../lib/i18n/with-elements';
import { useSetUpWebhookEndpoint } from '../api/set-up-webhook-endpoint';
import { stripeMessages } from '../i18n';

const MODE_BADGES = {
  managed: { label: 'modeManaged', variant: 'success' },
  pasted: { label: 'modePasted', variant: 'secondary' },
  none: { label: 'modeNone', variant: 'destructive' },
} as const satisfies Record<WebhookMode, { label: string; variant: 'success' | 'secondary' | 'destructive' }>;

function ModeText({ settings }: { settings: StripeSettings }) {
  const t = useMessages(stripeMessages);
  const { webhook } = settings;
  if (webhook.mode === 'managed') {
    return (
      <p className="break-words text-xs text-muted-foreground">
        {withElements((values) => t('managedText', values), {
          endpoint: <code className="font-mono">{webhook.endpointId}</code>,
          version: <code className="font-mono">{webhook.apiVersion}</code>,
        })}
      </p>
    );
  }
  if (webhook.mode === 'pasted') {
    return (
      <p className="break-words text-xs text-muted-foreground">
        {withElements(
          (values) => t('pastedText', values),
          { version: <code className="font-mono">{webhook.pinnedApiVersion}</code> },
          { events: webhook.eventTypes.join(', ') },
        )}
      </p>
    );
  }
  return (
    <p className="break-words text-xs text-muted-foreground">
      {settings.hasSecretKey ? t('noSecretYet') : t('createsOwnEndpoint')}
    </p>
  );
}

function LastEvent({ settings }: { settings: StripeSettings }) {
  const t = useMessages(stripeMessages);
  const event = settings.lastEvent;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm" data-testid="last-stripe-event">
      <Activity className="size-4 text-primary" aria-hidden="true" />
      <span className="font-medium">{t('lastEvent')}</span>{' '}
      {event ? (
        <span>
          {withElements(
            (values) => t('eventAt', values),
            {
              when: (
                <time dateTime={event.receivedAt} title={formatDateTime(event.receivedAt)}>
                  {timeAgo(event.receivedAt)}
                </time>
              ),
            },
            { type: event.type },
          )}
        </span>
      ) : (
        <span className="text-muted-foreground">{t('noEventsYet')}</span>
      )}
    </p>
  );
}

function VersionWarning({ settings }: { settings: StripeSettings }) {
  const t = useMessages(stripeMessages);
  const { otherApiVersions, webhook } = settings;
  if (otherApiVersions.length === 0) return null;
  const count = otherApiVersions.reduce((sum, v) => sum + v.count, 0);
  const versions = otherApiVersions.map((v) => v.apiVersion).join(', ');
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t('otherVersions', {
          count,
          days: STRIPE_RECENT_EVENT_DAYS,
          versions,
          pinned: webhook.pinnedApiVersion,
        })}{' '}
        {webhook.mode === 'pasted' ? t('otherVersionsPasted') : t('otherVersionsManaged')}
      </span>
    </p>
  );
}

/** The webhook part of the Stripe settings' status card: whose endpoint, its trouble, the events it brings. */
export function WebhookStatus({ settings }: { settings: StripeSettings }) {
  const t = useMessages(stripeMessages);
  const setUp = useSetUpWebhookEndpoint();
  const { webhook } = settings;
  const badge = MODE_BADGES[webhook.mode];
  const canRetry =
    settings.hasSecretKey &&
    (webhook.error !== null ||
      webhook.mode === 'none' ||
      (webhook.mode === 'managed' && settings.otherApiVersions.length > 0));

  const retry = async () => {
    try {
      const result = await setUp.mutateAsync();
      if (result.webhook.error)
        toast({ title: t('webhookNotSetUp'), description: result.webhook.error, variant: 'destructive' });
      else
        toast({
          title: t('webhookSetUp'),
          description: result.webhook.mode === 'managed' ? t('eventsToOwnEndpoint') : t('ownEndpointRemoved'),
        });
    } catch (error) {
      toast({
        title: t('webhookNotSetUp'),
        description: errorMessage(error, t('tryAgain')),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
        <Webhook className="size-4 text-primary" aria-hidden="true" />
        {t('webhookEndpoint')}
        <Badge variant={badge.variant}>{t(badge.label)}</Badge>
      </p>
      <ModeText settings={settings} />
      <div className="flex items-center gap-2">
        <code
          className="min-w-0 flex-1 truncate rounded-md border bg-muted/50 px-3 py-2 font-mono text-xs"
          data-testid="webhook-url"
        >
          {settings.webhookUrl}
        </code>
        <CopyButton value={settings.webhookUrl} label={t('webhookUrl')} />
      </div>
      {webhook.error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {webhook.error}
        </p>
      )}
      {canRetry && (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={setUp.isPending}
          onClick={() => void retry()}
        >
          <RefreshCw aria-hidden="true" className={setUp.isPending ? 'animate-spin' : undefined} />
          {setUp.isPending ? t('settingUp') : t('setUpAgain')}
        </Button>
      )}
      <LastEvent settings={settings} />
      <VersionWarning settings={settings} />
    </div>
  );
}
