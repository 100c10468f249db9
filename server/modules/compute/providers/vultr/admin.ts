// The admin's Vultr accounts (001 §4, §7 /api/admin/vultr/accounts…): API keys sealed and write-only (views say
// only whether one is stored and its last four characters); blank on edit keeps it.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPUTE_MESSAGES } from '../../../../../contract/compute.js';
import { type VultrAccount, type vultrAccountBody } from '../../../../../contract/compute-accounts.js';
import type { Db } from '../../../../db/client.js';
import { vultrAccounts } from '../../../../db/schema/index.js';
import { AppError } from '../../../../errors.js';
import type { AuditLog } from '../../../../lib/audit-log.js';
import type { ComputeAccounts } from '../../accounts-service.js';
import type { createVultrProvider, VultrAccountRow } from './index.js';

const last4 = (value: string) => (value.length >= 8 ? value.slice(-4) : null);

export function createVultrAdmin({
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
  provider: ReturnType<typeof createVultrProvider>;
}) {
  const { secretBox, recordChange } = accounts;
  const find = (id: number) => provider.accounts.find(db, id);

  function view(row: VultrAccountRow): VultrAccount {
    let key = '';
    try {
      key = secretBox.open(row.apiKey);
    } catch {
      key = '';
    }
    return {
      id: row.id,
      name: row.name,
      label: row.label,
      allowedRegions: row.allowedRegions,
      isActive: row.isActive,
      isDefault: row.isDefault,
      hasApiKey: Boolean(row.apiKey),
      apiKeyLast4: key ? last4(key) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    async list() {
      return (await provider.accounts.list(db)).map(view);
    },

    async create(body: z.output<typeof vultrAccountBody>) {
      if (!body.apiKey) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.vultrKeyRequired);
      const t = now();
      const first = (await provider.accounts.list(db)).length === 0;
      const row = await db.transaction(async (tx) => {
        const inserted = (
          await tx
            .insert(vultrAccounts)
            .values({
              name: body.name,
              label: body.label?.trim() || null,
              apiKey: secretBox.seal(body.apiKey!),
              allowedRegions: body.allowedRegions ?? [],
              isActive: body.isActive ?? true,
              isDefault: false,
              createdAt: t,
              updatedAt: t,
            })
            .returning()
        )[0]!;
        await recordChange(tx, 'vultr_account_added', { type: 'vultr_account', id: inserted.id }, { name: body.name });
        return inserted;
      });
      // 001 §4: the first linked Vultr account becomes the default.
      if (first || body.isDefault) await accounts.makeDefault(provider, row.id);
      log.info({ event: 'vultr-account-added', accountId: row.id }, 'Vultr account added');
      return view((await find(row.id))!);
    },

    async update(id: number, body: z.output<typeof vultrAccountBody>) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx
          .update(vultrAccounts)
          .set({
            name: body.name,
            label: body.label === undefined ? row.label : body.label?.trim() || null,
            ...(body.apiKey ? { apiKey: secretBox.seal(body.apiKey) } : {}),
            allowedRegions: body.allowedRegions ?? row.allowedRegions,
            isActive: body.isActive ?? row.isActive,
            updatedAt: now(),
          })
          .where(eq(vultrAccounts.id, id));
        await recordChange(
          tx,
          'vultr_account_updated',
          { type: 'vultr_account', id },
          { name: body.name, credentialReplaced: Boolean(body.apiKey) },
        );
      });
      if (body.isDefault) await accounts.makeDefault(provider, id);
      log.info(
        { event: 'vultr-account-updated', accountId: id, keyChanged: Boolean(body.apiKey) },
        'Vultr account updated',
      );
      return view((await find(id))!);
    },

    async remove(id: number) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx.delete(vultrAccounts).where(eq(vultrAccounts.id, id));
        await recordChange(tx, 'vultr_account_deleted', { type: 'vultr_account', id }, { name: row.name });
      });
      // Another account takes over as default so launches keep working.
      if (row.isDefault) {
        const next = (await provider.accounts.list(db))[0];
        if (next) await accounts.makeDefault(provider, next.id);
      }
      log.info({ event: 'vultr-account-deleted', accountId: id }, 'Vultr account deleted');
      return { message: 'Account deleted' };
    },

    /** POST /api/admin/vultr/accounts/test: GET /v2/account with the typed key (or the stored one). */
    async test(input: { apiKey?: string | null; accountId?: number | null }) {
      let key = input.apiKey || '';
      if (!key && input.accountId) {
        const row = await find(input.accountId);
        if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
        key = secretBox.open(row.apiKey);
      }
      if (!key) throw new AppError('BAD_REQUEST', COMPUTE_MESSAGES.vultrKeyRequired);
      const tested = await accounts.testConnection(provider.connectKey(key), {
        refused: COMPUTE_MESSAGES.vultrVerifyFailed,
      });
      return {
        ok: true as const,
        message: tested.message,
        account: tested.details.account as { name: string | null; email: string | null },
      };
    },
  };
}
