// The WHM API 1 client as the rest of the server sees it (wire details: ../shared/reference/whm-cpanel.md).
// Sizes are normalised to MB; 'unlimited' limits become null. Every method rejects with WhmError.
import type { ParsedZone, ZoneEdit } from './cpanel/dns.js';

export type WhmErrorKind =
  | 'auth' // HTTP 403 / bad token
  | 'timeout' // no answer within the call's time-out
  | 'network' // connection refused, reset, DNS
  | 'http' // any other non-2xx status
  | 'malformed' // not JSON, or not the API 1 envelope
  | 'api' // HTTP 200 with metadata.result 0: `reason` says why
  | 'invalid' // refused before sending (control characters, bad username)
  | 'unavailable'; // not sent: WHM is known to be down (circuit-breaker.ts) and is probed in the background

export class WhmError extends Error {
  constructor(
    readonly kind: WhmErrorKind,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'WhmError';
  }
}

export interface WhmConnection {
  /** e.g. https://whm.example.net:2087 */
  baseUrl: string;
  /** WHM user owning the token (root or a reseller). */
  username: string;
  token: string;
  timeoutMs?: number;
  /** createacct/removeacct are slow on real servers (reference §16). */
  slowTimeoutMs?: number;
}

export interface WhmAccount {
  user: string;
  domain: string;
  email: string | null;
  plan: string;
  ip: string | null;
  theme: string | null;
  startdate: string | null;
  suspended: boolean;
  suspendReason: string | null;
  diskUsedMb: number;
  /** null = unlimited */
  diskLimitMb: number | null;
  limits: {
    maxpop: string | null;
    maxsql: string | null;
    maxftp: string | null;
    maxsub: string | null;
    maxaddons: string | null;
    maxparked: string | null;
  };
}

export interface WhmPackage {
  name: string;
  quotaMb: number | null;
  bandwidthMb: number | null;
  maxpop: string | null;
  maxsql: string | null;
  maxsub: string | null;
  maxftp: string | null;
}

/**
 * The limits HostFree writes into a WHM package (addpkg / editpkg). Sizes in MB, counts whole numbers; null =
 * unlimited (sent as "unlimited": a package refuses 0 for its quota and bandwidth). Anything not listed here
 * (FTP accounts, addon and parked domains, feature list, theme) is left as the package has it.
 */
export interface WhmPackageLimits {
  name: string;
  quotaMb: number | null;
  bandwidthMb: number | null;
  maxpop: number | null;
  maxsql: number | null;
  maxsub: number | null;
}

export interface CreateAccountInput {
  username: string;
  domain: string;
  password: string;
  plan: string;
  contactEmail?: string | null;
}

/** One StatsBar figure: `count` used, `max` null when unlimited; absent stats are undefined. */
export interface WhmStat {
  count: number;
  max: number | null;
}
export interface WhmUsageStats {
  diskusage?: WhmStat;
  bandwidthusage?: WhmStat;
  emailaccounts?: WhmStat;
  mysqldatabases?: WhmStat;
  subdomains?: WhmStat;
  ftpaccounts?: WhmStat;
  addondomains?: WhmStat;
  parkeddomains?: WhmStat;
}

export interface WhmClient {
  version(): Promise<string>;
  createAccount(input: CreateAccountInput): Promise<{ ip: string | null; package: string | null }>;
  removeAccount(username: string): Promise<void>;
  suspendAccount(username: string, reason: string): Promise<void>;
  unsuspendAccount(username: string): Promise<void>;
  /** listaccts; `search` filters by `searchtype` (exact match when `exact`). Missing data = []. */
  listAccounts(filter?: {
    searchtype: 'domain' | 'user' | 'owner';
    search: string;
    exact?: boolean;
  }): Promise<WhmAccount[]>;
  /** accountsummary by user or domain; null when the account does not exist. */
  accountSummary(by: { user: string } | { domain: string }): Promise<WhmAccount | null>;
  listPackages(): Promise<WhmPackage[]>;
  /** addpkg: a new package with these limits; refused ('api') when the name exists. */
  addPackage(limits: WhmPackageLimits): Promise<void>;
  /**
   * editpkg: the package gets these limits (values not sent are kept), and WHM applies them to every account on
   * it. Root's editpkg also creates a package that does not exist.
   */
  editPackage(limits: WhmPackageLimits): Promise<void>;
  changePackage(username: string, pkg: string): Promise<void>;
  /**
   * create_user_session: a single-use login URL. `app` lands on one cPanel page (Backups_Home, Email_Accounts …);
   * webmaild takes an e-mail address as the user.
   */
  createUserSession(
    username: string,
    service: WhmSessionService,
    preferredDomain?: string,
    app?: string,
  ): Promise<{ url: string; expires: number | null }>;
  /** showbw for one user, this month, in MB. */
  bandwidthUsedMb(username: string): Promise<{ usedMb: number; limitMb: number | null }>;
  /** uapi_cpanel StatsBar::get_stats for one user. */
  usageStats(username: string): Promise<WhmUsageStats>;
  /**
   * Any cPanel UAPI function for one cPanel user through uapi_cpanel (reference §14): the UAPI `data` when
   * `data.uapi.status` is 1, else WhmError 'api' with the UAPI errors as the reason. Typed wrappers: ./cpanel/.
   */
  uapi(username: string, module: string, fn: string, params?: Record<string, WhmUapiParam>): Promise<unknown>;
  /** get_autossl_problems_for_user: the latest domain-control problems AutoSSL met for this user. */
  autosslProblems(username: string): Promise<WhmAutosslProblem[]>;
  /** start_autossl_check_for_one_user: queues an AutoSSL run for this user (it runs in the background). */
  startAutosslCheck(username: string): Promise<void>;
  /** showbw for every account in one call: this month's bytes per cPanel user, and the month WHM counted. */
  bandwidthOfAllAccounts(): Promise<WhmBandwidthMonth>;
  /**
   * parse_dns_zone: any zone on the server as the token's owner sees it (the operator's shared domain, which no
   * cPanel user owns), records decoded from base64, with the SOA serial.
   */
  parseDnsZone(zone: string): Promise<ParsedZone>;
  /**
   * mass_edit_dns_zone with the serial read: answers the new serial; a zone changed since rejects with WhmError
   * 'api' (isStaleSerial in ./cpanel/dns.ts).
   */
  massEditDnsZone(zone: string, serial: string, change: ZoneEdit): Promise<string | null>;
}

export type WhmSessionService = 'cpaneld' | 'whostmgrd' | 'webmaild';
export type WhmUapiParam = string | number | readonly (string | number)[] | undefined;

export interface WhmAutosslProblem {
  domain: string;
  problem: string;
  /** ISO time of the AutoSSL run that met it. */
  time: string | null;
}

/** One month of showbw: `month` is 1–12 as WHM answered it; bytes per (lower-case) cPanel user. */
export interface WhmBandwidthMonth {
  month: number;
  year: number;
  bytesByUser: Map<string, number>;
}

/** Builds a client for the connection the admin configured (api_settings). */
export type WhmClientFactory = (connection: WhmConnection) => WhmClient;
