import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_DETECTION_MESSAGES, type AdminAbuseCase } from '../../../contract/abuse-detection.js';
import { startFakeWebFront, type FakeWebFront } from '../../../sandbox/whm.js';
import { BAD_LINK_PAGE, CLEAN_PAGE, KIT_PAGE, URLHAUS_LISTED_URL } from '../../../sandbox/whm/sample-pages.js';
import { abuseSiteScans, auditEvents, jobs, mailOutbox } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';
import type { ReputationLookup } from './reputation/types.js';
import { nextRescanTime, rescanSlot } from './scan/scan-schedule.js';
import { solveChallenge } from '../../lib/proof-of-work.js';

// The detection end to end on the fake WHM and its web front: the name check at claim time, a kit page quarantined
// (WHM suspension, the owner's mail), the admin's reverse and confirm, a known-bad link through a reputation source,
// a report putting its site first in the scan queue, the weekly spread, the figures.
describe('automatic abuse detection', { timeout: 120_000 }, () => {
  let t: HostingTestContext;
  let front: FakeWebFront;
  // Ours, so the test can open the mails' sealed data.
  const secretBox = createSecretBox(randomBytes(32).toString('hex'));
  // A stand-in for the reputation sources: lists the URLhaus sandbox's known download.
  const lookup: ReputationLookup = {
    lookupAll: async (targets) => [
      {
        sourceId: 'urlhaus',
        status: targets.includes(URLHAUS_LISTED_URL) ? 'listed' : 'clean',
        findings: targets.includes(URLHAUS_LISTED_URL)
          ? [{ target: URLHAUS_LISTED_URL, threats: ['malware'], detail: 'malware_download' }]
          : [],
        checkedAt: new Date('2026-11-29T00:00:00Z'),
        error: null,
      },
    ],
  };

  beforeAll(async () => {
    front = await startFakeWebFront(() => t.whm.state);
    t = await createHostingTestApp(
      { ABUSE_POW_BITS: '6', ABUSE_SCAN_HTTP_PORT: String(front.port), ABUSE_SCAN_TIMEOUT_MS: '3000' },
      { secretBox },
      { whm: { sharedIp: '127.0.0.1' } },
    );
    await t.configureWhm();
    t.app.services.abuse.detection.useReputationLookup(lookup);
  });
  afterAll(async () => {
    await t?.close();
    await front?.stop();
  });

  const cases = async (status = 'open') =>
    (await t.get(`/api/admin/abuse-cases?status=${status}`, t.admin.token)).json().cases as AdminAbuseCase[];
  const caseOf = async (domain: string, status = 'open') => (await cases(status)).find((c) => c.domain === domain);
  const mailsTo = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))
      .filter((m) => m.template.startsWith('abuse-'))
      .map((m) => ({ template: m.template, data: JSON.parse(secretBox.open(m.data)) as Record<string, unknown> }));
  const events = (action: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

  async function liveSite(label = freshLabel('scan')) {
    const owner = await t.client();
    const res = await t.post('/api/hosting-accounts', { subdomain: label }, owner.token);
    expect(res.statusCode, res.body).toBe(201);
    await t.runJobs();
    const site = res.json().account as { id: number; domain: string };
    return { owner, site };
  }
  const scanNow = async (siteId: number) => {
    const res = await t.post(`/api/admin/hosting-accounts/${siteId}/abuse-scan`, {}, t.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    await t.runJobs();
  };

  it('refuses a brand dressed as a sign-in page, in the search and at creation, without saying why', async () => {
    const owner = await t.client();
    const search = await t.post('/api/check-domain-availability', { domain: 'paypal-login-verify' });
    expect(search.json()).toMatchObject({ available: false, message: ABUSE_DETECTION_MESSAGES.nameRefused });
    const res = await t.post('/api/hosting-accounts', { subdomain: 'paypal-login-verify' }, owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ABUSE_DETECTION_MESSAGES.nameRefused);
    expect(res.body).not.toMatch(/paypal|brand|login/i);
    expect((await t.get('/api/hosting-accounts', owner.token)).json()).toEqual([]);
  });

  it('holds a name for review: the site is made as usual, the case shows the score broken down, scanned first', async () => {
    const label = freshLabel('apple-fans');
    const { site } = await liveSite(label);
    const found = await caseOf(site.domain);
    expect(found).toMatchObject({ origin: 'name', verdict: 'review', status: 'open', site: { status: 'active' } });
    expect(found!.signals).toContainEqual({ source: 'name', signal: 'brand', detail: 'apple', points: 40 });
    // Its first scan went ahead of the others and ran with the provisioning.
    const scans = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'abuse.scan'))).filter(
      (j) => (j.payload as { hostingAccountId: number }).hostingAccountId === site.id,
    );
    expect(scans.find((j) => (j.payload as { reason: string }).reason === 'name-review')?.status).toBe('completed');
  });

  it('quarantines a site serving a kit page: suspended on WHM, the owner mailed the address and the signal', async () => {
    const { owner, site } = await liveSite();
    t.whm.state.putSiteFile(site.domain, '/', { body: CLEAN_PAGE });
    await scanNow(site.id);
    expect(await caseOf(site.domain)).toBeUndefined();

    t.whm.state.putSiteFile(site.domain, '/', { body: KIT_PAGE });
    await scanNow(site.id);
    const found = (await caseOf(site.domain))!;
    expect(found).toMatchObject({ verdict: 'malicious', threat: 'phishing', site: { status: 'suspended' } });
    expect(found.signals.map((s) => s.signal)).toEqual(['credential-form-off-site', 'brand-sign-in', 'kit-file']);
    expect(found.snippet).toContain('<form method="post"');
    expect(found.sources).toEqual([expect.objectContaining({ sourceId: 'urlhaus', status: 'clean' })]);
    expect(found.suspendedAt).not.toBeNull();
    expect(t.whm.state.accountByDomain(site.domain)?.suspended).toBe(true);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.template).toBe('abuse-site-quarantined');
    expect(mail?.data).toMatchObject({
      url: `http://${site.domain}/`,
      signals: expect.arrayContaining(['password form posts to collector.example.net']),
      appealable: true,
    });
    expect(await events('abuse.site_quarantined')).toHaveLength(1);

    // The admin reverses it in one action: back online on WHM, the owner told, counted as a false positive.
    const res = await t.post(`/api/admin/abuse-cases/${found.id}/reverse`, { note: 'test page' }, t.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: ABUSE_DETECTION_MESSAGES.reversed, case: { status: 'reversed' } });
    expect(t.whm.state.accountByDomain(site.domain)?.suspended).toBe(false);
    expect((await mailsTo(owner.email)).map((m) => m.template)).toContain('abuse-quarantine-lifted');
    expect(await events('abuse.case_reversed')).toHaveLength(1);
    const again = await t.post(`/api/admin/abuse-cases/${found.id}/reverse`, {}, t.admin.token);
    expect(again.statusCode).toBe(409);
    const figures = (await t.get('/api/admin/abuse-figures', t.admin.token)).json();
    expect(figures).toMatchObject({ reversed: 1, actedOn: 1, falsePositiveRate: 1 });
    // The same figures in the Prometheus metrics an operator scrapes.
    const metrics = (await t.get('/api/admin/metrics', t.admin.token)).body;
    expect(metrics).toMatch(/^hostfree_abuse_false_positive_ratio 1$/m);
    expect(metrics).toMatch(/^hostfree_abuse_scan_queue_depth \d+$/m);
    expect(metrics).toMatch(/^hostfree_abuse_scan_next_run_timestamp_seconds \d+/m);
  });

  it("shows a quarantined site's appeal in the support desk beside its case, with the reverse it links to", async () => {
    const { owner, site } = await liveSite();
    t.whm.state.putSiteFile(site.domain, '/', { body: KIT_PAGE });
    await scanNow(site.id);
    const found = (await caseOf(site.domain))!;
    // The owner appeals without signing in (the form of the suspension screen), naming no site.
    const challenge = (await t.get('/api/support/challenge')).json();
    const sent = await t.post('/api/support/guest-tickets', {
      email: owner.email,
      subject: 'My site is a test page',
      category: 'abuse_appeal',
      body: 'It was a demo for a class.',
      appeal: true,
      challenge: challenge.challenge,
      nonce: solveChallenge(challenge.challenge, challenge.bits),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const rows = (await t.get('/api/admin/support/tickets?category=abuse_appeal', t.admin.token)).json().tickets;
    const appeal = rows.find((r: { email: string }) => r.email === owner.email.toLowerCase());
    expect(appeal.ref).toEqual({ kind: 'site_suspension', id: site.id });
    const ticket = (await t.get(`/api/admin/support/tickets/${appeal.id}`, t.admin.token)).json();
    expect(ticket.context.person).toMatchObject({ id: owner.user.id, matchedBy: 'email' });
    expect(ticket.context.subject).toMatchObject({
      title: expect.stringContaining(`Scan case #${found.id} about ${site.domain}`),
      evidence: [expect.stringContaining('credential-form-off-site')],
      reinstate: { kind: 'abuse_case', id: found.id },
    });
    // The reinstatement the ticket names is the case's own reverse; once done, the ticket offers nothing more.
    expect((await t.post(`/api/admin/abuse-cases/${found.id}/reverse`, {}, t.admin.token)).statusCode).toBe(200);
    const after = (await t.get(`/api/admin/support/tickets/${appeal.id}`, t.admin.token)).json();
    expect(after.context.subject).toMatchObject({ title: expect.stringContaining('reversed'), reinstate: null });
  });

  it('a page linking a known-bad URL is malicious by its source; confirmed malware is not appealable', async () => {
    const { site } = await liveSite();
    t.whm.state.putSiteFile(site.domain, '/', { body: BAD_LINK_PAGE });
    await scanNow(site.id);
    const found = (await caseOf(site.domain))!;
    expect(found).toMatchObject({ verdict: 'malicious', threat: 'malware', appealable: true });
    expect(found.signals).toContainEqual({
      source: 'urlhaus',
      signal: 'listed',
      detail: `${URLHAUS_LISTED_URL}: malware_download`,
      points: 100,
    });
    const res = await t.post(`/api/admin/abuse-cases/${found.id}/confirm`, {}, t.admin.token);
    expect(res.json()).toMatchObject({ case: { status: 'confirmed', appealable: false } });
    expect(await t.app.services.abuse.detection.readAppealInfo(site.id)).toMatchObject({
      appealable: false,
      summary: expect.stringContaining('malware_download'),
    });
    const figures = (await t.get('/api/admin/abuse-figures', t.admin.token)).json();
    expect(figures.bySource).toContainEqual({ source: 'urlhaus', count: 1 });
    const metrics = (await t.get('/api/admin/metrics', t.admin.token)).body;
    expect(metrics).toMatch(/^hostfree_abuse_detections_by_source\{source="urlhaus"\} 1$/m);
    expect(metrics).toMatch(/^hostfree_abuse_detections_by_signal\{signal="listed"\} 1$/m);
    expect(metrics).toMatch(/^hostfree_abuse_creation_to_detection_median_minutes [\d.]+$/m);
    // Only this case so far: the kit cases above were reversed, and a name held for review is not a detection.
    expect(figures.creationToDetection.count).toBe(1);
  });

  it('a suspicious page an admin confirms as phishing is quarantined, and its mail offers no appeal', async () => {
    const { owner, site } = await liveSite();
    // A brand beside sign-in words and nothing else: suspicious (35), not malicious; the owner is not told.
    t.whm.state.putSiteFile(site.domain, '/', {
      body: '<html><head><title>Account</title></head><body><h1>PayPal sign in</h1></body></html>',
    });
    await scanNow(site.id);
    const found = (await caseOf(site.domain))!;
    expect(found).toMatchObject({ verdict: 'suspicious', threat: 'phishing', quarantinedAt: null });
    expect(await mailsTo(owner.email)).toEqual([]);
    const res = await t.post(`/api/admin/abuse-cases/${found.id}/confirm`, {}, t.admin.token);
    expect(res.json()).toMatchObject({ case: { status: 'confirmed', appealable: false } });
    await t.runJobs();
    expect(t.whm.state.accountByDomain(site.domain)?.suspended).toBe(true);
    const [mail] = await mailsTo(owner.email);
    expect(mail).toMatchObject({ template: 'abuse-site-quarantined', data: { appealable: false } });
    // An appeal still reaches the desk (anyone may write), but the desk offers no way back for a confirmed kit.
    const challenge = (await t.get('/api/support/challenge')).json();
    const sent = await t.post('/api/support/guest-tickets', {
      email: owner.email,
      subject: 'Please restore my site',
      category: 'abuse_appeal',
      body: 'It was only a test.',
      appeal: true,
      challenge: challenge.challenge,
      nonce: solveChallenge(challenge.challenge, challenge.bits),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const rows = (await t.get('/api/admin/support/tickets?category=abuse_appeal', t.admin.token)).json().tickets;
    const appeal = rows.find((r: { email: string }) => r.email === owner.email.toLowerCase());
    const ticket = (await t.get(`/api/admin/support/tickets/${appeal.id}`, t.admin.token)).json();
    expect(ticket.context.subject).toMatchObject({
      title: expect.stringContaining('confirmed, not appealable'),
      reinstate: null,
    });
  });

  it('a report puts its site first in the scan queue', async () => {
    const { site } = await liveSite();
    const challenge = (await t.get('/api/abuse-reports/challenge')).json();
    const res = await t.post('/api/abuse-reports', {
      site: site.domain,
      category: 'phishing',
      evidenceUrls: [`http://${site.domain}/`],
      reporterEmail: 'reporter@example.test',
      challenge: challenge.challenge,
      nonce: solveChallenge(challenge.challenge, challenge.bits),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [scan] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `abuse.scan:${site.id}:priority`));
    expect(scan!.runAt.getTime()).toBeLessThan(Date.now() - 24 * 3600_000);

    // An admin suspends the site from the report queue: report → takedown counts it, not only scan cases.
    const figures = async () => (await t.get('/api/admin/abuse-figures', t.admin.token)).json();
    const before = (await figures()).reportToTakedown.count as number;
    const down = await t.post(
      `/api/admin/abuse-reports/${res.json().id}/suspend-site`,
      { reason: 'Phishing kit' },
      t.admin.token,
    );
    expect(down.statusCode, down.body).toBe(200);
    const after = (await figures()).reportToTakedown;
    expect(after.count).toBe(before + 1);
    expect(after.medianMinutes).toBeGreaterThanOrEqual(0);
  });

  it('spreads the weekly rescan evenly and keeps each site at its moment', () => {
    const week = 7 * 24 * 3600_000;
    const buckets = new Array(7).fill(0);
    for (let id = 1; id <= 7000; id++) buckets[Math.floor(rescanSlot(id) * 7)] += 1;
    for (const n of buckets) expect(Math.abs(n - 1000)).toBeLessThan(60);
    const from = new Date('2026-11-29T03:00:00Z');
    const next = nextRescanTime(42, from, week);
    expect(next.getTime()).toBeGreaterThan(from.getTime());
    expect(next.getTime() - from.getTime()).toBeLessThanOrEqual(week);
    expect(nextRescanTime(42, next, week).getTime() - next.getTime()).toBe(week);
  });

  it('keeps the thresholds in order and the lists editable', async () => {
    const current = (await t.get('/api/admin/abuse-detection-settings', t.admin.token)).json();
    expect(current.nameRefuseThreshold).toBe(80);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/abuse-detection-settings',
      headers: { authorization: `Bearer ${t.admin.token}` },
      payload: { ...current, nameReviewThreshold: 90 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ABUSE_DETECTION_MESSAGES.thresholdsOrder);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/abuse-detection-settings',
      headers: { authorization: `Bearer ${t.admin.token}` },
      payload: { ...current, brands: [...current.brands, 'hostfreebank'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const search = await t.post('/api/check-domain-availability', { domain: 'hostfreebank-login-verify' });
    expect(search.json().available).toBe(false);
  });

  // Last: the clock moves a week (sessions made before it have expired).
  // Late: it moves the test clock an hour on, which makes other sites' scans due.
  it("reversing a case lifts only the quarantine's own suspension, not one an admin made meanwhile", async () => {
    const { owner, site } = await liveSite();
    t.whm.state.putSiteFile(site.domain, '/', { body: KIT_PAGE });
    // WHM refuses the quarantine's suspension for now: the job waits to try again.
    t.whm.switches.fail('suspendacct');
    await scanNow(site.id);
    t.whm.switches.reset();
    const found = (await caseOf(site.domain))!;
    expect(found).toMatchObject({ verdict: 'malicious', suspendedAt: null, site: { status: 'active' } });
    // Meanwhile an admin suspends the site for a report; the quarantine then finds it suspended and leaves it.
    const byAdmin = await t.post(
      `/api/admin/hosting-accounts/${site.id}/suspend`,
      { reason: 'Phishing report #77' },
      t.admin.token,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    await t.runJobs(3600_000);
    expect((await caseOf(site.domain))!.suspendedAt).not.toBeNull();
    const res = await t.post(`/api/admin/abuse-cases/${found.id}/reverse`, {}, t.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.whm.state.accountByDomain(site.domain)?.suspended).toBe(true);
    const [row] = (await t.get('/api/hosting-accounts', owner.token)).json() as { status: string }[];
    expect(row?.status).toBe('suspended');
    expect((await mailsTo(owner.email)).map((m) => m.template)).not.toContain('abuse-quarantine-lifted');
  });

  it('the weekly sweep queues every live site that is due, and they are scanned', async () => {
    const { site } = await liveSite();
    t.whm.state.putSiteFile(site.domain, '/', { body: CLEAN_PAGE });
    t.clock.advance(8 * 24 * 3600_000);
    await t.app.services.abuse.detection.scheduleSweep();
    await t.runJobs();
    const [row] = await t.database.db.select().from(abuseSiteScans).where(eq(abuseSiteScans.hostingAccountId, site.id));
    expect(row).toMatchObject({ lastVerdict: 'clean', lastError: null });
    expect(row!.nextScanAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});
