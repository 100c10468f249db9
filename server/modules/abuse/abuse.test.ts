import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_MESSAGES, type AdminAbuseReport } from '../../../contract/abuse.js';
import { auditEvents, mailOutbox } from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';
import { RATE_LIMITED_MESSAGE } from '../rate-limit/limits.js';
import { solveChallenge } from '../../lib/proof-of-work.js';

// The public report (proof of work, rate limits, our sites only), the admin queue's
// actions and mails, automatic suspension on/off and its undo, all audited.
// Each report carries a proof of work; 6 bits keeps the file quick (the rule is the same at the default 16).
describe('abuse reports', { timeout: 120_000 }, () => {
  let t: HostingTestContext;
  beforeAll(async () => {
    t = await createHostingTestApp({ ABUSE_POW_BITS: '6' });
    await t.configureWhm();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function ownedSite(owner?: SignedInUser) {
    const user = owner ?? (await t.client());
    const res = await t.post('/api/hosting-accounts', { subdomain: freshLabel('abuse') }, user.token);
    expect(res.statusCode, res.body).toBe(201);
    await t.runJobs();
    const account = (await t.get('/api/hosting-accounts', user.token))
      .json()
      .find((a: { id: number }) => a.id === res.json().account.id);
    expect(account.status).toBe('active');
    return { owner: user, site: account as { id: number; domain: string; cpanelUsername: string } };
  }

  async function challenge(remoteAddress = '203.0.113.9') {
    const res = await t.app.inject({ method: 'GET', url: '/api/abuse-reports/challenge', remoteAddress });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { challenge: string; bits: number };
  }

  let reporterCounter = 0;
  async function report(site: string, extra: Record<string, unknown> = {}, remoteAddress?: string) {
    const c = await challenge();
    reporterCounter += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/abuse-reports',
      remoteAddress: remoteAddress ?? `198.51.100.${reporterCounter % 250}`,
      payload: {
        site,
        category: 'phishing',
        evidenceUrls: [`https://${site}/login.php`],
        reporterEmail: `reporter${reporterCounter}@example.test`,
        challenge: c.challenge,
        nonce: solveChallenge(c.challenge, c.bits),
        ...extra,
      },
    });
  }

  const queue = async (status = 'open') =>
    (await t.get(`/api/admin/abuse-reports?status=${status}`, t.admin.token)).json().reports as AdminAbuseReport[];
  // Only this module's mails (an owner also gets 'hosting-ready' when a site is set up).
  const mailsTo = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).filter((m) =>
      m.template.startsWith('abuse-'),
    );
  const events = (action: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

  it('takes a report for one of our sites, with its owner, their other sites and earlier reports in the queue', async () => {
    const { owner, site } = await ownedSite();
    const { site: other } = await ownedSite(owner);
    const first = await report(other.domain, { category: 'spam' });
    expect(first.statusCode, first.body).toBe(201);
    // Typed as a full address with a path: the host is what counts.
    const res = await report(`https://${site.domain}/secure/login.php`, {
      evidenceUrls: ['https://evidence.example/a', 'https://evidence.example/a'],
      details: 'Fake bank login',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: ABUSE_MESSAGES.reportReceived, id: expect.any(Number) });

    const row = (await queue()).find((r) => r.id === res.json().id)!;
    expect(row).toMatchObject({
      site: { id: site.id, domain: site.domain, status: 'active' },
      category: 'phishing',
      evidenceUrls: ['https://evidence.example/a'],
      details: 'Fake bank login',
      owner: { id: owner.user.id, email: owner.email },
      status: 'open',
      autoSuspension: null,
      ownerOtherSites: [{ id: other.id, domain: other.domain, status: 'active' }],
      earlierReports: [{ id: first.json().id, domain: other.domain, category: 'spam', status: 'open' }],
    });
    const [received] = (await events('abuse.report_received')).filter((e) => e.targetId === String(res.json().id));
    expect(received.details).toEqual({ domain: site.domain, category: 'phishing', evidenceCount: 1 });
    expect(JSON.stringify(received)).not.toContain('@example.test');
  });

  it('refuses a site that is not hosted here, and bad evidence links', async () => {
    const notOurs = await report('example.org');
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json().message).toBe(ABUSE_MESSAGES.siteNotOurs);
    const { site } = await ownedSite();
    const bad = await report(site.domain, { evidenceUrls: ['javascript:alert(1)'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ABUSE_MESSAGES.evidenceInvalid);
    const none = await report(site.domain, { evidenceUrls: [] });
    expect(none.json().message).toBe(ABUSE_MESSAGES.evidenceRequired);
    const many = await report(site.domain, {
      evidenceUrls: Array.from({ length: 11 }, (_, i) => `https://e.example/${i}`),
    });
    expect(many.json().message).toBe(ABUSE_MESSAGES.evidenceTooMany);
  });

  it('accepts each proof of work once, and no wrong or unknown one', async () => {
    const { site } = await ownedSite();
    const c = await challenge();
    expect(c.bits).toBe(6);
    const nonce = solveChallenge(c.challenge, c.bits);
    const body = {
      site: site.domain,
      category: 'malware',
      evidenceUrls: ['https://x.example/'],
      reporterEmail: 'pow@example.test',
      challenge: c.challenge,
    };
    // A nonce that does not solve it (the next one that does not, so the test never depends on luck).
    let wrong = Number(nonce) + 1;
    const { isSolution } = await import('../../lib/proof-of-work.js');
    while (isSolution(c.challenge, String(wrong), c.bits)) wrong += 1;
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/abuse-reports', payload, remoteAddress: '192.0.2.77' });
    expect((await send({ ...body, nonce: String(wrong) })).json().message).toBe(ABUSE_MESSAGES.challengeInvalid);
    expect((await send({ ...body, nonce })).statusCode).toBe(201);
    const replay = await send({ ...body, nonce });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(ABUSE_MESSAGES.challengeUsed);
    const unknown = await send({ ...body, challenge: 'f'.repeat(32), nonce: '1' });
    expect(unknown.json().message).toBe(ABUSE_MESSAGES.challengeInvalid);
    // Expired: ten minutes later the same kind of challenge is refused.
    const late = await challenge();
    t.clock.advance(10 * 60_000 + 1);
    expect(
      (await send({ ...body, challenge: late.challenge, nonce: solveChallenge(late.challenge, late.bits) })).json()
        .message,
    ).toBe(ABUSE_MESSAGES.challengeInvalid);
  });

  it('limits reports per reporter address and per site', async () => {
    const { site } = await ownedSite();
    const byOne = (n: number) =>
      report(site.domain, { reporterEmail: 'Busy@Example.test', evidenceUrls: [`https://e.example/${n}`] });
    for (let i = 0; i < 5; i++) expect((await byOne(i)).statusCode).toBe(201);
    const sixth = await byOne(6);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(RATE_LIMITED_MESSAGE);
    // Same site, different reporters: 20 an hour (5 above count too).
    let last = 0;
    for (let i = 0; i < 16; i++) last = (await report(site.domain)).statusCode;
    expect(last).toBe(429);
    const { site: another } = await ownedSite();
    expect((await report(another.domain)).statusCode).toBe(201);
    t.clock.advance(60 * 60_000 + 1);
    expect((await report(site.domain)).statusCode).toBe(201);
  });

  it('limits reports per address', async () => {
    const { site } = await ownedSite();
    const address = '192.0.2.200';
    for (let i = 0; i < 10; i++) expect((await report(site.domain, {}, address)).statusCode).toBe(201);
    expect((await report(site.domain, {}, address)).statusCode).toBe(429);
    t.clock.advance(60 * 60_000 + 1);
  });

  it('dismisses: the reporter hears the outcome, the owner is not mailed; a second action is refused', async () => {
    const { owner, site } = await ownedSite();
    const res = await report(site.domain, { reporterEmail: 'dismiss@example.test' });
    const id = res.json().id;
    const out = await t.post(`/api/admin/abuse-reports/${id}/dismiss`, { note: 'Legitimate bank page' }, t.admin.token);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      message: ABUSE_MESSAGES.dismissed,
      report: { id, status: 'closed', resolution: 'dismissed', resolutionNote: 'Legitimate bank page' },
    });
    expect((await mailsTo('dismiss@example.test')).map((m) => m.template)).toEqual(['abuse-report-outcome']);
    expect(await mailsTo(owner.email)).toEqual([]);
    expect((await t.post(`/api/admin/abuse-reports/${id}/warn`, { message: 'x' }, t.admin.token)).statusCode).toBe(409);
    expect(
      (await events('abuse.report_dismissed')).some((e) => e.targetId === String(id) && e.actorId === t.admin.user.id),
    ).toBe(true);
    expect((await queue('closed')).some((r) => r.id === id)).toBe(true);
  });

  it("warns the owner by mail, in the admin's words", async () => {
    const { owner, site } = await ownedSite();
    const id = (await report(site.domain, { reporterEmail: 'warn@example.test' })).json().id;
    const out = await t.post(
      `/api/admin/abuse-reports/${id}/warn`,
      { message: 'Remove the login form at /secure.' },
      t.admin.token,
    );
    expect(out.json()).toMatchObject({ message: ABUSE_MESSAGES.warned, report: { resolution: 'warned' } });
    expect((await mailsTo(owner.email)).map((m) => m.template)).toEqual(['abuse-owner-warning']);
    expect((await mailsTo('warn@example.test')).map((m) => m.template)).toEqual(['abuse-report-outcome']);
    const [event] = (await events('abuse.report_warned')).filter((e) => e.targetId === String(id));
    expect(event.subjectUserId).toBe(owner.user.id);
  });

  it('suspends the site on WHM and closes every open report about it', async () => {
    const { owner, site } = await ownedSite();
    const a = (await report(site.domain, { reporterEmail: 'sa@example.test' })).json().id;
    const b = (await report(site.domain, { reporterEmail: 'sb@example.test' })).json().id;
    const out = await t.post(`/api/admin/abuse-reports/${a}/suspend-site`, { reason: 'Phishing kit' }, t.admin.token);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().report).toMatchObject({ resolution: 'site_suspended', site: { status: 'suspended' } });
    expect(t.whm.state.accounts.get(site.cpanelUsername)).toMatchObject({
      suspended: true,
      suspendReason: 'Phishing kit',
    });
    expect((await queue('closed')).find((r) => r.id === b)).toMatchObject({ resolution: 'site_suspended' });
    expect((await mailsTo('sb@example.test')).map((m) => m.template)).toEqual(['abuse-report-outcome']);
    expect((await mailsTo(owner.email)).map((m) => m.template)).toEqual(['abuse-sites-suspended']);
    expect((await events('hosting.suspended')).some((e) => e.targetId === String(site.id))).toBe(true);
    expect((await events('abuse.report_site_suspended')).some((e) => e.targetId === String(a))).toBe(true);
  });

  it('leaves the report open and says why when WHM refuses the suspension', async () => {
    const { site } = await ownedSite();
    const id = (await report(site.domain)).json().id;
    t.whm.switches.fail('suspendacct', 500);
    try {
      const out = await t.post(`/api/admin/abuse-reports/${id}/suspend-site`, { reason: 'Phishing' }, t.admin.token);
      expect(out.statusCode).toBe(502);
    } finally {
      t.whm.switches.reset();
    }
    expect((await queue()).find((r) => r.id === id)).toMatchObject({ status: 'open', site: { status: 'active' } });
  });

  it('suspends the owner as a person: sessions end, every active site of theirs, and every open report about them closes', async () => {
    const { owner, site } = await ownedSite();
    const { site: second } = await ownedSite(owner);
    const a = (await report(site.domain)).json().id;
    const b = (await report(second.domain)).json().id;
    const out = await t.post(
      `/api/admin/abuse-reports/${a}/suspend-owner`,
      { reason: 'Phishing campaign' },
      t.admin.token,
    );
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toBe(ABUSE_MESSAGES.ownerSuspended);
    // The owner's token stops working at once; WHM follows through the queue.
    expect((await t.get('/api/hosting-accounts', owner.token)).statusCode).toBe(401);
    await t.runJobs();
    expect(t.whm.state.accounts.get(site.cpanelUsername)?.suspended).toBe(true);
    expect(t.whm.state.accounts.get(second.cpanelUsername)?.suspended).toBe(true);
    expect((await queue('closed')).find((r) => r.id === b)).toMatchObject({ resolution: 'owner_suspended' });
    expect((await mailsTo(owner.email)).map((m) => m.template)).toContain('abuse-sites-suspended');
  });

  describe('automatic suspension', () => {
    const setAuto = (autoSuspendEnabled: boolean, autoSuspendThreshold = 3) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/abuse-settings',
        headers: { authorization: `Bearer ${t.admin.token}` },
        payload: { autoSuspendEnabled, autoSuspendThreshold },
      });

    it('is off by default: reports pile up and the site stays online', async () => {
      expect((await t.get('/api/admin/abuse-settings', t.admin.token)).json()).toEqual({
        autoSuspendEnabled: false,
        autoSuspendThreshold: 3,
      });
      const { site } = await ownedSite();
      for (let i = 0; i < 4; i++) expect((await report(site.domain)).statusCode).toBe(201);
      await t.runJobs();
      expect(t.whm.state.accounts.get(site.cpanelUsername)?.suspended).toBe(false);
      expect((await queue()).find((r) => r.site?.id === site.id)?.autoSuspension).toBeNull();
    });

    it('when on, suspends at the threshold within an hour, through a job that outlasts a WHM outage; one click undoes it', async () => {
      expect((await setAuto(true, 3)).statusCode).toBe(200);
      const { owner, site } = await ownedSite();
      await report(site.domain);
      t.clock.advance(61 * 60_000);
      // The first report is now older than an hour: two more do not reach three.
      await report(site.domain);
      await report(site.domain);
      await t.runJobs();
      expect(t.whm.state.accounts.get(site.cpanelUsername)?.suspended).toBe(false);

      t.whm.switches.fail('suspendacct', 500);
      await report(site.domain);
      await t.runJobs();
      expect(t.whm.state.accounts.get(site.cpanelUsername)?.suspended).toBe(false);
      const pending = (await queue()).find((r) => r.site?.id === site.id)!.autoSuspension!;
      expect(pending).toMatchObject({ reportCount: 3, suspendedAt: null });
      t.whm.switches.reset();
      await t.runJobs(60_000);
      expect(t.whm.state.accounts.get(site.cpanelUsername)).toMatchObject({
        suspended: true,
        suspendReason: 'Suspended automatically after 3 abuse reports within an hour',
      });
      expect((await mailsTo(owner.email)).map((m) => m.template)).toEqual(['abuse-sites-suspended']);
      expect(
        (await events('abuse.site_auto_suspended')).some((e) => e.targetId === String(site.id) && e.actorId === null),
      ).toBe(true);
      // Reports stay open for an admin to review.
      expect((await queue()).filter((r) => r.site?.id === site.id)).toHaveLength(4);

      const undo = await t.post(`/api/admin/abuse-auto-suspensions/${pending.id}/undo`, {}, t.admin.token);
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json().message).toBe(ABUSE_MESSAGES.autoSuspensionUndone);
      expect(t.whm.state.accounts.get(site.cpanelUsername)?.suspended).toBe(false);
      expect((await mailsTo(owner.email)).map((m) => m.template).sort()).toEqual([
        'abuse-sites-suspended',
        'abuse-suspension-undone',
      ]);
      expect((await t.post(`/api/admin/abuse-auto-suspensions/${pending.id}/undo`, {}, t.admin.token)).statusCode).toBe(
        409,
      );
      expect((await events('abuse.auto_suspension_undone')).some((e) => e.actorId === t.admin.user.id)).toBe(true);

      // Reports before the undo no longer count: one more does not suspend again, three more do.
      t.clock.advance(1000);
      await report(site.domain);
      await t.runJobs();
      expect(t.whm.state.accounts.get(site.cpanelUsername)?.suspended).toBe(false);
      await report(site.domain);
      await report(site.domain);
      await t.runJobs();
      expect(t.whm.state.accounts.get(site.cpanelUsername)?.suspended).toBe(true);
      await setAuto(false);
    });

    it('an undo before the job ran cancels it without touching WHM', async () => {
      await setAuto(true, 2);
      const { site } = await ownedSite();
      await report(site.domain);
      await report(site.domain);
      const live = (await queue()).find((r) => r.site?.id === site.id)!.autoSuspension!;
      expect((await t.post(`/api/admin/abuse-auto-suspensions/${live.id}/undo`, {}, t.admin.token)).statusCode).toBe(
        200,
      );
      await t.runJobs();
      expect(t.whm.state.accounts.get(site.cpanelUsername)?.suspended).toBe(false);
      await setAuto(false);
    });

    it('settings are admin-only, bounded and audited', async () => {
      const user = await t.client();
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/admin/abuse-settings',
            headers: { authorization: `Bearer ${user.token}` },
            payload: { autoSuspendEnabled: true, autoSuspendThreshold: 3 },
          })
        ).statusCode,
      ).toBe(403);
      expect((await setAuto(true, 1)).statusCode).toBe(400);
      const changed = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'settings.abuse_changed'), eq(auditEvents.actorId, t.admin.user.id)));
      expect(changed.length).toBeGreaterThan(0);
    });
  });

  it('keeps the queue and its actions to admins', async () => {
    const user = await t.client();
    expect((await t.get('/api/admin/abuse-reports', user.token)).statusCode).toBe(403);
    expect((await t.get('/api/admin/abuse-reports')).statusCode).toBe(401);
    expect((await t.post('/api/admin/abuse-reports/1/dismiss', {}, user.token)).statusCode).toBe(403);
    expect((await t.post('/api/admin/abuse-reports/999999/dismiss', {}, t.admin.token)).statusCode).toBe(404);
  });
});
