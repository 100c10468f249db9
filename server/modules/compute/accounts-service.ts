// Vultr and Azure accounts and the default provider (001 §4, §5, §7). API keys and client secrets are sealed
// with the SecretBox and never leave the server: views say only whether one is stored. Blank on edit keeps it.
import { eq } from 'drizzle-orm';
import {
  COMPUTE_MESSAGES, azureAccountBody, vultrAccountBody, type AzureAccount, type DefaultProvider, type VultrAccount,
} from '../../../contract/compute.js';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { azureAccounts, vultrAccounts } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { AzureClient, AzureClientFactory, AzureCredentials } from '../../integrations/azure/types.js';
import type { VultrClient, VultrClientFactory } from '../../integrations/vultr/types.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { AuditTrail } from '../../lib/audit-trail.js';
import type { DbOrTx } from '../../db/client.js';
import { describeProviderError, isPermanent } from './provider-errors.js';
import {
  findAzureAccount, findVultrAccount, listAzureAccounts, listVultrAccounts, readSettings, writeSettings, type AzureAccountRow, type VultrAccountRow,
} from './repo.js';

export interface ComputeAccountsDeps {
  db: Db;
  secretBox: SecretBox;
  vultr: VultrClientFactory;
  azure: AzureClientFactory;
  log: AuditLog;
  audit: AuditTrail;
  now: () => Date;
}

const last4 = (value: string) => (value.length >= 8 ? value.slice(-4) : null);

export function createComputeAccounts({ db, secretBox, vultr, azure, log, audit, now }: ComputeAccountsDeps) {
  /** An admin's change of the compute setup, in the audit trail (who comes from the request); never a secret. */
  const recordChange = (tx: DbOrTx, change: string, target: { type: string; id: number | null }, details: Record<string, unknown> = {}) =>
    audit.record(tx, { action: 'compute.changed', targetType: target.type, targetId: target.id, details: { change, ...details } });

  function vultrView(row: VultrAccountRow): VultrAccount {
    let key = '';
    try { key = secretBox.open(row.apiKey); } catch { key = ''; }
    return {
      id: row.id, name: row.name, label: row.label, allowedRegions: row.allowedRegions, isActive: row.isActive, isDefault: row.isDefault,
      hasApiKey: Boolean(row.apiKey), apiKeyLast4: key ? last4(key) : null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
    };
  }

  function azureView(row: AzureAccountRow): AzureAccount {
    return {
      id: row.id, name: row.name, tenantId: row.tenantId, clientId: row.clientId, subscriptionId: row.subscriptionId,
      allowedRegions: row.allowedRegions, isActive: row.isActive, isDefault: row.isDefault, hasClientSecret: Boolean(row.clientSecret),
      createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Makes `id` the only default of its table and records it in compute_settings. */
  async function makeDefault(provider: 'azure' | 'vultr', id: number) {
    await db.transaction(async (tx) => {
      const t = now();
      if (provider === 'vultr') {
        await tx.update(vultrAccounts).set({ isDefault: false, updatedAt: t }).where(eq(vultrAccounts.isDefault, true));
        await tx.update(vultrAccounts).set({ isDefault: true, updatedAt: t }).where(eq(vultrAccounts.id, id));
        await writeSettings(tx, { defaultVultrAccountId: id }, t);
      } else {
        await tx.update(azureAccounts).set({ isDefault: false, updatedAt: t }).where(eq(azureAccounts.isDefault, true));
        await tx.update(azureAccounts).set({ isDefault: true, updatedAt: t }).where(eq(azureAccounts.id, id));
        await writeSettings(tx, { defaultAzureAccountId: id }, t);
      }
    });
  }

  /** The account a provider uses: the default if active, else the first active one. */
  async function activeVultrAccount(): Promise<VultrAccountRow | undefined> {
    const rows = (await listVultrAccounts(db)).filter((r) => r.isActive);
    return rows.find((r) => r.isDefault) ?? rows[0];
  }
  async function activeAzureAccount(): Promise<AzureAccountRow | undefined> {
    const rows = (await listAzureAccounts(db)).filter((r) => r.isActive);
    return rows.find((r) => r.isDefault) ?? rows[0];
  }

  const vultrClientFor = (row: VultrAccountRow): VultrClient => vultr(secretBox.open(row.apiKey));
  const azureCredentialsFor = (row: AzureAccountRow): AzureCredentials => ({
    tenantId: row.tenantId, clientId: row.clientId, clientSecret: secretBox.open(row.clientSecret), subscriptionId: row.subscriptionId,
  });
  const azureClientFor = (row: AzureAccountRow): AzureClient => azure(azureCredentialsFor(row));

  return {
    vultrView,
    azureView,
    activeVultrAccount,
    activeAzureAccount,
    vultrClientFor,
    azureClientFor,
    findVultrAccount: (id: number) => findVultrAccount(db, id),
    findAzureAccount: (id: number) => findAzureAccount(db, id),
    listVultrRows: () => listVultrAccounts(db),
    listAzureRows: () => listAzureAccounts(db),

    // --- Vultr ---------------------------------------------------------------------------------------
    async listVultr() {
      return (await listVultrAccounts(db)).map(vultrView);
    },

    async createVultr(body: z.output<typeof vultrAccountBody>) {
      if (!body.apiKey) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.vultrKeyRequired);
      const t = now();
      const first = (await listVultrAccounts(db)).length === 0;
      const row = await db.transaction(async (tx) => {
        const inserted = (await tx.insert(vultrAccounts).values({
          name: body.name, label: body.label?.trim() || null, apiKey: secretBox.seal(body.apiKey!), allowedRegions: body.allowedRegions ?? [],
          isActive: body.isActive ?? true, isDefault: false, createdAt: t, updatedAt: t,
        }).returning())[0]!;
        await recordChange(tx, 'vultr_account_added', { type: 'vultr_account', id: inserted.id }, { name: body.name });
        return inserted;
      });
      // 001 §4: the first linked Vultr account becomes the default.
      if (first || body.isDefault) await makeDefault('vultr', row.id);
      log.info({ event: 'vultr-account-added', accountId: row.id }, 'Vultr account added');
      return vultrView((await findVultrAccount(db, row.id))!);
    },

    async updateVultr(id: number, body: z.output<typeof vultrAccountBody>) {
      const row = await findVultrAccount(db, id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx.update(vultrAccounts).set({
          name: body.name,
          label: body.label === undefined ? row.label : body.label?.trim() || null,
          ...(body.apiKey ? { apiKey: secretBox.seal(body.apiKey) } : {}),
          allowedRegions: body.allowedRegions ?? row.allowedRegions,
          isActive: body.isActive ?? row.isActive,
          updatedAt: now(),
        }).where(eq(vultrAccounts.id, id));
        await recordChange(tx, 'vultr_account_updated', { type: 'vultr_account', id }, { name: body.name, credentialReplaced: Boolean(body.apiKey) });
      });
      if (body.isDefault) await makeDefault('vultr', id);
      log.info({ event: 'vultr-account-updated', accountId: id, keyChanged: Boolean(body.apiKey) }, 'Vultr account updated');
      return vultrView((await findVultrAccount(db, id))!);
    },

    async deleteVultr(id: number) {
      const row = await findVultrAccount(db, id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx.delete(vultrAccounts).where(eq(vultrAccounts.id, id));
        await recordChange(tx, 'vultr_account_deleted', { type: 'vultr_account', id }, { name: row.name });
      });
      // Another account takes over as default so launches keep working.
      if (row.isDefault) {
        const next = (await listVultrAccounts(db))[0];
        if (next) await makeDefault('vultr', next.id);
      }
      log.info({ event: 'vultr-account-deleted', accountId: id }, 'Vultr account deleted');
      return { message: 'Account deleted' };
    },

    /** POST /api/admin/vultr/accounts/test: GET /v2/account with the typed key (or the stored one). */
    async testVultr(input: { apiKey?: string | null; accountId?: number | null }) {
      let key = input.apiKey || '';
      if (!key && input.accountId) {
        const row = await findVultrAccount(db, input.accountId);
        if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
        key = secretBox.open(row.apiKey);
      }
      if (!key) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.vultrKeyRequired);
      try {
        const account = await vultr(key).getAccount();
        return { ok: true as const, message: 'API key verified', account };
      } catch (error) {
        const details = describeProviderError(error);
        if (isPermanent(error)) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.vultrVerifyFailed, { details });
        throw new AppError('UPSTREAM_FAILED', COMPUTE_MESSAGES.vultrVerifyFailed, { details });
      }
    },

    // --- Azure ---------------------------------------------------------------------------------------
    async listAzure() {
      return (await listAzureAccounts(db)).map(azureView);
    },

    async createAzure(body: z.output<typeof azureAccountBody>) {
      if (!body.clientSecret) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.azureSecretRequired);
      const t = now();
      const first = (await listAzureAccounts(db)).length === 0;
      const row = await db.transaction(async (tx) => {
        const inserted = (await tx.insert(azureAccounts).values({
          name: body.name, tenantId: body.tenantId, clientId: body.clientId, clientSecret: secretBox.seal(body.clientSecret!),
          subscriptionId: body.subscriptionId, allowedRegions: body.allowedRegions ?? [], isActive: body.isActive ?? true, isDefault: false,
          createdAt: t, updatedAt: t,
        }).returning())[0]!;
        await recordChange(tx, 'azure_account_added', { type: 'azure_account', id: inserted.id }, { name: body.name });
        return inserted;
      });
      if (first || body.isDefault) await makeDefault('azure', row.id);
      log.info({ event: 'azure-account-added', accountId: row.id }, 'Azure account added');
      return azureView((await findAzureAccount(db, row.id))!);
    },

    async updateAzure(id: number, body: z.output<typeof azureAccountBody>) {
      const row = await findAzureAccount(db, id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx.update(azureAccounts).set({
          name: body.name, tenantId: body.tenantId, clientId: body.clientId, subscriptionId: body.subscriptionId,
          ...(body.clientSecret ? { clientSecret: secretBox.seal(body.clientSecret) } : {}),
          allowedRegions: body.allowedRegions ?? row.allowedRegions,
          isActive: body.isActive ?? row.isActive,
          updatedAt: now(),
        }).where(eq(azureAccounts.id, id));
        await recordChange(tx, 'azure_account_updated', { type: 'azure_account', id }, { name: body.name, credentialReplaced: Boolean(body.clientSecret) });
      });
      if (body.isDefault) await makeDefault('azure', id);
      log.info({ event: 'azure-account-updated', accountId: id, secretChanged: Boolean(body.clientSecret) }, 'Azure account updated');
      return azureView((await findAzureAccount(db, id))!);
    },

    async deleteAzure(id: number) {
      const row = await findAzureAccount(db, id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx.delete(azureAccounts).where(eq(azureAccounts.id, id));
        await recordChange(tx, 'azure_account_deleted', { type: 'azure_account', id }, { name: row.name });
      });
      if (row.isDefault) {
        const next = (await listAzureAccounts(db))[0];
        if (next) await makeDefault('azure', next.id);
      }
      log.info({ event: 'azure-account-deleted', accountId: id }, 'Azure account deleted');
      return { message: 'Account deleted' };
    },

    async setAzureDefault(id: number) {
      const row = await findAzureAccount(db, id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await makeDefault('azure', id);
      await recordChange(db, 'azure_default_set', { type: 'azure_account', id }, { name: row.name });
      return azureView((await findAzureAccount(db, id))!);
    },

    /** POST /api/admin/azure/accounts/test: a token, then GET /subscriptions/{id}. */
    async testAzure(input: { tenantId?: string | null; clientId?: string | null; clientSecret?: string | null; subscriptionId?: string | null; accountId?: number | null }) {
      let secret = input.clientSecret || '';
      if (!secret && input.accountId) {
        const row = await findAzureAccount(db, input.accountId);
        if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
        secret = secretBox.open(row.clientSecret);
      }
      if (!input.tenantId || !input.clientId || !secret || !input.subscriptionId) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.azureTestRequired);
      try {
        const subscription = await azure({ tenantId: input.tenantId, clientId: input.clientId, clientSecret: secret, subscriptionId: input.subscriptionId }).getSubscription();
        return { ok: true as const, message: `Connected to ${subscription.displayName ?? subscription.subscriptionId}`, subscription };
      } catch (error) {
        const details = describeProviderError(error);
        const kind = (error as { kind?: string }).kind;
        if (kind === 'auth') throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.azureAuthFailed, { details });
        if (isPermanent(error) || kind === 'not_found') throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.credentialTestFailed, { details });
        throw new AppError('UPSTREAM_FAILED', COMPUTE_MESSAGES.credentialTestFailed, { details });
      }
    },

    // --- Default provider ----------------------------------------------------------------------------
    async readDefaultProvider(): Promise<DefaultProvider> {
      const settings = await readSettings(db);
      const provider = settings?.defaultProvider ?? 'azure';
      const vultrRow = await activeVultrAccount();
      const azureRow = await activeAzureAccount();
      const row = provider === 'vultr' ? vultrRow : azureRow;
      return {
        provider,
        account: row ? { id: row.id, name: row.name } : null,
        azureAccountId: azureRow?.id ?? null,
        vultrAccountId: vultrRow?.id ?? null,
      };
    },

    async setDefaultProvider(input: { provider: 'azure' | 'vultr'; accountId?: number | null }): Promise<DefaultProvider> {
      if (input.provider === 'vultr') {
        const row = input.accountId ? await findVultrAccount(db, input.accountId) : await activeVultrAccount();
        if (!row) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.vultrAccountRequired);
        await makeDefault('vultr', row.id);
      } else {
        const row = input.accountId ? await findAzureAccount(db, input.accountId) : await activeAzureAccount();
        if (!row) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.azureAccountRequired);
        await makeDefault('azure', row.id);
      }
      await db.transaction(async (tx) => {
        await writeSettings(tx, { defaultProvider: input.provider }, now());
        await recordChange(tx, 'default_provider_set', { type: 'compute_settings', id: null }, { provider: input.provider, accountId: input.accountId ?? null });
      });
      log.info({ event: 'compute-default-provider', provider: input.provider }, 'default compute provider set');
      return this.readDefaultProvider();
    },
  };
}

export type ComputeAccounts = ReturnType<typeof createComputeAccounts>;
