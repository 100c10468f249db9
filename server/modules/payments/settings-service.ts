import type { AuditTrail } from '../../lib/audit-trail.js';
import {
  PAYMENT_MESSAGES,
  STRIPE_RECENT_EVENT_DAYS,
  type StripeSettings,
  type StripeSettingsBody,
  type WebhookMode,
} from '../../../contract/payments.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { STRIPE_API_VERSION, type StripeClient, type StripeClientFactory } from '../../integrations/stripe/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { readLastEvent, readOtherApiVersions } from './event-activity-repo.js';
import { HANDLED_EVENT_TYPES } from './event-types.js';
import {
  readStripeSettingsRow,
  writeStripeSettingsRow,
  writeStripeTaxSetting,
  writeWebhookEndpointState,
  type StripeSettingsRow,
} from './settings-repo.js';
import { describeStripeError, isStripeError } from './stripe-errors.js';
import { endpointFailureMessage, ensureManagedEndpoint, removeEndpoint } from './webhook-endpoint.js';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
/** How long an instance reuses the publishable key it read (client config is asked on every page load). */
const PUBLIC_KEY_TTL_MS = 30_000;

export interface StripeConnection {
  /** Rebuilt only when the stored settings change (updatedAt). */
  client: StripeClient;
  publicKey: string;
  webhookSecret: string;
  isTestMode: boolean;
  /** The admin's Stripe Tax setting: automatic_tax on taxable products' subscriptions. */
  automaticTax: boolean;
}

export interface StripeSettingsDeps {
  db: Db;
  secretBox: SecretBox;
  clientFactory: StripeClientFactory;
  client: { apiUrl: string; timeoutMs: number; maxNetworkRetries: number };
  /** Where Stripe delivers to HostFree's own endpoint: the configured public URL + STRIPE_WEBHOOK_PATH. */
  webhookUrl: string;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * The admin's Stripe settings (001 §5): sealed, write-only secret key and webhook secret; a save is checked
 * against Stripe with a cheap authenticated read (GET /v1/balance). Every instance reads the row when it needs
 * Stripe, so a save on one instance reaches the others at their next payment.
 *
 * The webhook: without a pasted secret HostFree keeps its own endpoint in the account
 * (webhook-endpoint.ts) and stores that endpoint's secret; a pasted secret wins, and HostFree's endpoint, if it had
 * one, is removed so Stripe does not deliver twice. The endpoint step runs after the keys are stored, so a Stripe
 * failure there leaves the keys saved and the reason on the settings screen, retried by the next save or by
 * "Set up webhook again" (POST /api/admin/stripe-settings/webhook-endpoint).
 */
export function createStripeSettingsService({
  db,
  secretBox,
  clientFactory,
  client: clientOptions,
  webhookUrl,
  log,
  now,
  audit,
}: StripeSettingsDeps) {
  let cached: { version: string; connection: StripeConnection } | undefined;
  let publicKeyCache: { value: string | null; at: number } | undefined;
  const listeners: (() => void)[] = [];

  function open(sealed: string | null): string | null {
    if (!sealed) return null;
    try {
      return secretBox.open(sealed);
    } catch {
      // The secret key changed since the secret was saved: Stripe counts as unset until the admin re-enters it.
      log.warn(
        { event: 'stripe-secret-unreadable' },
        'a stored Stripe secret cannot be decrypted; re-enter the Stripe settings',
      );
      return null;
    }
  }

  /** The secret events are verified with: the admin's pasted one, else HostFree's own endpoint's. */
  function webhookSecretOf(row: StripeSettingsRow): { secret: string; mode: Exclude<WebhookMode, 'none'> } | null {
    const pasted = open(row.webhookSecret);
    if (pasted) return { secret: pasted, mode: 'pasted' };
    const managed = open(row.webhookEndpointSecret);
    return managed ? { secret: managed, mode: 'managed' } : null;
  }

  async function toView(row: StripeSettingsRow | undefined): Promise<StripeSettings> {
    const hasSecretKey = Boolean(row && open(row.secretKey));
    const webhook = row ? webhookSecretOf(row) : null;
    const [lastEvent, otherApiVersions] = await Promise.all([
      readLastEvent(db),
      readOtherApiVersions(db, STRIPE_API_VERSION, new Date(now().getTime() - STRIPE_RECENT_EVENT_DAYS * DAY_MS)),
    ]);
    return {
      publicKey: row?.publicKey ?? null,
      isTestMode: row?.isTestMode ?? true,
      hasSecretKey,
      hasWebhookSecret: Boolean(webhook),
      isConfigured: Boolean(row?.publicKey) && hasSecretKey && Boolean(webhook),
      webhookPath: STRIPE_WEBHOOK_PATH,
      webhookUrl,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      automaticTax: row?.automaticTax ?? false,
      webhook: {
        mode: webhook?.mode ?? 'none',
        endpointId: row?.webhookEndpointId ?? null,
        apiVersion: row?.webhookEndpointApiVersion ?? null,
        pinnedApiVersion: STRIPE_API_VERSION,
        eventTypes: [...HANDLED_EVENT_TYPES],
        error: row?.webhookEndpointError ?? null,
        checkedAt: row?.webhookEndpointCheckedAt?.toISOString() ?? null,
      },
      lastEvent: lastEvent && {
        type: lastEvent.type,
        receivedAt: lastEvent.receivedAt.toISOString(),
        apiVersion: lastEvent.apiVersion,
      },
      otherApiVersions: otherApiVersions.map((v) => ({ ...v, lastAt: v.lastAt.toISOString() })),
    };
  }

  const build = (secretKey: string) => clientFactory({ secretKey, ...clientOptions });

  /** The stored connection, or null when a key or every webhook secret is missing or unreadable. */
  async function connection(): Promise<StripeConnection | null> {
    const row = await readStripeSettingsRow(db);
    if (!row?.publicKey || !row.secretKey || !(row.webhookSecret || row.webhookEndpointSecret)) return null;
    const version = `${row.id}:${row.updatedAt.getTime()}`;
    if (cached?.version === version) return cached.connection;
    const secretKey = open(row.secretKey);
    const webhook = webhookSecretOf(row);
    if (!secretKey || !webhook) return null;
    cached = {
      version,
      connection: {
        client: build(secretKey),
        publicKey: row.publicKey,
        webhookSecret: webhook.secret,
        isTestMode: row.isTestMode,
        automaticTax: row.automaticTax,
      },
    };
    return cached.connection;
  }

  function settingsChanged() {
    cached = undefined;
    publicKeyCache = undefined;
    for (const listener of listeners) listener();
  }

  async function recordEndpoint(
    row: StripeSettingsRow,
    values: Parameters<typeof writeWebhookEndpointState>[2],
    details: Record<string, unknown>,
  ) {
    return db.transaction(async (tx) => {
      const written = await writeWebhookEndpointState(
        tx,
        row.id,
        { ...values, webhookEndpointCheckedAt: now() },
        now(),
      );
      await audit.record(tx, {
        action: 'settings.stripe_webhook_endpoint',
        targetType: 'settings',
        targetId: 'stripe',
        details,
      });
      return written;
    });
  }

  /**
   * The endpoint step, after the keys are stored. Pasted secret: HostFree's own endpoint (if any) is removed.
   * Otherwise HostFree's endpoint is created or brought up to date and a new secret stored. Never throws for a
   * Stripe failure: the reason is stored for the settings screen (and the audit log) and the previous endpoint
   * and secret are kept, so payments that worked keep working.
   */
  async function syncWebhookEndpoint(row: StripeSettingsRow, client: StripeClient): Promise<StripeSettingsRow> {
    if (open(row.webhookSecret)) {
      if (!row.webhookEndpointId)
        return row.webhookEndpointError
          ? recordEndpoint(row, { webhookEndpointError: null }, { outcome: 'pasted' })
          : row;
      const removed = await removeEndpoint(client, row.webhookEndpointId);
      if (!removed) {
        log.warn(
          { event: 'stripe-webhook-endpoint-failed', endpointId: row.webhookEndpointId },
          "HostFree's Stripe webhook endpoint could not be removed",
        );
        return recordEndpoint(
          row,
          { webhookEndpointError: PAYMENT_MESSAGES.webhookEndpointRemoveFailed },
          { outcome: 'failed', step: 'remove', endpointId: row.webhookEndpointId },
        );
      }
      log.info(
        { event: 'stripe-webhook-endpoint', outcome: 'removed', endpointId: row.webhookEndpointId },
        "HostFree's Stripe webhook endpoint removed (a pasted secret wins)",
      );
      return recordEndpoint(
        row,
        {
          webhookEndpointId: null,
          webhookEndpointSecret: null,
          webhookEndpointUrl: null,
          webhookEndpointApiVersion: null,
          webhookEndpointError: null,
        },
        { outcome: 'removed', endpointId: row.webhookEndpointId },
      );
    }
    try {
      const result = await ensureManagedEndpoint(client, webhookUrl, {
        id: row.webhookEndpointId,
        hasSecret: Boolean(open(row.webhookEndpointSecret)),
      });
      if (result.leftOver.length)
        log.warn(
          { event: 'stripe-webhook-endpoint-left-over', endpointIds: result.leftOver },
          'an old Stripe webhook endpoint of HostFree could not be removed',
        );
      log.info(
        {
          event: 'stripe-webhook-endpoint',
          outcome: result.action,
          endpointId: result.id,
          apiVersion: result.apiVersion,
        },
        "HostFree's Stripe webhook endpoint is set up",
      );
      return await recordEndpoint(
        row,
        {
          webhookEndpointId: result.id,
          ...(result.secret ? { webhookEndpointSecret: secretBox.seal(result.secret) } : {}),
          webhookEndpointUrl: result.url,
          webhookEndpointApiVersion: result.apiVersion,
          webhookEndpointError: result.leftOver.length ? PAYMENT_MESSAGES.webhookEndpointOldLeft : null,
        },
        {
          outcome: result.action,
          endpointId: result.id,
          url: result.url,
          apiVersion: result.apiVersion,
          ...(result.leftOver.length ? { leftOver: result.leftOver } : {}),
        },
      );
    } catch (error) {
      const message = endpointFailureMessage(error);
      log.warn(
        { event: 'stripe-webhook-endpoint-failed', ...describeStripeError(error) },
        "HostFree's Stripe webhook endpoint could not be set up",
      );
      return recordEndpoint(
        row,
        { webhookEndpointError: message },
        {
          outcome: 'failed',
          step: 'set-up',
          url: webhookUrl,
          message,
          ...(isStripeError(error) ? { requestId: error.requestId ?? null } : {}),
        },
      );
    }
  }

  return {
    connection,

    /** GET /api/admin/stripe-settings. */
    async readSettings(): Promise<StripeSettings> {
      return toView(await readStripeSettingsRow(db));
    },

    /** PUT /api/admin/stripe-settings: the body is already checked for presence, prefixes and mode. */
    async saveSettings(body: StripeSettingsBody): Promise<StripeSettings> {
      const client = build(body.secretKey);
      try {
        await client.balance.retrieve();
      } catch (error) {
        log.warn(
          { event: 'stripe-settings-check-failed', ...describeStripeError(error) },
          'Stripe refused the secret key',
        );
        // 401/403: the key is wrong or lacks permission; Stripe's own words (they show only the key's last 4).
        if (isStripeError(error) && (error.statusCode === 401 || error.statusCode === 403)) {
          throw new AppError('BAD_REQUEST', error.message, { field: 'secretKey' });
        }
        throw new AppError('UPSTREAM_FAILED', PAYMENT_MESSAGES.stripeUnreachable, { retryable: true });
      }
      const pasted = body.webhookSecret?.trim() || null;
      const saved = await db.transaction(async (tx) => {
        const current = await readStripeSettingsRow(tx);
        // The managed endpoint's own secret pasted back (copied from the Dashboard) is not the admin's endpoint.
        const isOurs = pasted !== null && current !== undefined && pasted === open(current.webhookEndpointSecret);
        const written = await writeStripeSettingsRow(
          tx,
          {
            publicKey: body.publicKey,
            secretKey: secretBox.seal(body.secretKey),
            webhookSecret: pasted && !isOurs ? secretBox.seal(pasted) : null,
            isTestMode: body.isTestMode,
          },
          now(),
        );
        // The keys are secrets: the log says only that they were set (masked), and the mode.
        await audit.record(tx, {
          action: 'settings.stripe_changed',
          targetType: 'settings',
          targetId: 'stripe',
          details: {
            publicKey: body.publicKey,
            secretKey: body.secretKey,
            webhookSecret: pasted,
            isTestMode: body.isTestMode,
          },
        });
        return written;
      });
      log.info({ event: 'stripe-settings-saved', isTestMode: body.isTestMode }, 'Stripe settings saved');
      try {
        return await toView(await syncWebhookEndpoint(saved, client));
      } finally {
        settingsChanged();
      }
    },

    /** "Set up webhook again" (POST /api/admin/stripe-settings/webhook-endpoint): the endpoint step with the stored key. */
    async setUpWebhookEndpoint(): Promise<StripeSettings> {
      const row = await readStripeSettingsRow(db);
      const secretKey = row ? open(row.secretKey) : null;
      if (!row || !secretKey) throw new AppError('CONFLICT', PAYMENT_MESSAGES.webhookNeedsKeys);
      try {
        return await toView(await syncWebhookEndpoint(row, build(secretKey)));
      } finally {
        settingsChanged();
      }
    },

    /**
     * PUT /api/admin/stripe-settings/tax: Stripe Tax on or off for paid hosting and VPS. Needs the keys saved first
     * (the setting lives on their row); audited. Subscriptions started before keep what they were started with.
     */
    async setAutomaticTax(enabled: boolean): Promise<StripeSettings> {
      const saved = await db.transaction(async (tx) => {
        const row = await readStripeSettingsRow(tx);
        if (!row) throw new AppError('CONFLICT', PAYMENT_MESSAGES.webhookNeedsKeys);
        const written = await writeStripeTaxSetting(tx, row.id, enabled, now());
        if (row.automaticTax !== enabled)
          await audit.record(tx, {
            action: 'settings.stripe_tax',
            targetType: 'settings',
            targetId: 'stripe',
            details: { automaticTax: enabled },
          });
        return written;
      });
      settingsChanged();
      return toView(saved);
    },

    /** The publishable key for the browser (client config); null when Stripe is not fully configured. */
    async publicKey(): Promise<string | null> {
      const at = now().getTime();
      if (publicKeyCache && at - publicKeyCache.at < PUBLIC_KEY_TTL_MS) return publicKeyCache.value;
      const value = (await connection())?.publicKey ?? null;
      publicKeyCache = { value, at };
      return value;
    },

    onSettingsChanged(listener: () => void) {
      listeners.push(listener);
    },
  };
}

export type StripeSettingsService = ReturnType<typeof createStripeSettingsService>;
