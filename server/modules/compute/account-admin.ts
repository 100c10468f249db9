// The admin's linked accounts of any cloud (001 §4, §5, §7): list, create, edit, delete, make default and test, one
// implementation parameterised by the provider's account kind (providers/<id>/account.ts: its config and secrets,
// its form, its view). Secrets are sealed on the way in and never leave: a view carries only whether one is stored
// (and, for long keys, the last four characters); a blank secret on edit keeps the stored one. The first account of
// a provider becomes its default, and so does the next one when the default is deleted.
import type { z } from 'zod';
import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ComputeAccounts } from './accounts-service.js';
import { deleteAccountRow, insertAccountRow, updateAccountRow } from './accounts-repo.js';
import type { AnyProvider, BuiltProviders, ProviderId } from './providers/registry.js';
import type { CloudAccount, CloudAccountKind, CloudAccountView, SecretHint } from './providers/types.js';

export interface AccountAdminDeps {
  db: Db;
  log: AuditLog;
  now: () => Date;
  accounts: ComputeAccounts;
}

/** The fields every provider's account body has beside its own (the spec's name, regions and switches). */
interface CommonBody {
  name: string;
  allowedRegions?: string[];
  isActive?: boolean;
  isDefault?: boolean;
}

export interface CloudAccountAdmin<B = unknown, T = unknown> {
  list(): Promise<CloudAccountView[]>;
  create(body: B): Promise<CloudAccountView>;
  update(id: number, body: B): Promise<CloudAccountView>;
  remove(id: number): Promise<{ message: string }>;
  setDefault(id: number): Promise<CloudAccountView>;
  test(body: T): Promise<{ ok: true; message: string }>;
}

type Kind = CloudAccountKind<Record<string, unknown>, Record<string, string>, CommonBody, unknown>;

/** Last four characters of a key long enough that they give nothing away. */
const last4 = (value: string) => (value.length >= 8 ? value.slice(-4) : null);

export function createCloudAccountAdmin(
  provider: AnyProvider,
  { db, log, now, accounts }: AccountAdminDeps,
): CloudAccountAdmin<CommonBody> {
  const kind = provider.account as unknown as Kind;
  const { secretBox, recordChange } = accounts;
  // The audit trail's and the log's names keep the shape each provider's own admin used ('<id>_account_added').
  const target = (id: number) => ({ type: `${provider.id}_account`, id });
  const change = (what: string) => `${provider.id}_${what}`;

  async function findOrFail(id: number): Promise<CloudAccount> {
    const account = await accounts.findAccount(provider, id);
    if (!account) throw new AppError('NOT_FOUND', COMPUTE_MESSAGES.accountNotFound);
    return account;
  }

  function hintOf(sealed: string | undefined): SecretHint {
    if (!sealed) return { stored: false, last4: null };
    try {
      return { stored: true, last4: last4(secretBox.open(sealed)) };
    } catch {
      // A secret sealed under another key still counts as stored; it is replaced by typing a new one.
      return { stored: true, last4: null };
    }
  }

  function view(account: CloudAccount): CloudAccountView {
    const hints = Object.fromEntries(kind.secretNames.map((name) => [name, hintOf(account.secrets[name])]));
    return {
      id: account.id,
      name: account.name,
      allowedRegions: account.allowedRegions,
      isActive: account.isActive,
      isDefault: account.isDefault,
      ...kind.view(account.config, hints),
      createdAt: account.createdAt.toISOString(),
      updatedAt: account.updatedAt.toISOString(),
    };
  }

  /** Config and sealed secrets as the provider's branch of the stored-account union must have them. */
  function stored(config: Record<string, unknown>, secrets: Record<string, string>) {
    const checked = kind.stored.safeParse({ provider: provider.id, config, secrets });
    if (!checked.success) throw new AppError('BAD_REQUEST', checked.error.issues[0]?.message ?? 'Invalid account');
    return { config: checked.data.config as Record<string, unknown>, secrets: checked.data.secrets };
  }

  const seal = (secrets: Partial<Record<string, string>>) =>
    Object.fromEntries(
      Object.entries(secrets).flatMap(([name, plain]) => (plain ? [[name, secretBox.seal(plain)]] : [])),
    );

  return {
    async list() {
      return (await accounts.listAccounts(provider)).map(view);
    },

    async create(body) {
      const typed = kind.fromBody(body, null);
      if (kind.secretNames.some((name) => !typed.secrets[name]))
        throw new AppError('BAD_REQUEST', kind.secretRequiredMessage);
      const values = stored(typed.config, seal(typed.secrets));
      const first = (await accounts.listAccounts(provider)).length === 0;
      const t = now();
      const row = await db.transaction(async (tx) => {
        const inserted = await insertAccountRow(tx, {
          provider: provider.id,
          name: body.name,
          ...values,
          allowedRegions: body.allowedRegions ?? [],
          isActive: body.isActive ?? true,
          isDefault: false,
          createdAt: t,
          updatedAt: t,
        });
        await recordChange(tx, change('account_added'), target(inserted.id), { name: body.name });
        return inserted;
      });
      // 001 §4: the first linked account becomes the default.
      if (first || body.isDefault) await accounts.makeDefault(provider, row.id);
      log.info({ event: `${provider.id}-account-added`, accountId: row.id }, `${provider.label} account added`);
      return view(await findOrFail(row.id));
    },

    async update(id, body) {
      const account = await findOrFail(id);
      const typed = kind.fromBody(body, account.config);
      const replaced = seal(typed.secrets);
      const values = stored(typed.config, { ...account.secrets, ...replaced });
      const credentialReplaced = Object.keys(replaced).length > 0;
      await db.transaction(async (tx) => {
        await updateAccountRow(tx, provider.id, id, {
          name: body.name,
          ...values,
          allowedRegions: body.allowedRegions ?? account.allowedRegions,
          isActive: body.isActive ?? account.isActive,
          updatedAt: now(),
        });
        await recordChange(tx, change('account_updated'), target(id), { name: body.name, credentialReplaced });
      });
      if (body.isDefault) await accounts.makeDefault(provider, id);
      log.info(
        { event: `${provider.id}-account-updated`, accountId: id, credentialReplaced },
        `${provider.label} account updated`,
      );
      return view(await findOrFail(id));
    },

    async remove(id) {
      const account = await findOrFail(id);
      await db.transaction(async (tx) => {
        await deleteAccountRow(tx, provider.id, id);
        await recordChange(tx, change('account_deleted'), target(id), { name: account.name });
      });
      // Another account takes over as default so launches keep working.
      if (account.isDefault) {
        const next = (await accounts.listAccounts(provider))[0];
        if (next) await accounts.makeDefault(provider, next.id);
      }
      log.info({ event: `${provider.id}-account-deleted`, accountId: id }, `${provider.label} account deleted`);
      return { message: COMPUTE_MESSAGES.accountDeleted };
    },

    async setDefault(id) {
      const account = await findOrFail(id);
      await accounts.makeDefault(provider, id);
      await recordChange(db, change('default_set'), target(id), { name: account.name });
      return view(await findOrFail(id));
    },

    /** The "test" button: the typed credentials, a stored account lending the secrets left blank; a cheap authenticated read. */
    async test(body) {
      const input = kind.testInput(body);
      const secrets = { ...input.secrets };
      const missing = kind.secretNames.filter((name) => !secrets[name]);
      if (missing.length && input.accountId) {
        const opened = accounts.credentialsOf(await findOrFail(input.accountId)).secrets;
        for (const name of missing) secrets[name] = opened[name];
      }
      const credentials = kind.testCredentials({ config: input.config, secrets });
      const tested = await accounts.testConnection(provider.connect(credentials, []), kind.testMessages);
      return { ok: true as const, message: tested.message, ...kind.testView(tested.details) };
    },
  };
}

/** Each provider's account admin by id, typed by its own bodies: what the routes and the demo call. */
export type ProviderAccountAdmins = {
  [K in ProviderId]: CloudAccountAdmin<
    z.output<BuiltProviders[K]['accountForm']['schema']>,
    z.output<BuiltProviders[K]['accountForm']['testSchema']>
  >;
};

export function createCloudAccountAdmins(deps: AccountAdminDeps) {
  const { providers } = deps.accounts;
  const admins = Object.fromEntries(
    providers.list().map((p) => [p.id, createCloudAccountAdmin(p, deps)]),
  ) as ProviderAccountAdmins;
  const adminOf = (provider: AnyProvider) =>
    (admins as unknown as Record<string, CloudAccountAdmin<CommonBody>>)[provider.id]!;

  /** A body of the generic routes, checked by the provider's own form schema (its messages are the spec's). */
  function parse(schema: AnyProvider['accountForm']['schema'], body: unknown) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid account');
    return parsed.data as CommonBody;
  }

  return {
    admins,
    adminOf,
    /** The generic account routes (/api/admin/compute/providers/{provider}/accounts…): bodies not parsed yet. */
    unchecked(providerId: string) {
      const provider = deps.accounts.providerOf(providerId);
      const admin = adminOf(provider);
      return {
        list: () => admin.list(),
        create: (body: unknown) => admin.create(parse(provider.accountForm.schema, body)),
        update: (id: number, body: unknown) => admin.update(id, parse(provider.accountForm.schema, body)),
        remove: (id: number) => admin.remove(id),
        setDefault: (id: number) => admin.setDefault(id),
        test: (body: unknown) => admin.test(parse(provider.accountForm.testSchema, body)),
      };
    },
  };
}
