// Cloud accounts and the default provider (001 §4, §5, §7), for every registered provider (providers/registry.ts).
// Every account is a cloud_accounts row read through the stored-account union; credentials are sealed with the
// SecretBox and opened only to connect. The admin's CRUD of them is account-admin.ts.
import type { DefaultProvider } from '../../../contract/compute.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { ServerErrorCode } from '../../../contract/i18n/error-codes.js';
import { AppError } from '../../errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import { describeProviderError, isPermanent } from './provider-errors.js';
import type { AnyProvider, CloudProviders } from './providers/registry.js';
import type { AccountCredentials, CloudAccount, CloudConnection } from './providers/types.js';
import { findAccountRow, listAccountRows, setDefaultAccountRow, type CloudAccountRow } from './accounts-repo.js';
import { readSettings, writeSettings, type InstanceRow } from './repo.js';

export interface ComputeAccountsDeps {
  db: Db;
  secretBox: SecretBox;
  providers: CloudProviders;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
}

export function createComputeAccounts({ db, secretBox, providers, log, audit, now }: ComputeAccountsDeps) {
  /** An admin's change of the compute setup, in the audit trail (who comes from the request); never a secret. */
  const recordChange = (
    tx: DbOrTx,
    change: string,
    target: { type: string; id: number | null },
    details: Record<string, unknown> = {},
  ) =>
    audit.record(tx, {
      action: 'compute.changed',
      targetType: target.type,
      targetId: target.id,
      details: { change, ...details },
    });

  function providerOf(id: string): AnyProvider {
    const provider = providers.find(id);
    if (!provider) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.defaultProviderFailed);
    return provider;
  }

  /** A row as its provider's branch of the stored-account union: a row that does not fit is an error, never a guess. */
  function toAccount(row: CloudAccountRow): CloudAccount {
    const stored = providers.storedAccount.parse({ provider: row.provider, config: row.config, secrets: row.secrets });
    return {
      ...row,
      config: stored.config as Record<string, unknown>,
      secrets: stored.secrets as Record<string, string>,
    };
  }

  const listAccounts = async (provider: AnyProvider) => (await listAccountRows(db, provider.id)).map(toAccount);
  async function findAccount(provider: AnyProvider, id: number): Promise<CloudAccount | undefined> {
    const row = await findAccountRow(db, provider.id, id);
    return row && toAccount(row);
  }

  /** Makes `id` the only default account of its provider (and the settings row's, where the provider keeps one there). */
  async function makeDefault(provider: AnyProvider, id: number) {
    await db.transaction(async (tx) => {
      const t = now();
      await setDefaultAccountRow(tx, provider.id, id, t);
      await provider.recordDefault?.(tx, id, t);
    });
  }

  /** The account a provider uses: the default if active, else the first active one. */
  async function activeAccount(provider: AnyProvider): Promise<CloudAccount | undefined> {
    const rows = (await listAccounts(provider)).filter((r) => r.isActive);
    return rows.find((r) => r.isDefault) ?? rows[0];
  }

  /** The account's secrets opened: what its provider's client needs. Never logged, stored or answered. */
  const credentialsOf = (account: CloudAccount): AccountCredentials => ({
    config: account.config,
    secrets: Object.fromEntries(
      Object.entries(account.secrets).map(([name, sealed]) => [name, secretBox.open(sealed)]),
    ),
  });

  /** A connection on the account's credentials, offering its allowed regions. */
  const connect = (provider: AnyProvider, account: CloudAccount) =>
    provider.connect(credentialsOf(account), account.allowedRegions);

  /** The row's provider, account and a connection with its credentials; undefined when the account is gone. */
  async function connectRow(
    row: InstanceRow,
  ): Promise<{ provider: AnyProvider; account: CloudAccount; connection: CloudConnection } | undefined> {
    const provider = providers.find(row.cloudProvider);
    if (!provider || !row.cloudAccountId) return undefined;
    const account = await findAccount(provider, row.cloudAccountId);
    if (!account) return undefined;
    return { provider, account, connection: connect(provider, account) };
  }

  /**
   * The admin's "test" button for any provider: the connection's cheap authenticated read. A refusal is a 400 with
   * the provider's message; an unreachable provider a 502 (retryable).
   */
  async function testConnection(connection: CloudConnection, messages: { refused: string; authRefused?: string }) {
    try {
      return await connection.testCredentials();
    } catch (error) {
      const details = describeProviderError(error);
      const kind = (error as { kind?: string }).kind;
      if (kind === 'auth' && messages.authRefused) throw new AppError('BAD_REQUEST', messages.authRefused, { details });
      if (isPermanent(error) || kind === 'not_found') throw new AppError('BAD_REQUEST', messages.refused, { details });
      throw new AppError('UPSTREAM_FAILED', messages.refused, { details });
    }
  }

  async function readDefaultProvider(): Promise<DefaultProvider> {
    const settings = await readSettings(db);
    const id = settings?.defaultProvider ?? providers.ids[0]!;
    const actives = await Promise.all(providers.list().map(async (p) => [p.id, await activeAccount(p)] as const));
    const row = actives.find(([p]) => p === id)?.[1];
    const accountIds = Object.fromEntries(actives.map(([p, account]) => [p, account?.id ?? null]));
    return {
      provider: id,
      account: row ? { id: row.id, name: row.name } : null,
      // The spec's per-provider fields (001 §7) are <id>AccountId of the first two providers; accountIds has them all.
      ...Object.fromEntries(actives.map(([p, account]) => [`${p}AccountId`, account?.id ?? null])),
      accountIds,
    } as DefaultProvider;
  }

  return {
    providers,
    secretBox,
    recordChange,
    makeDefault,
    activeAccount,
    connectRow,
    testConnection,
    providerOf,
    findAccount,
    listAccounts,
    connect,
    credentialsOf,

    // --- Default provider ----------------------------------------------------------------------------
    readDefaultProvider,

    async setDefaultProvider(input: { provider: string; accountId?: number | null }): Promise<DefaultProvider> {
      const provider = providerOf(input.provider);
      const row = input.accountId ? await findAccount(provider, input.accountId) : await activeAccount(provider);
      if (!row)
        throw new AppError('BAD_REQUEST', provider.accountRequiredMessage, {
          error: 'providerAccountRequired' satisfies ServerErrorCode,
        });
      await makeDefault(provider, row.id);
      await db.transaction(async (tx) => {
        await writeSettings(tx, { defaultProvider: provider.id as never }, now());
        await recordChange(
          tx,
          'default_provider_set',
          { type: 'compute_settings', id: null },
          { provider: provider.id, accountId: input.accountId ?? null },
        );
      });
      log.info({ event: 'compute-default-provider', provider: provider.id }, 'default compute provider set');
      return readDefaultProvider();
    },
  };
}

export type ComputeAccounts = ReturnType<typeof createComputeAccounts>;
