import pg from 'pg';
import type { AttemptKind, WavePlan } from './signup-plan.js';

// The wave's proof, read from the DATABASE (and the sandbox WHM) afterwards, never from what the clients were told:
// each legitimate sign-up made exactly one user, one site and one WHM account; the spam got no more than the rules allow.

export interface WaveRows {
  /** Users per e-mail of the run (an e-mail absent here made no user). */
  usersByEmail: Map<string, number>;
  /** The sites of the run's users: owner's e-mail, domain, status. */
  sites: { email: string; domain: string; status: string }[];
  /** WHM accounts per domain, from the sandbox WHM. */
  whmAccountsByDomain: Map<string, number>;
}

export interface WaveVerdict {
  legitUsers: number;
  legitSitesActive: number;
  /** Sites still being provisioned when counted: late, not lost (the time target says how late). */
  legitSitesPending: number;
  whmAccountsOfLegitSites: number;
  spamAdmitted: Record<Exclude<AttemptKind, 'legit'>, number>;
  spamSites: number;
  failures: string[];
}

/** Reads the run's users and sites by the plan's e-mails. */
export async function readWaveRows(databaseUrl: string, plan: WavePlan, whmDomains: string[]): Promise<WaveRows> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const emails = plan.attempts.map((a) => a.email);
    const users = await client.query<{ email: string; n: string }>(
      'select email, count(*) as n from users where email = any($1) group by email',
      [emails],
    );
    const sites = await client.query<{ email: string; domain: string; status: string }>(
      `select u.email, h.domain, h.status from hosting_accounts h join users u on u.id = h.user_id
       where u.email = any($1)`,
      [emails],
    );
    const whmAccountsByDomain = new Map<string, number>();
    for (const d of whmDomains) whmAccountsByDomain.set(d, (whmAccountsByDomain.get(d) ?? 0) + 1);
    return {
      usersByEmail: new Map(users.rows.map((r) => [r.email, Number(r.n)])),
      sites: sites.rows,
      whmAccountsByDomain,
    };
  } finally {
    await client.end();
  }
}

/** Pure: the rows against the plan. Every way a sign-up can be lost or doubled is a named failure. */
export function judgeWave(
  plan: WavePlan,
  rows: WaveRows,
  admittedAtMost: Record<Exclude<AttemptKind, 'legit'>, number>,
  /** E-mails whose sign-up and claim were answered 201 (default: all): a missing row of one of those is lost. */
  accepted?: { signUps: Set<string>; claims: Set<string> },
): WaveVerdict {
  const failures: string[] = [];
  const sitesByEmail = new Map<string, { domain: string; status: string }[]>();
  for (const s of rows.sites) sitesByEmail.set(s.email, [...(sitesByEmail.get(s.email) ?? []), s]);
  let legitUsers = 0;
  let legitSitesActive = 0;
  let legitSitesPending = 0;
  let whmAccountsOfLegitSites = 0;
  const problems = {
    noUser: 0,
    refusedSignUp: 0,
    twoUsers: 0,
    noSite: 0,
    refusedClaim: 0,
    twoSites: 0,
    notActive: 0,
    noWhm: 0,
    twoWhm: 0,
  };
  for (const a of plan.attempts.filter((x) => x.kind === 'legit')) {
    const users = rows.usersByEmail.get(a.email) ?? 0;
    if (users === 0 && accepted && !accepted.signUps.has(a.email)) problems.refusedSignUp++;
    else if (users === 0) problems.noUser++;
    else if (users > 1) problems.twoUsers++;
    else legitUsers++;
    const sites = sitesByEmail.get(a.email) ?? [];
    if (sites.length === 0 && users > 0 && accepted && !accepted.claims.has(a.email)) problems.refusedClaim++;
    else if (sites.length === 0 && !(users === 0 && accepted && !accepted.signUps.has(a.email))) problems.noSite++;
    if (sites.length > 1) problems.twoSites++;
    for (const site of sites) {
      const whm = rows.whmAccountsByDomain.get(site.domain) ?? 0;
      if (site.status === 'pending' && whm <= 1) {
        legitSitesPending++;
        continue;
      }
      if (site.status === 'active') legitSitesActive++;
      else problems.notActive++;
      if (whm === 0) problems.noWhm++;
      else if (whm > 1) problems.twoWhm++;
      else whmAccountsOfLegitSites++;
    }
  }
  const say: Record<keyof typeof problems, string> = {
    noUser: 'legitimate sign-ups made no user (lost)',
    refusedSignUp: 'legitimate sign-ups were answered with an error and made no user',
    twoUsers: 'legitimate sign-ups made more than one user (duplicated)',
    noSite: 'legitimate claims made no site (lost)',
    refusedClaim: 'legitimate claims were answered with an error and made no site',
    twoSites: 'legitimate claims made more than one site (duplicated)',
    notActive: 'legitimate sites are neither active nor still being provisioned',
    noWhm: 'legitimate sites are active with no WHM account (lost)',
    twoWhm: 'legitimate sites have more than one WHM account (duplicated)',
  };
  for (const [key, n] of Object.entries(problems)) if (n) failures.push(`${n} ${say[key as keyof typeof problems]}`);

  const spamAdmitted = { 'reused-fingerprint': 0, 'bait-name': 0, burst: 0 };
  for (const a of plan.attempts) if (a.kind !== 'legit' && rows.usersByEmail.has(a.email)) spamAdmitted[a.kind]++;
  for (const kind of Object.keys(spamAdmitted) as (keyof typeof spamAdmitted)[])
    if (spamAdmitted[kind] > admittedAtMost[kind])
      failures.push(`${kind}: ${spamAdmitted[kind]} spam sign-ups made users, the rules allow ${admittedAtMost[kind]}`);
  const spamEmails = new Set(plan.attempts.filter((a) => a.kind !== 'legit').map((a) => a.email));
  const spamSites = rows.sites.filter((s) => spamEmails.has(s.email)).length;
  if (spamSites) failures.push(`${spamSites} spam attempts got a site (bait names must be refused)`);
  return {
    legitUsers,
    legitSitesActive,
    legitSitesPending,
    whmAccountsOfLegitSites,
    spamAdmitted,
    spamSites,
    failures,
  };
}
