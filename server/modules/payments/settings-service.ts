import type { AuditTrail } from '../../lib/audit-trail.js';
import { PAYMENT_MESSAGES, type StripeSettings, type StripeSettingsBody } from '../../../contract/payments.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { StripeClient, StripeClientFactory } from '../../integrations/stripe/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { readStripeSettingsRow, writeStripeSettingsRow, type StripeSettingsRow } from './settings-repo.js';
import { describeStripeError, isStripeError } from './stripe-errors.js';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
/** How long an instance reuses the publishable key it read (client config is asked on every page load). */
const PUBLIC_KEY_TTL_MS = 30_000;

export interface StripeConnection {
  /** Rebuilt only when the stored settings change (updatedAt). */
  client: StripeClient;
  publicKey: string;
  webhookSecret: string;
  isTestMode: boolean;
}

export interface StripeSettingsDeps {
  db: Db;
  secretBox: SecretBox;
  clientFactory: StripeClientFactory;
  client: { apiUrl: string; timeoutMs: number; maxNetworkRetries: number };
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
}

/**
 * The admin's Stripe settings (001 §5): sealed, write-only secret key and webhook secret; a save is checked
 * against Stripe with a cheap authenticated read (GET /v1/balance). Every instance reads the row when it needs
 * Stripe, so a save on one instance reaches the others at their next payment.
 */
export function createStripeSettingsService({ db, secretBox, clientFactory, client: clientOptions, log, now, audit }: StripeSettingsDeps) {
  let cached: { version: string; connection: StripeConnection } | undefined;
  let publicKeyCache: { value: string | null; at: number } | undefined;
  const listeners: (() => void)[] = [];

  function open(sealed: string | null): string | null {
    if (!sealed) return null;
    try {
      return secretBox.open(sealed);
    } catch {
      // The secret key changed since the secret was saved: Stripe counts as unset until the admin re-enters it.
      log.warn({ event: 'stripe-secret-unreadable' }, 'a stored Stripe secret cannot be decrypted; re-enter the Stripe settings');
      return null;
    }
  }

  function toView(row: StripeSettingsRow | undefined): StripeSettings {
    const hasSecretKey = Boolean(row && open(row.secretKey));
    const hasWebhookSecret = Boolean(row && open(row.webhookSecret));
    return {
      publicKey: row?.publicKey ?? null,
      isTestMode: row?.isTestMode ?? true,
      hasSecretKey,
      hasWebhookSecret,
      isConfigured: Boolean(row?.publicKey) && hasSecretKey && hasWebhookSecret,
      webhookPath: STRIPE_WEBHOOK_PATH,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  const build = (secretKey: string) => clientFactory({ secretKey, ...clientOptions });

  /** The stored connection, or null when any of the three keys is missing or unreadable. */
  async function connection(): Promise<StripeConnection | null> {
    const row = await readStripeSettingsRow(db);
    if (!row?.publicKey || !row.secretKey || !row.webhookSecret) return null;
    const version = `${row.id}:${row.updatedAt.getTime()}`;
    if (cached?.version === version) return cached.connection;
    const secretKey = open(row.secretKey);
    const webhookSecret = open(row.webhookSecret);
    if (!secretKey || !webhookSecret) return null;
    cached = { version, connection: { client: build(secretKey), publicKey: row.publicKey, webhookSecret, isTestMode: row.isTestMode } };
    return cached.connection;
  }

  return {
    connection,

    /** GET /api/admin/stripe-settings. */
    async readSettings(): Promise<StripeSettings> {
      return toView(await readStripeSettingsRow(db));
    },

    /** PUT /api/admin/stripe-settings: the body is already checked for presence, prefixes and mode. */
    async saveSettings(body: StripeSettingsBody): Promise<StripeSettings> {
      try {
        await build(body.secretKey).balance.retrieve();
      } catch (error) {
        log.warn({ event: 'stripe-settings-check-failed', ...describeStripeError(error) }, 'Stripe refused the secret key');
        // 401/403: the key is wrong or lacks permission; Stripe's own words (they show only the key's last 4).
        if (isStripeError(error) && (error.statusCode === 401 || error.statusCode === 403)) {
          throw new AppError('BAD_REQUEST', error.message, { field: 'secretKey' });
        }
        throw new AppError('UPSTREAM_FAILED', PAYMENT_MESSAGES.stripeUnreachable, { retryable: true });
      }
      const row = await db.transaction(async (tx) => {
        const written = await writeStripeSettingsRow(tx, {
          publicKey: body.publicKey,
          secretKey: secretBox.seal(body.secretKey),
          webhookSecret: secretBox.seal(body.webhookSecret),
          isTestMode: body.isTestMode,
        }, now());
        // The keys are secrets: the log says only that they were set (masked), and the mode.
        await audit.record(tx, { action: 'settings.stripe_changed', targetType: 'settings', targetId: 'stripe', details: { publicKey: body.publicKey, secretKey: body.secretKey, webhookSecret: body.webhookSecret, isTestMode: body.isTestMode } });
        return written;
      });
      cached = undefined;
      publicKeyCache = undefined;
      log.info({ event: 'stripe-settings-saved', isTestMode: body.isTestMode }, 'Stripe settings saved');
      for (const listener of listeners) listener();
      return toView(row);
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
