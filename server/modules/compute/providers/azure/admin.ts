// The admin's Azure service principals (001 §5, §7 /api/admin/azure/accounts…): client secrets sealed and
// write-only; blank on edit keeps it. One account is the default the trials run on.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPUTE_MESSAGES } from '../../../../../contract/compute.js';
import { type AzureAccount, type azureAccountBody } from '../../../../../contract/compute-accounts.js';
import type { Db } from '../../../../db/client.js';
import { azureAccounts } from '../../../../db/schema/index.js';
import { AppError } from '../../../../errors.js';
import type { AuditLog } from '../../../../lib/audit-log.js';
import type { ComputeAccounts } from '../../accounts-service.js';
import type { AzureAccountRow, createAzureProvider } from './index.js';

export function createAzureAdmin({
  db,
  log,
  now,
  accounts,
  provider,
}: {
  db: Db;
  log: AuditLog;
  now: () => Date;
  accounts: ComputeAccounts;
  provider: ReturnType<typeof createAzureProvider>;
}) {
  const { secretBox, recordChange } = accounts;
  const find = (id: number) => provider.accounts.find(db, id);

  function view(row: AzureAccountRow): AzureAccount {
    return {
      id: row.id,
      name: row.name,
      tenantId: row.tenantId,
      clientId: row.clientId,
      subscriptionId: row.subscriptionId,
      allowedRegions: row.allowedRegions,
      isActive: row.isActive,
      isDefault: row.isDefault,
      hasClientSecret: Boolean(row.clientSecret),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    async list() {
      return (await provider.accounts.list(db)).map(view);
    },

    async create(body: z.output<typeof azureAccountBody>) {
      if (!body.clientSecret) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.azureSecretRequired);
      const t = now();
      const first = (await provider.accounts.list(db)).length === 0;
      const row = await db.transaction(async (tx) => {
        const inserted = (
          await tx
            .insert(azureAccounts)
            .values({
              name: body.name,
              tenantId: body.tenantId,
              clientId: body.clientId,
              clientSecret: secretBox.seal(body.clientSecret!),
              subscriptionId: body.subscriptionId,
              allowedRegions: body.allowedRegions ?? [],
              isActive: body.isActive ?? true,
              isDefault: false,
              createdAt: t,
              updatedAt: t,
            })
            .returning()
        )[0]!;
        await recordChange(tx, 'azure_account_added', { type: 'azure_account', id: inserted.id }, { name: body.name });
        return inserted;
      });
      if (first || body.isDefault) await accounts.makeDefault(provider, row.id);
      log.info({ event: 'azure-account-added', accountId: row.id }, 'Azure account added');
      return view((await find(row.id))!);
    },

    async update(id: number, body: z.output<typeof azureAccountBody>) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx
          .update(azureAccounts)
          .set({
            name: body.name,
            tenantId: body.tenantId,
            clientId: body.clientId,
            subscriptionId: body.subscriptionId,
            ...(body.clientSecret ? { clientSecret: secretBox.seal(body.clientSecret) } : {}),
            allowedRegions: body.allowedRegions ?? row.allowedRegions,
            isActive: body.isActive ?? row.isActive,
            updatedAt: now(),
          })
          .where(eq(azureAccounts.id, id));
        await recordChange(
          tx,
          'azure_account_updated',
          { type: 'azure_account', id },
          { name: body.name, credentialReplaced: Boolean(body.clientSecret) },
        );
      });
      if (body.isDefault) await accounts.makeDefault(provider, id);
      log.info(
        { event: 'azure-account-updated', accountId: id, secretChanged: Boolean(body.clientSecret) },
        'Azure account updated',
      );
      return view((await find(id))!);
    },

    async remove(id: number) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx.delete(azureAccounts).where(eq(azureAccounts.id, id));
        await recordChange(tx, 'azure_account_deleted', { type: 'azure_account', id }, { name: row.name });
      });
      if (row.isDefault) {
        const next = (await provider.accounts.list(db))[0];
        if (next) await accounts.makeDefault(provider, next.id);
      }
      log.info({ event: 'azure-account-deleted', accountId: id }, 'Azure account deleted');
      return { message: 'Account deleted' };
    },

    async setDefault(id: number) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await accounts.makeDefault(provider, id);
      await recordChange(db, 'azure_default_set', { type: 'azure_account', id }, { name: row.name });
      return view((await find(id))!);
    },

    /** POST /api/admin/azure/accounts/test: a token, then GET /subscriptions/{id}. */
    async test(input: {
      tenantId?: string | null;
      clientId?: string | null;
      clientSecret?: string | null;
      subscriptionId?: string | null;
      accountId?: number | null;
    }) {
      let secret = input.clientSecret || '';
      if (!secret && input.accountId) {
        const row = await find(input.accountId);
        if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
        secret = secretBox.open(row.clientSecret);
      }
      if (!input.tenantId || !input.clientId || !secret || !input.subscriptionId)
        throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.azureTestRequired);
      const connection = provider.connectWith({
        tenantId: input.tenantId,
        clientId: input.clientId,
        clientSecret: secret,
        subscriptionId: input.subscriptionId,
      });
      const tested = await accounts.testConnection(connection, {
        refused: COMPUTE_MESSAGES.credentialTestFailed,
        authRefused: COMPUTE_MESSAGES.azureAuthFailed,
      });
      return {
        ok: true as const,
        message: tested.message,
        subscription: tested.details.subscription as {
          subscriptionId: string;
          displayName: string | null;
          state: string | null;
        },
      };
    },
  };
}
