// What the fake WHM keeps per cPanel account for the site tools: certificates and AutoSSL's findings, DNS zones,
// WordPress installs and their install runs, mailboxes and home-folder backups. Tests and the demo seed and read
// it directly (e.g. pointDomain to imitate a customer changing their registrar's A record).

export interface FakeZoneLine {
  name: string;
  type: string;
  ttl: number;
  data: string[];
}

export interface FakeZone {
  owner: string;
  serial: number;
  /** Lines of the zone file in order; the SOA is line 0 and carries the serial. */
  records: FakeZoneLine[];
}

export interface FakeCertificate {
  domains: string[];
  /** epoch seconds */
  notAfter: number;
  isAutossl: boolean;
  isSelfSigned: boolean;
}

export interface FakeWordPress {
  /** WP Toolkit's instance id (wptk_id), a whole number as text. */
  id: string;
  domain: string;
  path: string;
  version: string;
  title: string;
  /** The administrator WP Toolkit made; its password as change_admin_password last set it (tests read it). */
  adminLogin: string;
  adminPassword: string | null;
}

export interface FakeWordPressRun {
  installId: string;
  domain: string;
  path: string;
  title: string;
  progress: number;
  /** get_task_progress's words: unknown until the queued task writes its first progress line. */
  status: 'unknown' | 'running' | 'complete' | 'failed';
  message: string;
  websiteId: string | null;
}

export interface FakeMailbox {
  password: string;
  /** MB; 0 = unlimited. */
  quotaMb: number;
  diskUsedMb: number;
}

export interface FakeBackup {
  file: string;
  time: number;
  status: 'complete' | 'in_progress' | 'failed';
}

export interface FakeSite {
  certificates: Map<string, FakeCertificate>;
  autosslProblems: { domain: string; problem: string; time: string; log: string }[];
  /** is_autossl_check_in_progress answers 1 this many more times, then the check's outcome is written. */
  autosslCheckPolls: number;
  wordpress: Map<string, FakeWordPress>;
  wordpressRuns: Map<string, FakeWordPressRun>;
  /** Keyed by full address. */
  mailboxes: Map<string, FakeMailbox>;
  backups: FakeBackup[];
}

/** Knobs tests and the demo turn. */
export interface FakeSiteSettings {
  /** Percentage points a WordPress install run advances per get_task_progress call. */
  wordpressStep: number;
  /** How many is_autossl_check_in_progress calls see a check running. */
  autosslCheckPolls: number;
  /** WordPress sites a package allows (WP Toolkit's per-plan limit); absent = unlimited. */
  wordpressLimitByPlan: Record<string, number>;
  /** Free MB create_website needs. */
  wordpressMinFreeMb: number;
  /**
   * Where a new zone's apex points when the domain is not yet delegated here (null = the account's own address).
   * The demo points customers' own domains at an "old host" so AutoSSL has a problem to explain.
   */
  initialAddress: (domain: string) => string | null;
  /**
   * Whether an account whose domain lies under a server zone (a free subdomain of the operator's shared domain) gets
   * a zone file of its own, as createacct makes by default; false is a server that files such names in the parent
   * zone. Root's parse_dns_zone finds the account's zone only when it exists.
   */
  ownZoneForSubdomains: boolean;
}

export function emptySite(): FakeSite {
  return {
    certificates: new Map(),
    autosslProblems: [],
    autosslCheckPolls: 0,
    wordpress: new Map(),
    wordpressRuns: new Map(),
    mailboxes: new Map(),
    backups: [],
  };
}

export function defaultSiteSettings(): FakeSiteSettings {
  return {
    wordpressStep: 40,
    autosslCheckPolls: 2,
    wordpressLimitByPlan: { free_plan: 1 },
    wordpressMinFreeMb: 50,
    initialAddress: () => null,
    ownZoneForSubdomains: true,
  };
}

/** A zone as a new account gets it: SOA, NS, the apex and www pointing at the account's address, and MX. */
export function defaultZone(owner: string, domain: string, ip: string, hostname: string): FakeZone {
  const apex = `${domain}.`;
  return {
    owner,
    serial: 2026010100,
    records: [
      {
        name: apex,
        type: 'SOA',
        ttl: 86400,
        data: [`ns1.${hostname}.`, `hostmaster.${hostname}.`, '2026010100', '3600', '1800', '1209600', '86400'],
      },
      { name: apex, type: 'NS', ttl: 86400, data: [`ns1.${hostname}.`] },
      { name: apex, type: 'NS', ttl: 86400, data: [`ns2.${hostname}.`] },
      { name: apex, type: 'A', ttl: 14400, data: [ip] },
      { name: 'www', type: 'CNAME', ttl: 14400, data: [apex] },
      { name: apex, type: 'MX', ttl: 14400, data: ['0', apex] },
      { name: apex, type: 'TXT', ttl: 14400, data: [`v=spf1 +a +mx +ip4:${ip} ~all`] },
    ],
  };
}
