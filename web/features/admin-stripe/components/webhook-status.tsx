import { Activity, RefreshCw, TriangleAlert, Webhook } from 'lucide-react';
import { CopyButton } from '../../../components/copy-button';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime, timeAgo } from '../../../lib/format-time';
import { STRIPE_RECENT_EVENT_DAYS, type StripeSettings, type WebhookMode } from '../../../../contract/payments.js';
import { useSetUpWebhookEndpoint } from '../api/set-up-webhook-endpoint';

const MODE_BADGES: Record<WebhookMode, { label: string; variant: 'success' | 'secondary' | 'destructive' }> = {
  managed: { label: 'Managed by HostFree', variant: 'success' },
  pasted: { label: 'Your own endpoint (pasted secret)', variant: 'secondary' },
  none: { label: 'Not set up', variant: 'destructive' },
};

function ModeText({ settings }: { settings: StripeSettings }) {
  const { webhook } = settings;
  if (webhook.mode === 'managed') {
    return (
      <p className="break-words text-xs text-muted-foreground">
        HostFree keeps endpoint <code className="font-mono">{webhook.endpointId}</code> in your Stripe account, pinned
        to API version <code className="font-mono">{webhook.apiVersion}</code>, for the events it reads. Its signing
        secret is stored sealed. Leave the webhook secret empty when you save to keep it this way.
      </p>
    );
  }
  if (webhook.mode === 'pasted') {
    return (
      <p className="break-words text-xs text-muted-foreground">
        Events are checked with the signing secret you pasted. Your endpoint in the Stripe Dashboard should use this
        URL, API version <code className="font-mono">{webhook.pinnedApiVersion}</code> and the events{' '}
        {webhook.eventTypes.join(', ')}. Save without a webhook secret to let HostFree create and keep its own endpoint
        instead (then delete yours).
      </p>
    );
  }
  return (
    <p className="break-words text-xs text-muted-foreground">
      {settings.hasSecretKey
        ? "There is no webhook signing secret yet, so Stripe's events cannot be checked and payments stay off."
        : 'When the keys are saved without a webhook secret, HostFree creates its own endpoint in your Stripe account.'}
    </p>
  );
}

function LastEvent({ settings }: { settings: StripeSettings }) {
  const event = settings.lastEvent;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm" data-testid="last-stripe-event">
      <Activity className="size-4 text-primary" aria-hidden="true" />
      <span className="font-medium">Last event:</span>{' '}
      {event ? (
        <span>
          {event.type},{' '}
          <time dateTime={event.receivedAt} title={formatDateTime(event.receivedAt)}>
            {timeAgo(event.receivedAt)}
          </time>
        </span>
      ) : (
        <span className="text-muted-foreground">No events received yet</span>
      )}
    </p>
  );
}

function VersionWarning({ settings }: { settings: StripeSettings }) {
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
        {count} {count === 1 ? 'event' : 'events'} of the last {STRIPE_RECENT_EVENT_DAYS} days arrived in API version{' '}
        {versions}; HostFree reads {webhook.pinnedApiVersion}.{' '}
        {webhook.mode === 'pasted'
          ? "Create your endpoint again with that version in the Stripe Dashboard (an endpoint's version cannot be changed), or save without a webhook secret to let HostFree keep its own."
          : '"Set up webhook again" replaces HostFree\'s endpoint if its version is not the one HostFree reads; also check Developers → Webhooks in the Stripe Dashboard for another endpoint pointing here.'}
      </span>
    </p>
  );
}

/** The webhook part of the Stripe settings' status card: whose endpoint, its trouble, the events it brings. */
export function WebhookStatus({ settings }: { settings: StripeSettings }) {
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
        toast({ title: 'Webhook not set up', description: result.webhook.error, variant: 'destructive' });
      else
        toast({
          title: 'Webhook set up',
          description:
            result.webhook.mode === 'managed'
              ? "Stripe now sends its events to HostFree's own endpoint."
              : "HostFree's own endpoint is removed.",
        });
    } catch (error) {
      toast({
        title: 'Webhook not set up',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
        <Webhook className="size-4 text-primary" aria-hidden="true" />
        Webhook endpoint
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </p>
      <ModeText settings={settings} />
      <div className="flex items-center gap-2">
        <code
          className="min-w-0 flex-1 truncate rounded-md border bg-muted/50 px-3 py-2 font-mono text-xs"
          data-testid="webhook-url"
        >
          {settings.webhookUrl}
        </code>
        <CopyButton value={settings.webhookUrl} label="Webhook URL" />
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
          {setUp.isPending ? 'Setting up...' : 'Set up webhook again'}
        </Button>
      )}
      <LastEvent settings={settings} />
      <VersionWarning settings={settings} />
    </div>
  );
}
