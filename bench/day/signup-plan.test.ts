import { describe, expect, it } from 'vitest';
import { BURST_IP, expectedAdmitted, FINGERPRINT_GROUP, planWave } from './signup-plan.js';
import { judgeWave, type WaveRows } from './signup-check.js';

const plan = planWave(100, 0.2, 60_000, 't1', 15);
const legit = plan.attempts.filter((a) => a.kind === 'legit');

describe('the sign-up wave plan', () => {
  it('has every legitimate visitor once, on an address and device of their own, spread over the wave', () => {
    expect(legit).toHaveLength(100);
    expect(new Set(legit.map((a) => a.ip)).size).toBe(100);
    expect(new Set(legit.map((a) => a.fingerprintHash)).size).toBe(100);
    expect(new Set(legit.map((a) => a.subdomain)).size).toBe(100);
    expect(Math.max(...legit.map((a) => a.atMs))).toBeLessThan(60_000);
    expect(Math.max(...legit.map((a) => a.atMs))).toBeGreaterThan(30_000);
    expect(new Set(legit.map((a) => a.instance))).toEqual(new Set([0, 1]));
  });

  it('adds 20 % spam in three shapes, each large enough to meet its rule', () => {
    expect(plan.spam).toEqual({ 'reused-fingerprint': 7, 'bait-name': 7, burst: 15 });
    const burst = plan.attempts.filter((a) => a.kind === 'burst');
    expect(new Set(burst.map((a) => a.ip))).toEqual(new Set([BURST_IP]));
    const devices = plan.attempts.filter((a) => a.kind === 'reused-fingerprint').map((a) => a.fingerprintHash);
    expect(new Set(devices).size).toBe(Math.ceil(7 / FINGERPRINT_GROUP));
    const small = planWave(10, 0.2, 5_000, 't2', 15);
    expect(small.spam['reused-fingerprint']).toBe(FINGERPRINT_GROUP);
    expect(small.spam.burst).toBe(15);
  });

  it('lets through what the device and address limits allow, no more', () => {
    // 7 on two devices: 5 + 2, two of each admitted; 10 of the 15-burst; every bait sign-up (its claim is refused).
    expect(expectedAdmitted(plan, 2, 10)).toEqual({ 'reused-fingerprint': 4, 'bait-name': 7, burst: 10 });
  });

  it('is the same plan for the same tag and seed', () => {
    expect(planWave(100, 0.2, 60_000, 't1', 15)).toEqual(plan);
  });
});

/** The rows a correct run leaves: one user and one active site with one WHM account per legitimate visitor. */
function goodRows(): WaveRows {
  const sites = legit.map((a) => ({ email: a.email, domain: `${a.subdomain}.hostfree.test`, status: 'active' }));
  const usersByEmail = new Map(legit.map((a) => [a.email, 1]));
  for (const a of plan.attempts.filter((x) => x.kind === 'bait-name')) usersByEmail.set(a.email, 1);
  return { usersByEmail, sites, whmAccountsByDomain: new Map(sites.map((s) => [s.domain, 1])) };
}
const allowed = expectedAdmitted(plan, 2, 10);

describe('the database check of the wave', () => {
  it('passes a run where each legitimate sign-up made one user, one active site and one WHM account', () => {
    const verdict = judgeWave(plan, goodRows(), allowed);
    expect(verdict.failures).toEqual([]);
    expect(verdict).toMatchObject({
      legitUsers: 100,
      legitSitesActive: 100,
      whmAccountsOfLegitSites: 100,
      spamSites: 0,
    });
  });

  it('names a lost user, a doubled site and a doubled WHM account', () => {
    const rows = goodRows();
    rows.usersByEmail.delete(legit[0]!.email);
    rows.sites.push({ ...rows.sites[1]!, domain: 'again.hostfree.test' });
    rows.whmAccountsByDomain.set('again.hostfree.test', 1);
    rows.whmAccountsByDomain.set(rows.sites[2]!.domain, 2);
    expect(judgeWave(plan, rows, allowed).failures).toEqual([
      '1 legitimate sign-ups made no user (lost)',
      '1 legitimate claims made more than one site (duplicated)',
      '1 legitimate sites have more than one WHM account (duplicated)',
    ]);
  });

  it('names an active site the WHM does not have and a site that failed; a pending one is late, not lost', () => {
    const rows = goodRows();
    rows.whmAccountsByDomain.delete(rows.sites[0]!.domain);
    rows.sites[1]!.status = 'suspended';
    rows.sites[2]!.status = 'pending';
    rows.whmAccountsByDomain.delete(rows.sites[2]!.domain);
    const verdict = judgeWave(plan, rows, allowed);
    expect(verdict.failures).toEqual([
      '1 legitimate sites are neither active nor still being provisioned',
      '1 legitimate sites are active with no WHM account (lost)',
    ]);
    expect(verdict).toMatchObject({ legitSitesActive: 98, legitSitesPending: 1 });
  });

  it('fails when spam made more users than the rules allow, or got a site', () => {
    const rows = goodRows();
    for (const a of plan.attempts.filter((x) => x.kind === 'burst')) rows.usersByEmail.set(a.email, 1);
    const bait = plan.attempts.find((a) => a.kind === 'bait-name')!;
    rows.sites.push({ email: bait.email, domain: `${bait.subdomain}.hostfree.test`, status: 'active' });
    expect(judgeWave(plan, rows, allowed).failures).toEqual([
      'burst: 15 spam sign-ups made users, the rules allow 10',
      '1 spam attempts got a site (bait names must be refused)',
    ]);
  });
});

describe('a legitimate visitor told no is not a lost one', () => {
  it('names sign-ups and claims answered with an error apart from rows lost after a 201', () => {
    const rows = goodRows();
    const [refused, lostUser, refusedClaim] = legit;
    rows.usersByEmail.delete(refused!.email);
    rows.usersByEmail.delete(lostUser!.email);
    rows.sites = rows.sites.filter((s) => ![refused!.email, lostUser!.email, refusedClaim!.email].includes(s.email));
    const all = new Set(legit.map((a) => a.email));
    const signUps = new Set([...all].filter((e) => e !== refused!.email));
    const claims = new Set([...signUps].filter((e) => e !== refusedClaim!.email && e !== lostUser!.email));
    expect(judgeWave(plan, rows, allowed, { signUps, claims }).failures).toEqual([
      '1 legitimate sign-ups made no user (lost)',
      '1 legitimate sign-ups were answered with an error and made no user',
      '1 legitimate claims made no site (lost)',
      '1 legitimate claims were answered with an error and made no site',
    ]);
  });
});
