// The one shape every cloud has for this module. The module's launch rules, jobs, trial, extra runs,
// sweeper, user suspension and admin views talk only to these interfaces, found through the registry
// (registry.ts) by the provider id a row carries in vps_instances.cloud_provider. Each provider lives in its own
// folder here (providers/<id>/): the mapping from its client to this contract, its accounts and its admin form.
// `server/storage/file-store.ts` is the model: one interface, one contract test suite, one folder per backend.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';

/** The product's states (001 §4); each provider maps its own to these. */
export type MachineStatus =
  | 'pending'
  | 'provisioning'
  | 'building'
  | 'running'
  | 'stopped'
  | 'halted'
  | 'deleting'
  | 'terminated'
  | 'failed';

/**
 * Where a machine is on its provider: its id, and on clouds that group resources the group that holds it (the row
 * keeps it in vps_instances.resource_group, the spec's column).
 */
export interface MachineRef {
  providerInstanceId: string;
  group: string | null;
}

/** What the sync, the sweeper and a launch learn about one machine. */
export interface Machine {
  ref: MachineRef;
  status: MachineStatus;
  ipv4: string | null;
  label: string | null;
  region: string | null;
  plan: string | null;
  /** The image's name as the provider reports it (e.g. 'Ubuntu 24.04 LTS x64'). */
  imageName: string | null;
  /** Tagged as this installation's (installTag); the sweeper deletes ours whose row is gone. */
  ours: boolean;
  /** The vps_instances row it was made for (from its tags), when it is ours. */
  rowId: number | null;
  createdAt: string | null;
  /** Only on the answer of a create, when the provider generated one. Never logged. */
  generatedPassword: string | null;
}

export interface CatalogueRegion {
  id: string;
  city: string | null;
  country: string | null;
  continent: string | null;
}
export interface CataloguePlan {
  id: string;
  vcpuCount: number;
  ram: number;
  disk: number;
  monthlyCost: number | null;
  /** null where the provider publishes no hourly price for the plan. */
  hourlyCost: number | null;
  locations: string[];
}
export interface CatalogueImage {
  id: number | string;
  name: string;
  family: string | null;
  arch: string | null;
}
export interface Catalogue {
  regions: CatalogueRegion[];
  plans: CataloguePlan[];
  images: CatalogueImage[];
}

/** One launch. `rowId` and `tags` tie the machine to its row, so a retry re-links instead of creating twice. */
export interface LaunchSpec {
  rowId: number;
  /** installTag(hostedDomain): marks this installation's machines on a shared account. */
  installTag: string;
  install: string;
  region: string;
  plan: string;
  image: string | number;
  label: string;
  hostname: string | null;
  /** Tags to put on the machine (the install tag, the row tag, the admin's own). */
  tags: string[];
  adminUsername: string;
  /** null: the provider generates one (answered in Machine.generatedPassword). */
  adminPassword: string | null;
  sshKeys: string[];
  userData: string | null;
  expiresAt: Date | null;
  /** Names the row reserved (trial.ts), or null to let the provider derive them from rowId. */
  group: string | null;
  machineName: string | null;
  enableIpv6: boolean;
  backups: 'enabled' | 'disabled';
}

/** A provider bound to one account's credentials. Every call has the client's time-out; errors are the client's own. */
export interface CloudConnection {
  catalogue(): Promise<Catalogue>;
  /** What an earlier attempt of this row's launch left, if anything (answers lost on the way back). */
  findLaunched(spec: Pick<LaunchSpec, 'rowId' | 'installTag'>): Promise<Machine | null>;
  /** Creates the machine. Clouds with idempotent creates may simply repeat; others must never be retried blindly. */
  launch(spec: LaunchSpec): Promise<Machine>;
  /** 'gone' when the provider no longer has it; null when it cannot tell right now (still being created). */
  status(
    ref: MachineRef,
    knownIpv4: string | null,
  ): Promise<{ status: MachineStatus; ipv4: string | null } | 'gone' | null>;
  start(ref: MachineRef): Promise<void>;
  /** Powers off keeping the disk (nothing lost); start undoes it. */
  stop(ref: MachineRef): Promise<void>;
  reboot(ref: MachineRef): Promise<void>;
  /** A browser console link (bearer-like: never logged), null while the provider has none. */
  console(ref: MachineRef): Promise<string | null>;
  /** Deletes the machine and what was made with it; resolves also when it is already gone. */
  terminate(ref: MachineRef): Promise<void>;
  /** Machines on the account: this installation's (`ours`) and, where the provider lists them, everyone else's. */
  listMachines(installTag: string, install: string): Promise<Machine[]>;
  /** US dollars per hour of the plan; null where the provider is not billed per hour. */
  costPerHour(plan: string): Promise<number | null>;
  /** The admin's "test" button: a cheap authenticated read. Resolves with what to show; throws the client's error. */
  testCredentials(): Promise<{ message: string; details: Record<string, unknown> }>;
}

/**
 * One linked account as the module reads it from cloud_accounts: the shared columns, and the provider's own `config`
 * (non-secret fields) and `secrets` (each value sealed with the SecretBox), both checked by the provider's branch of
 * the stored-account union (account-schema.ts).
 */
export interface CloudAccount<
  C extends object = Record<string, unknown>,
  S extends Record<string, string> = Record<string, string>,
> {
  id: number;
  provider: string;
  name: string;
  config: C;
  /** Sealed values; opened only to connect or to show a secret's last four characters. */
  secrets: S;
  allowedRegions: string[];
  isActive: boolean;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}
/** Any provider's account, where the provider does not matter. */
export type CloudAccountRecord = CloudAccount;

/** A provider's credentials in plain form: its config and its secrets opened. Never stored, logged or answered. */
export interface AccountCredentials<
  C extends object = Record<string, unknown>,
  S extends Record<string, string> = Record<string, string>,
> {
  config: C;
  secrets: S;
}

/** One field of the admin's account form, as the web admin renders it (the form comes from the server). */
export interface AccountFormField {
  name: string;
  label: string;
  kind: 'text' | 'secret' | 'regions' | 'switch';
  required: boolean;
  /** Secrets are write-only: left blank on edit keeps the stored one. */
  placeholder?: string;
  help?: string;
}

/** The admin's account form of a provider: its fields for the web, and the bodies the server accepts. */
export interface AccountForm<B = unknown, T = unknown> {
  fields: AccountFormField[];
  /** The request body of a create or edit (validation messages are the spec's). */
  schema: z.ZodType<B>;
  /** The request body of the "test" button: the form's credentials, or a stored account's id. */
  testSchema: z.ZodType<T>;
}

/** What the admin is shown of a stored secret: whether there is one, and (for long keys) its last four characters. */
export interface SecretHint {
  stored: boolean;
  last4: string | null;
}

/**
 * How a provider's accounts are stored, edited, shown and tested: what the one generic account admin
 * (account-admin.ts) and its routes (account-routes.ts) are parameterised by, with the provider's AccountForm.
 * Defined in the provider's folder. B: the create/edit body, T: the test body (as their zod schemas output them).
 */
export interface CloudAccountKind<C extends object, S extends Record<string, string>, B = unknown, T = unknown> {
  /** The provider's branch of the stored-account union: { provider: its id, config, secrets (sealed values) }. */
  stored: z.ZodType<{ provider: string; config: object; secrets: Record<string, string> }>;
  /** The keys of `secrets` (what a create must have, what a test may take from a stored account). */
  secretNames: readonly (keyof S & string)[];
  /** 400 of a create without the secret. */
  secretRequiredMessage: string;
  /** The body as the account's config and the secrets typed (a blank secret is absent: the stored one stays). */
  fromBody(body: B, current: C | null): { config: C; secrets: Partial<S> };
  /** The provider's own fields of the admin's view (never a secret, only hints). */
  view(config: C, secrets: { [K in keyof S]: SecretHint }): object;
  /** What the test button typed: config, secrets (blank = absent) and the stored account to take missing secrets from. */
  testInput(body: T): { config: Partial<C>; secrets: Partial<S>; accountId: number | null };
  /** Complete credentials to test, or an AppError with the provider's message of what is missing. */
  testCredentials(input: { config: Partial<C>; secrets: Partial<S> }): AccountCredentials<C, S>;
  testMessages: { refused: string; authRefused?: string };
  /** The provider's own fields of a successful test's answer. */
  testView(details: Record<string, unknown>): object;
  /**
   * The spec's own account routes when it names them after the provider (GET/POST {path}, PUT/DELETE {path}/{id},
   * POST {path}/test, and POST {path}/{id}/default when `defaultRoute`), with their response schemas. Every provider is
   * also served at /api/admin/compute/providers/{id}/accounts.
   */
  specRoutes?: { path: string; view: z.ZodType; testResponse: z.ZodType; defaultRoute: boolean };
}

/** An account as the admin sees it: the common columns, and the provider's own non-secret fields. */
export type CloudAccountView = {
  id: number;
  name: string;
  allowedRegions: string[];
  isActive: boolean;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
} & object;

/**
 * How a provider launches for clients: 'catalogue' (the user picks plan, region and image from the account's
 * catalogue) or 'trial' (the fixed 48-hour run of 001 §9; a paid run after the free one: extra-runs.ts).
 */
export type LaunchMode = 'catalogue' | 'trial';

export interface TrialOffer {
  /** How long a run lasts, and the price of a paid run after the free one (001 §9). */
  hours: number;
  extraRunPriceCents: number;
  /** What a refused trial says when the free one is used and card payments are off (who may take it: trial-eligibility.ts). */
  messages: { paymentUnavailable: string };
  /** The one size a trial runs on. */
  plan: string;
  /** What the client may choose (value = POST /api/compute/provision `os`). */
  images: readonly { id: string; name: string }[];
  defaultRegion: string;
  adminUsername: string;
  /**
   * Names a trial row reserves at insert, so the row shows them before the provider answers, and the account scope
   * the row records (vps_instances.subscription_id), if the provider has one.
   */
  reserveNames(
    rowId: number,
    account: CloudAccount,
  ): { group: string | null; machineName: string | null; scope: string | null };
  catalogue: { vcpuCount: number; ram: number; disk: number };
  /** What the Active Provider card says about the trial (001 §2). */
  facts: readonly { label: string; value: string }[];
}

export interface CloudProvider<
  C extends object = Record<string, unknown>,
  S extends Record<string, string> = Record<string, string>,
  B = unknown,
  T = unknown,
> {
  /** The id stored in vps_instances.cloud_provider and compute_settings.default_provider. */
  id: string;
  label: string;
  launchMode: LaunchMode;
  /** Present for launchMode 'trial'. */
  trial?: TrialOffer;
  /** The user name a catalogue launch logs in with. */
  adminUsername: string;
  /** How many machines of this provider a client may run at once, and what they are told past it. */
  clientLimit: { max: number; message: string };
  /** 400 of POST /api/admin/compute/default-provider when the provider has no account (001 §7). */
  accountRequiredMessage: string;
  /** Clients of this provider are billed by the hour (prices shown); false for free trials. */
  billedHourly: boolean;
  /** The provider lists machines it did not make for us (admins see them as 'remote' rows). */
  listsRemoteMachines: boolean;
  /** A browser console exists (GET /api/compute/{id}/vnc). */
  hasConsole: boolean;
  /** How its accounts are stored in cloud_accounts, edited, shown and tested (its folder's account.ts). */
  account: CloudAccountKind<C, S, B, T>;
  accountForm: AccountForm<B, T>;
  /** The provider's client bound to one account's credentials (opened by the module), offering `allowedRegions`. */
  connect(credentials: AccountCredentials<C, S>, allowedRegions: readonly string[]): CloudConnection;
  /**
   * Called in the transaction that makes `accountId` the provider's default, for a provider whose default the
   * settings row records too (the spec's default account ids of compute_settings).
   */
  recordDefault?(tx: DbOrTx, accountId: number, now: Date): Promise<void>;
  /** Whether power actions can address the row (some clouds need the group too). */
  canAddress(ref: MachineRef): boolean;
  /** The spec's routes that carry this provider's name (001 §7: its accounts, its extras); thin, in its folder. */
  registerRoutes?(app: FastifyInstance): Promise<void>;
}
