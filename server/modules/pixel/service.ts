import { changedFields, SECRET_MASK } from '../../lib/audit-trail.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import {
  MARKETING_MESSAGES,
  PIXEL_DEFAULTS,
  pixelSettingsBody,
  type PixelClientConfig,
  type PixelSettings,
  type PixelSettingsBody,
} from '../../../contract/marketing.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { hashEmail, hashExternalId } from '../../integrations/facebook/normalize.js';
import { GraphError, type FacebookGraphClient, type ServerEvent } from '../../integrations/facebook/types.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobRunner } from '../../jobs/runner.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import { deletePixelSettingsRows, readPixelSettingsRow, writePixelSettingsRow, type PixelSettingsRow } from './repo.js';

// The Facebook pixel. The browser fires the pixel itself; with an access token the server
// reports the same events through the Conversions API with the same event_id, so Meta counts each once. A
// server event is a job written in the transaction of its cause and retried on transient failures.

export const CAPI_JOB = 'facebook.capi';
const CAPI_MAX_ATTEMPTS = 20;
/** Meta refuses events older than 7 days (the whole batch fails); such a job is dropped, not retried. */
const MAX_EVENT_AGE_S = 7 * 86_400 - 3600;
/** The browser's config is read on every page load: one read a minute per instance. */
const CLIENT_CONFIG_TTL_MS = 60_000;

/** The browser and the server agree on these ids (reference §7, §10). */
export const registrationEventId = (userId: number) => `reg-${userId}`;

export interface PixelServiceDeps {
  db: Db;
  secretBox: SecretBox;
  graph: FacebookGraphClient;
  jobs: JobRunner;
  hostedDomain: string;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
}

export interface TrackPurchase {
  /** 'pay-<Stripe invoice or PaymentIntent id>': the same id the success page passes to trackPurchase(). */
  eventId: string;
  /** Cents the server computed; the configured purchaseEventValue is used when absent. */
  valueCents?: number;
  currency?: string;
  email?: string | null;
  userId?: number | null;
  client?: ClientMeta | null;
}

export function createPixelService({ db, secretBox, graph, jobs, hostedDomain, log, now, audit }: PixelServiceDeps) {
  let clientConfigCache: { value: PixelClientConfig; expires: number } | null = null;

  function openToken(row: PixelSettingsRow): string | null {
    if (!row.accessToken) return null;
    try {
      return secretBox.open(row.accessToken);
    } catch {
      log.warn(
        { event: 'pixel-token-unreadable' },
        'the stored Conversions API token cannot be decrypted; re-enter it',
      );
      return null;
    }
  }

  function toView(row: PixelSettingsRow | undefined): PixelSettings {
    return {
      pixelId: row?.pixelId ?? null,
      isActive: row?.isActive ?? false,
      trackPageViews: row?.trackPageViews ?? true,
      trackPurchases: row?.trackPurchases ?? true,
      purchaseEventValue: (row?.purchaseEventValueCents ?? PIXEL_DEFAULTS.purchaseEventValue * 100) / 100,
      testMode: row?.testMode ?? false,
      testEventCode: row?.testEventCode ?? null,
      hasAccessToken: row ? openToken(row) !== null : false,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** Writes a Conversions API job when the pixel is active and has a token; otherwise nothing at all. */
  async function enqueueEvent(
    tx: DbOrTx,
    input: {
      name: 'CompleteRegistration' | 'Purchase';
      eventId: string;
      valueCents?: number;
      currency: string;
      email?: string | null;
      userId?: number | null;
      client?: ClientMeta | null;
    },
  ) {
    const row = await readPixelSettingsRow(tx);
    if (!row?.isActive || !row.accessToken) return false;
    if (input.name === 'Purchase' && !row.trackPurchases) return false;
    const valueCents = input.valueCents ?? row.purchaseEventValueCents;
    const client = input.client;
    const em = hashEmail(input.email);
    const externalId = hashExternalId(input.userId);
    const event: ServerEvent = {
      event_name: input.name,
      event_time: Math.floor(now().getTime() / 1000),
      event_id: input.eventId,
      action_source: 'website',
      event_source_url: client?.pageUrl ?? `https://${hostedDomain}/`,
      user_data: {
        ...(em ? { em: [em] } : {}),
        ...(externalId ? { external_id: [externalId] } : {}),
        ...(client?.ip ? { client_ip_address: client.ip } : {}),
        client_user_agent: client?.userAgent ?? 'HostFree server',
        ...(client?.fbp ? { fbp: client.fbp } : {}),
        ...(client?.fbc ? { fbc: client.fbc } : {}),
      },
      custom_data: { value: valueCents / 100, currency: input.currency.toUpperCase() },
    };
    // The job holds only hashed or raw-by-design fields (reference §6); the token is read when it runs.
    await enqueueJob(
      tx,
      CAPI_JOB,
      { event },
      { dedupeKey: `${CAPI_JOB}:${input.name}:${input.eventId}`, maxAttempts: CAPI_MAX_ATTEMPTS, runAt: now() },
    );
    return true;
  }

  jobs.register(CAPI_JOB, async (job) => {
    const { event } = job.payload as { event: ServerEvent };
    const row = await readPixelSettingsRow(db);
    const token = row?.isActive ? openToken(row) : null;
    // Turned off (or the token removed) since: nothing is sent while the pixel is inactive.
    if (!row || !token) return { skipped: 'pixel inactive' };
    if (Math.floor(now().getTime() / 1000) - event.event_time > MAX_EVENT_AGE_S)
      return { skipped: 'older than 7 days' };
    try {
      const result = await graph.sendEvents({
        pixelId: row.pixelId,
        accessToken: token,
        events: [event],
        testEventCode: row.testMode ? row.testEventCode : null,
      });
      return { eventsReceived: result.eventsReceived, fbtraceId: result.fbtraceId };
    } catch (error) {
      if (error instanceof GraphError && !error.isTransient) {
        // Meta refused the event itself (bad token, invalid field): retrying cannot help. Logged for the admin.
        log.warn(
          {
            event: 'capi-refused',
            eventName: event.event_name,
            status: error.status,
            code: error.code,
            reason: error.message,
          },
          'Conversions API refused an event',
        );
        return { refused: error.message };
      }
      throw error;
    }
  });

  return {
    /** GET /api/facebook-pixel-settings (admin). */
    async readSettings(): Promise<PixelSettings> {
      return toView(await readPixelSettingsRow(db));
    },

    /** POST /api/facebook-pixel-settings: a blank token keeps the stored one. */
    async saveSettings(input: PixelSettingsBody): Promise<PixelSettings> {
      const body = pixelSettingsBody.parse(input);
      const current = await readPixelSettingsRow(db);
      const entered = body.accessToken?.trim() || null;
      const row = await db.transaction(async (tx) => {
        await audit.record(tx, {
          action: 'settings.pixel_changed',
          targetType: 'settings',
          targetId: 'pixel',
          details: { ...changedFields(body), accessToken: entered ? SECRET_MASK : 'unchanged' },
        });
        return writePixelSettingsRow(
          tx,
          {
            pixelId: body.pixelId,
            accessToken: entered ? secretBox.seal(entered) : (current?.accessToken ?? null),
            isActive: body.isActive,
            trackPageViews: body.trackPageViews,
            trackPurchases: body.trackPurchases,
            purchaseEventValueCents: Math.round(body.purchaseEventValue * 100),
            testMode: body.testMode,
            testEventCode: body.testEventCode || null,
          },
          now(),
        );
      });
      clientConfigCache = null;
      log.info(
        { event: 'pixel-settings-saved', isActive: row.isActive, tokenChanged: Boolean(entered) },
        'Facebook pixel settings saved',
      );
      return toView(row);
    },

    /** DELETE /api/facebook-pixel-settings: the pixel stops at once; queued server events are skipped. */
    async deleteSettings(): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        await deletePixelSettingsRows(tx);
        await audit.record(tx, {
          action: 'settings.pixel_changed',
          targetType: 'settings',
          targetId: 'pixel',
          details: { deleted: true },
        });
      });
      clientConfigCache = null;
      log.info({ event: 'pixel-settings-deleted' }, 'Facebook pixel settings deleted');
      return { message: MARKETING_MESSAGES.pixelDeleted };
    },

    /** GET /api/facebook-pixel/config (public): only what the browser needs; never the token or test code. */
    async clientConfig(): Promise<PixelClientConfig> {
      if (clientConfigCache && clientConfigCache.expires > Date.now()) return clientConfigCache.value;
      const row = await readPixelSettingsRow(db);
      const value: PixelClientConfig = row?.isActive
        ? {
            isActive: true,
            pixelId: row.pixelId,
            trackPageViews: row.trackPageViews,
            trackPurchases: row.trackPurchases,
            purchaseEventValue: row.purchaseEventValueCents / 100,
          }
        : {
            isActive: false,
            pixelId: null,
            trackPageViews: false,
            trackPurchases: false,
            purchaseEventValue: PIXEL_DEFAULTS.purchaseEventValue,
          };
      clientConfigCache = { value, expires: Date.now() + CLIENT_CONFIG_TTL_MS };
      return value;
    },

    /** A user registered (000 §9: CompleteRegistration worth 5 USD); event id reg-<userId>, as the conversion page uses. */
    async trackRegistration(tx: DbOrTx, user: { id: number; email: string | null }, client: ClientMeta) {
      return enqueueEvent(tx, {
        name: 'CompleteRegistration',
        eventId: registrationEventId(user.id),
        valueCents: PIXEL_DEFAULTS.registrationValue * 100,
        currency: PIXEL_DEFAULTS.currency,
        email: user.email,
        userId: user.id,
        client,
      });
    },

    /**
     * The hook for payments, paid hosting and VPS: call inside the transaction that records a verified payment
     * (never on the browser's word). Sent only when the pixel is active, has a token and trackPurchases is on.
     */
    async trackPurchase(tx: DbOrTx, purchase: TrackPurchase) {
      return enqueueEvent(tx, {
        name: 'Purchase',
        eventId: purchase.eventId,
        valueCents: purchase.valueCents,
        currency: purchase.currency ?? PIXEL_DEFAULTS.currency,
        email: purchase.email,
        userId: purchase.userId,
        client: purchase.client,
      });
    },

    nudge: () => jobs.nudge(),
  };
}

export type PixelService = ReturnType<typeof createPixelService>;
