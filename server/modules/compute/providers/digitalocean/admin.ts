// The admin's DigitalOcean accounts: tokens sealed and write-only (views say only whether one is stored and its last
// four characters); blank on edit keeps it. The first account linked becomes the provider's default.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPUTE_MESSAGES } from '../../../../../contract/compute.js';
import {
  DIGITALOCEAN_MESSAGES,
  type DigitaloceanAccount,
  type digitaloceanAccountBody,
} from '../../../../../contract/digitalocean-accounts.js';
import type { Db } from '../../../../db/client.js';
import { digitaloceanAccounts } from '../../../../db/schema/index.js';
import { AppError } from '../../../../errors.js';
import type { AuditLog } from '../../../../lib/audit-log.js';
import type { ComputeAccounts } from '../../accounts-service.js';
import type { createDigitaloceanProvider, DigitaloceanAccountRow } from './index.js';

const last4 = (value: string) => (value.length >= 8 ? value.slice(-4) : null);

export function createDigitaloceanAdmin({
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
  provider: ReturnType<typeof createDigitaloceanProvider>;
}) {
  const { secretBox, recordChange } = accounts;
  const find = (id: number) => provider.accounts.find(db, id);

  function view(row: DigitaloceanAccountRow): DigitaloceanAccount {
    let token = '';
    try {
      token = secretBox.open(row.token);
    } catch {
      token = '';
    }
    return {
      id: row.id,
      name: row.name,
      allowedRegions: row.allowedRegions,
      isActive: row.isActive,
      isDefault: row.isDefault,
      hasToken: Boolean(row.token),
      tokenLast4: token ? last4(token) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    async list() {
      return (await provider.accounts.list(db)).map(view);
    },

    async create(body: z.output<typeof digitaloceanAccountBody>) {
      if (!body.token) throw new AppError('BAD_REQUEST', DIGITALOCEAN_MESSAGES.tokenRequired);
      const t = now();
      const first = (await provider.accounts.list(db)).length === 0;
      const row = await db.transaction(async (tx) => {
        const inserted = (
          await tx
            .insert(digitaloceanAccounts)
            .values({
              name: body.name,
              token: secretBox.seal(body.token!),
              allowedRegions: body.allowedRegions ?? [],
              isActive: body.isActive ?? true,
              isDefault: false,
              createdAt: t,
              updatedAt: t,
            })
            .returning()
        )[0]!;
        await recordChange(
          tx,
          'digitalocean_account_added',
          { type: 'digitalocean_account', id: inserted.id },
          { name: body.name },
        );
        return inserted;
      });
      if (first || body.isDefault) await accounts.makeDefault(provider, row.id);
      log.info({ event: 'digitalocean-account-added', accountId: row.id }, 'DigitalOcean account added');
      return view((await find(row.id))!);
    },

    async update(id: number, body: z.output<typeof digitaloceanAccountBody>) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx
          .update(digitaloceanAccounts)
          .set({
            name: body.name,
            ...(body.token ? { token: secretBox.seal(body.token) } : {}),
            allowedRegions: body.allowedRegions ?? row.allowedRegions,
            isActive: body.isActive ?? row.isActive,
            updatedAt: now(),
          })
          .where(eq(digitaloceanAccounts.id, id));
        await recordChange(
          tx,
          'digitalocean_account_updated',
          { type: 'digitalocean_account', id },
          { name: body.name, credentialReplaced: Boolean(body.token) },
        );
      });
      if (body.isDefault) await accounts.makeDefault(provider, id);
      log.info(
        { event: 'digitalocean-account-updated', accountId: id, tokenChanged: Boolean(body.token) },
        'DigitalOcean account updated',
      );
      return view((await find(id))!);
    },

    async remove(id: number) {
      const row = await find(id);
      if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
      await db.transaction(async (tx) => {
        await tx.delete(digitaloceanAccounts).where(eq(digitaloceanAccounts.id, id));
        await recordChange(
          tx,
          'digitalocean_account_deleted',
          { type: 'digitalocean_account', id },
          { name: row.name },
        );
      });
      if (row.isDefault) {
        const next = (await provider.accounts.list(db))[0];
        if (next) await accounts.makeDefault(provider, next.id);
      }
      log.info({ event: 'digitalocean-account-deleted', accountId: id }, 'DigitalOcean account deleted');
      return { message: 'Account deleted' };
    },

    /** POST /api/admin/compute/providers/digitalocean/accounts/test: GET /v2/account with the typed token (or the stored one). */
    async test(input: { token?: string | null; accountId?: number | null }) {
      let token = input.token || '';
      if (!token && input.accountId) {
        const row = await find(input.accountId);
        if (!row) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
        token = secretBox.open(row.token);
      }
      if (!token) throw new AppError('BAD_REQUEST', DIGITALOCEAN_MESSAGES.tokenRequired);
      const tested = await accounts.testConnection(provider.connectToken(token), {
        refused: DIGITALOCEAN_MESSAGES.verifyFailed,
      });
      return {
        ok: true as const,
        message: tested.message,
        account: tested.details.account as { email: string; status: string; team: string | null; dropletLimit: number },
      };
    },
  };
}
