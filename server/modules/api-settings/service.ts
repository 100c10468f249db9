import { fillMessage } from '../../../contract/i18n/format.js';
import { changedFields, SECRET_MASK } from '../../lib/audit-trail.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { HOSTING_MESSAGES, type ApiSettings, type ApiSettingsBody } from '../../../contract/hosting.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { WhmClient, WhmClientFactory } from '../../integrations/whm/types.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import { readApiSettingsRow, writeApiSettingsRow, type ApiSettingsRow } from './repo.js';
import { originOf, panelUrlOf, preferredDomainOf, splitWhmToken } from './whm-credentials.js';

export interface ApiSettingsServiceDeps {
  db: Db;
  secretBox: SecretBox;
  whmClientFactory: WhmClientFactory;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
}

/** A configured WHM: the client plus what callers need to build panel links. */
export interface WhmTarget {
  client: WhmClient;
  /** The WHM user the token belongs to (root unless the token was entered as 'user:token'). */
  username: string;
  whmApiUrl: string;
  preferredDomain: string;
  panelUrl: string;
}

/**
 * The admin's WHM/cPanel/e-mail settings (001 §5). The token is sealed with the secret box and never leaves
 * the server: reads answer whether one is stored and its last 4 characters.
 */
export function createApiSettingsService({ db, secretBox, whmClientFactory, log, now, audit }: ApiSettingsServiceDeps) {
  const changeListeners: (() => Promise<void> | void)[] = [];

  function openToken(row: ApiSettingsRow): string | null {
    if (!row.whmApiToken) return null;
    try {
      return secretBox.open(row.whmApiToken);
    } catch {
      // The secret key changed since the token was saved: treat WHM as unset until the admin re-enters it.
      log.warn({ event: 'whm-token-unreadable' }, 'the stored WHM token cannot be decrypted; re-enter it');
      return null;
    }
  }

  function toView(row: ApiSettingsRow | undefined): ApiSettings {
    const token = row ? openToken(row) : null;
    return {
      whmApiUrl: row?.whmApiUrl ?? null,
      cpanelBaseUrl: row?.cpanelBaseUrl ?? null,
      emailFromAddress: row?.emailFromAddress ?? null,
      emailFromName: row?.emailFromName ?? null,
      isActive: row?.isActive ?? false,
      hasWhmApiToken: token !== null,
      whmApiTokenSet: token !== null,
      whmApiTokenLast4: token && token.length >= 12 ? token.slice(-4) : null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  function connect(
    whmApiUrl: string,
    enteredToken: string,
    timeoutMs?: number,
  ): { client: WhmClient; username: string } {
    const { username, token } = splitWhmToken(enteredToken);
    const client = whmClientFactory({ baseUrl: whmApiUrl, username, token, ...(timeoutMs ? { timeoutMs } : {}) });
    return { client, username };
  }

  async function getWhm(options: { timeoutMs?: number } = {}): Promise<WhmTarget | null> {
    const row = await readApiSettingsRow(db);
    if (!row?.isActive || !row.whmApiUrl) return null;
    const token = openToken(row);
    if (!token) return null;
    const { client, username } = connect(row.whmApiUrl, token, options.timeoutMs);
    return {
      client,
      username,
      whmApiUrl: row.whmApiUrl,
      preferredDomain: preferredDomainOf(row.whmApiUrl, row.cpanelBaseUrl),
      panelUrl: panelUrlOf(row.whmApiUrl, row.cpanelBaseUrl),
    };
  }

  return {
    /** GET /api/api-settings. */
    async readSettings(): Promise<ApiSettings> {
      return toView(await readApiSettingsRow(db));
    },

    /**
     * POST /api/api-settings. A blank token keeps the stored one, except when none is stored or the WHM
     * address moves to another origin: a stored token is never sent to a host it was not entered for (E4).
     */
    async saveSettings(body: ApiSettingsBody): Promise<ApiSettings> {
      const current = await readApiSettingsRow(db);
      const enteredToken = body.whmApiToken?.trim() || null;
      const storedToken = current ? openToken(current) : null;
      if (!enteredToken && !storedToken)
        throw new AppError('BAD_REQUEST', HOSTING_MESSAGES.tokenRequired, { field: 'whmApiToken' });
      if (!enteredToken && originOf(current?.whmApiUrl) !== originOf(body.whmApiUrl)) {
        throw new AppError('BAD_REQUEST', HOSTING_MESSAGES.reenterToken, { field: 'whmApiToken' });
      }
      const row = await db.transaction(async (tx) => {
        const written = await writeApiSettingsRow(
          tx,
          {
            whmApiUrl: body.whmApiUrl,
            whmApiToken: enteredToken ? secretBox.seal(enteredToken) : current!.whmApiToken,
            cpanelBaseUrl: body.cpanelBaseUrl || null,
            emailFromAddress: body.emailFromAddress,
            emailFromName: body.emailFromName,
          },
          now(),
        );
        await audit.record(tx, {
          action: 'settings.api_changed',
          targetType: 'settings',
          targetId: 'api',
          details: { ...changedFields(body), whmApiToken: enteredToken ? SECRET_MASK : 'unchanged' },
        });
        return written;
      });
      log.info(
        { event: 'api-settings-saved', tokenChanged: Boolean(enteredToken), whmOrigin: originOf(body.whmApiUrl) },
        'API settings saved',
      );
      for (const listener of changeListeners) {
        await Promise.resolve(listener()).catch((err: unknown) => log.warn({ err }, 'API settings listener failed'));
      }
      return toView(row);
    },

    /**
     * POST /api/test-whm-connection: the values given (a blank field falls back to the stored one, under the
     * same origin rule as saving), answering WHM's version. Remote bodies are never echoed.
     */
    async testConnection(body: {
      whmApiUrl?: string | null;
      whmApiToken?: string | null;
    }): Promise<{ version: string; message: string }> {
      const current = await readApiSettingsRow(db);
      const url = body.whmApiUrl || current?.whmApiUrl || null;
      if (!url) throw new AppError('BAD_REQUEST', HOSTING_MESSAGES.invalidUrl, { field: 'whmApiUrl' });
      let token = body.whmApiToken?.trim() || null;
      if (!token) {
        if (current && originOf(current.whmApiUrl) !== originOf(url)) {
          throw new AppError('BAD_REQUEST', HOSTING_MESSAGES.reenterToken, { field: 'whmApiToken' });
        }
        token = current ? openToken(current) : null;
      }
      if (!token) throw new AppError('BAD_REQUEST', HOSTING_MESSAGES.tokenRequired, { field: 'whmApiToken' });
      try {
        const version = await connect(url, token).client.version();
        return { version, message: fillMessage(HOSTING_MESSAGES.whmConnected, { version }) };
      } catch (error) {
        log.warn(
          { event: 'whm-test-failed', kind: (error as { kind?: string }).kind, whmOrigin: originOf(url) },
          'WHM connection test failed',
        );
        throw new AppError('UPSTREAM_FAILED', HOSTING_MESSAGES.unableToConnect);
      }
    },

    /** The configured WHM, or null when no address or token is stored. */
    getWhm,

    /** The WHM client of the stored settings, or null when WHM is not configured. */
    async getWhmClient(options: { timeoutMs?: number } = {}): Promise<WhmClient | null> {
      return (await getWhm(options))?.client ?? null;
    },

    /** Called after every save (hosting retries its pending accounts when WHM becomes reachable). */
    onSettingsChanged(listener: () => Promise<void> | void) {
      changeListeners.push(listener);
    },
  };
}

export type ApiSettingsService = ReturnType<typeof createApiSettingsService>;
