// The fake WHM's memory: packages and accounts, plus the usage figures StatsBar and showbw report. Tests and
// the demo read and change it directly (seed accounts, set usage) without going through the API.

import { defaultSiteSettings, defaultZone, emptySite, type FakeSite, type FakeZone } from './site-state.js';

export interface FakeWhmPackage {
  name: string;
  /** MB or "unlimited", as listpkgs shows them (upper-case keys, string values). */
  QUOTA: string;
  BWLIMIT: string;
  MAXPOP: string;
  MAXSQL: string;
  MAXFTP: string;
  MAXSUB: string;
  MAXPARK: string;
  MAXADDON: string;
  MAXLST: string;
  CGI: 'y' | 'n';
  HASSHELL: 'y' | 'n';
  IP: 'y' | 'n';
  CPMOD: string;
  FEATURELIST: string;
  LANG: string;
}

/** The limits a package sets on its accounts (and that an account created without a plan may carry itself). */
export const LIMIT_KEYS = [
  'QUOTA',
  'BWLIMIT',
  'MAXPOP',
  'MAXSQL',
  'MAXFTP',
  'MAXSUB',
  'MAXPARK',
  'MAXADDON',
  'MAXLST',
] as const;
export type FakeWhmLimitKey = (typeof LIMIT_KEYS)[number];
export type FakeWhmLimits = Record<FakeWhmLimitKey, string>;

/** What StatsBar and showbw report; sizes in MB, the rest are counts. */
export interface FakeWhmUsage {
  diskMb: number;
  bandwidthMb: number;
  emailaccounts: number;
  mysqldatabases: number;
  subdomains: number;
  ftpaccounts: number;
  addondomains: number;
  parkeddomains: number;
}

export interface FakeWhmAccount {
  user: string;
  domain: string;
  plan: string;
  email: string | null;
  owner: string;
  ip: string;
  theme: string;
  /** epoch seconds */
  startTime: number;
  suspended: boolean;
  suspendReason: string | null;
  suspendTime: number;
  usage: FakeWhmUsage;
  /** Stats whose feature is off for this account: StatsBar leaves them out (reference §14). */
  hiddenStats: Set<string>;
  /**
   * Limits of its own (createacct with quota/max* and no plan). WHM overwrites them with the package's values
   * when the account changes package or its package is edited.
   */
  ownLimits?: Partial<FakeWhmLimits>;
}

export type FakeSiteFile = { body: string; contentType?: string } | { redirect: string; status?: 301 | 302 | 307 };

export interface FakeWhmSnapshot {
  accounts: (Omit<FakeWhmAccount, 'hiddenStats'> & { hiddenStats: string[] })[];
  packages: FakeWhmPackage[];
  dnsZones: string[];
  /** Each domain's files (absent in snapshots from before the web front). */
  siteFiles?: [string, [string, FakeSiteFile][]][];
}

const pkg = (
  name: string,
  quota: string,
  bw: string,
  pop: string,
  sql: string,
  sub: string,
  ftp: string,
  park: string,
  addon: string,
): FakeWhmPackage => ({
  name,
  QUOTA: quota,
  BWLIMIT: bw,
  MAXPOP: pop,
  MAXSQL: sql,
  MAXFTP: ftp,
  MAXSUB: sub,
  MAXPARK: park,
  MAXADDON: addon,
  MAXLST: '0',
  CGI: 'y',
  HASSHELL: 'n',
  IP: 'n',
  CPMOD: 'jupiter',
  FEATURELIST: 'default',
  LANG: 'en',
});

export function defaultPackages(): FakeWhmPackage[] {
  return [
    pkg(
      'default',
      'unlimited',
      'unlimited',
      'unlimited',
      'unlimited',
      'unlimited',
      'unlimited',
      'unlimited',
      'unlimited',
    ),
    pkg('free_plan', '1024', '10240', '10', '5', '10', '1', '0', '0'),
    pkg('starter', '5120', '51200', '50', '20', '50', '5', '5', '2'),
    pkg('premium', '20480', 'unlimited', 'unlimited', 'unlimited', 'unlimited', '20', '20', '10'),
  ];
}

export function emptyUsage(): FakeWhmUsage {
  return {
    diskMb: 0,
    bandwidthMb: 0,
    emailaccounts: 0,
    mysqldatabases: 0,
    subdomains: 0,
    ftpaccounts: 0,
    addondomains: 0,
    parkeddomains: 0,
  };
}

export class FakeWhmState {
  readonly accounts = new Map<string, FakeWhmAccount>();
  readonly packages = new Map<string, FakeWhmPackage>();
  /** DNS zones that exist without an account: createacct refuses them unless forcedns=1. */
  readonly dnsZones = new Set<string>();
  /** create_user_session results, keyed by the `session` value; single use, like the real ones. */
  readonly sessions = new Map<
    string,
    { user: string; service: string; expires: number; used: boolean; app?: string | null }
  >();
  /** Usage a new account starts with (a fresh cPanel account already uses a few MB); the demo varies it. */
  usageOnCreate: Partial<FakeWhmUsage> | ((user: string) => Partial<FakeWhmUsage>) = { diskMb: 3 };
  version = '11.124.0.21';
  /** Signed-in panel sessions (the cpsession cookie a login page sets), for file downloads. */
  readonly panelCookies = new Map<string, { user: string; expires: number }>();
  /** Per account: certificates, WordPress, mailboxes, backups (site-state.ts). */
  readonly sites = new Map<string, FakeSite>();
  /** DNS zones of accounts, by domain; made as the account's first use of them asks (like createacct would). */
  readonly zones = new Map<string, FakeZone>();
  siteSettings = defaultSiteSettings();
  /** The next WP Toolkit instance id (wptk_id): server-wide, so another account's id is never the caller's. */
  nextWordpressId = 1;
  /**
   * What each account's public_html serves, by domain then path ('/' is the index): a page, or a redirect such as
   * an .htaccess `Redirect 302` line makes. Put there by tests and the demo (putSiteFile); the web front serves it.
   */
  readonly siteFiles = new Map<string, Map<string, FakeSiteFile>>();

  constructor(
    readonly hostname: string,
    readonly sharedIp: string,
  ) {
    for (const p of defaultPackages()) this.packages.set(p.name, p);
  }

  account(user: string): FakeWhmAccount | undefined {
    return this.accounts.get(user.toLowerCase());
  }

  accountByDomain(domain: string): FakeWhmAccount | undefined {
    const wanted = domain.toLowerCase();
    for (const account of this.accounts.values()) if (account.domain === wanted) return account;
    return undefined;
  }

  site(user: string): FakeSite {
    const key = user.toLowerCase();
    let site = this.sites.get(key);
    if (!site) {
      site = emptySite();
      this.sites.set(key, site);
    }
    return site;
  }

  /**
   * A zone on the server that no account owns, e.g. the operator's shared domain (WHM API 1 parse_dns_zone and
   * mass_edit_dns_zone reach it). Made with the server's defaults; tests and the demo call it once.
   */
  addServerZone(domain: string): FakeZone {
    const name = domain.toLowerCase();
    const zone = defaultZone('root', name, this.sharedIp, this.hostname);
    this.zones.set(name, zone);
    this.dnsZones.add(name);
    return zone;
  }

  /** Any zone on the server by name, as root sees it: a server zone or an account's domain. */
  serverZone(domain: string): FakeZone | undefined {
    const name = domain.toLowerCase();
    const existing = this.zones.get(name);
    if (existing) return existing;
    // A zone the demo kept by name across a restart starts again from the defaults.
    if (this.dnsZones.has(name)) return this.addServerZone(name);
    const account = this.accountByDomain(name);
    if (!account) return undefined;
    const underServerZone = [...this.dnsZones].some((parent) => name.endsWith(`.${parent}`));
    if (underServerZone && !this.siteSettings.ownZoneForSubdomains) return undefined;
    return this.zone(account, name);
  }

  /** The zone of one of an account's domains (created with the account's defaults on first use). */
  zone(account: FakeWhmAccount, domain = account.domain): FakeZone {
    const name = domain.toLowerCase();
    let zone = this.zones.get(name);
    if (!zone) {
      zone = defaultZone(account.user, name, this.siteSettings.initialAddress(name) ?? account.ip, this.hostname);
      this.zones.set(name, zone);
    }
    return zone;
  }

  /**
   * Where a domain resolves on "the internet": its zone's apex A record. A customer whose registrar still points
   * elsewhere is imitated by pointDomain(user, domain, theOldIp).
   */
  addressOf(account: FakeWhmAccount, domain: string): string | null {
    const zone = this.zone(account, domain);
    return zone.records.find((r) => r.type === 'A' && r.name === `${domain.toLowerCase()}.`)?.data[0] ?? null;
  }

  pointDomain(user: string, domain: string, ip: string): void {
    const account = this.account(user);
    if (!account) throw new Error(`fake WHM: no account ${user}`);
    const zone = this.zone(account, domain);
    const apex = zone.records.find((r) => r.type === 'A' && r.name === `${domain.toLowerCase()}.`);
    if (apex) apex.data = [ip];
    else zone.records.push({ name: `${domain.toLowerCase()}.`, type: 'A', ttl: 14400, data: [ip] });
    zone.serial += 1;
  }

  /** The account that has this mailbox (webmail sessions name the address, not the cPanel user). */
  accountOfMailbox(address: string): FakeWhmAccount | undefined {
    for (const [user, site] of this.sites) if (site.mailboxes.has(address.toLowerCase())) return this.account(user);
    return undefined;
  }

  /** The limits an account has: its package's, with any of its own on top; "*unknown*" where neither says. */
  limitsOf(account: FakeWhmAccount): FakeWhmLimits {
    const pkg = this.packages.get(account.plan);
    const limits = {} as FakeWhmLimits;
    for (const key of LIMIT_KEYS) limits[key] = account.ownLimits?.[key] ?? pkg?.[key] ?? '*unknown*';
    return limits;
  }

  /** Seeds an account directly, skipping createacct's rules (for tests and the demo). */
  addAccount(input: {
    user: string;
    domain: string;
    plan?: string;
    email?: string | null;
    usage?: Partial<FakeWhmUsage>;
    ownLimits?: Partial<FakeWhmLimits>;
  }): FakeWhmAccount {
    const account: FakeWhmAccount = {
      user: input.user.toLowerCase(),
      domain: input.domain.toLowerCase(),
      plan: input.plan ?? 'default',
      email: input.email ?? null,
      owner: 'root',
      ip: this.sharedIp,
      theme: 'jupiter',
      startTime: Math.floor(Date.now() / 1000),
      suspended: false,
      suspendReason: null,
      suspendTime: 0,
      usage: {
        ...emptyUsage(),
        ...(typeof this.usageOnCreate === 'function'
          ? this.usageOnCreate(input.user.toLowerCase())
          : this.usageOnCreate),
        ...input.usage,
      },
      hiddenStats: new Set(),
      ...(input.ownLimits && Object.keys(input.ownLimits).length > 0 ? { ownLimits: { ...input.ownLimits } } : {}),
    };
    this.accounts.set(account.user, account);
    return account;
  }

  /** Sets the figures StatsBar/showbw report for one account; throws for an unknown user (a test bug). */
  setUsage(user: string, usage: Partial<FakeWhmUsage>): void {
    const account = this.account(user);
    if (!account) throw new Error(`fake WHM: no account ${user}`);
    Object.assign(account.usage, usage);
  }

  addPackage(input: Partial<FakeWhmPackage> & { name: string }): FakeWhmPackage {
    const created = { ...pkg(input.name, '1024', '10240', '10', '5', '10', '1', '0', '0'), ...input };
    this.packages.set(created.name, created);
    return created;
  }

  /** Accounts, packages and zones as plain JSON (the demo keeps them across restarts). */
  snapshot(): FakeWhmSnapshot {
    return {
      accounts: [...this.accounts.values()].map((a) => ({ ...a, hiddenStats: [...a.hiddenStats] })),
      packages: [...this.packages.values()],
      dnsZones: [...this.dnsZones],
      siteFiles: [...this.siteFiles].map(([domain, files]) => [domain, [...files]]),
    };
  }

  restore(snapshot: FakeWhmSnapshot): void {
    this.clear();
    for (const p of snapshot.packages) this.packages.set(p.name, p);
    for (const a of snapshot.accounts) this.accounts.set(a.user, { ...a, hiddenStats: new Set(a.hiddenStats) });
    for (const z of snapshot.dnsZones) this.dnsZones.add(z);
    for (const [domain, files] of snapshot.siteFiles ?? []) this.siteFiles.set(domain, new Map(files));
  }

  /** Puts a file (or a redirect) into the account of `domain`, replacing what was at `path`. */
  putSiteFile(domain: string, path: string, file: FakeSiteFile): void {
    const key = domain.toLowerCase();
    if (!this.siteFiles.has(key)) this.siteFiles.set(key, new Map());
    this.siteFiles.get(key)!.set(path, file);
  }

  clear(): void {
    this.siteFiles.clear();
    this.accounts.clear();
    this.dnsZones.clear();
    this.sessions.clear();
    this.panelCookies.clear();
    this.sites.clear();
    this.zones.clear();
    this.siteSettings = defaultSiteSettings();
    this.nextWordpressId = 1;
    this.packages.clear();
    for (const p of defaultPackages()) this.packages.set(p.name, p);
  }
}
