import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_MESSAGES } from '../../../contract/site-manage.js';
import {
  auditEvents,
  hostingAccounts,
  hostingPackages,
  siteBackupRequests,
  siteWordpressRuns,
} from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { backupBytes } from '../../../sandbox/whm/login-page.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// The "Manage site" tools end to end against the fake WHM: ownership before every call, suspension of any kind,
// WordPress followed on the job queue, a DNS edit racing another, the mailbox and backup allowances, WHM down.
let t: HostingTestContext;
let owner: SignedInUser;
let stranger: SignedInUser;
let paidPackageId: number;

async function addSite(user: SignedInUser, opts: { domain?: string; packageId?: number; status?: string } = {}) {
  const label = freshLabel('mg');
  const domain = opts.domain ?? `${label}.hostfree.test`;
  const [row] = await t.database.db
    .insert(hostingAccounts)
    .values({
      userId: user.user.id,
      packageId: opts.packageId ?? 1,
      domain,
      subdomain: label,
      cpanelUsername: label,
      whmAccountId: label,
      status: opts.status ?? 'active',
    })
    .returning();
  t.whm.state.addAccount({ user: label, domain, plan: opts.packageId ? 'starter' : 'free_plan' });
  return { id: row!.id, user: label, domain };
}

const url = (id: number, path: string) => `/api/hosting-accounts/${id}/${path}`;
const send = (method: 'PUT' | 'PATCH', path: string, payload: object, token: string) =>
  t.app.inject({ method, url: path, payload, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  // Login pages on: session URLs lead back to the fake, which also serves a backup's bytes on that session.
  t = await createHostingTestApp({}, {}, { whm: { loginPages: true } });
  await t.configureWhm();
  owner = await t.client();
  stranger = await t.client();
  const [pkg] = await t.database.db
    .insert(hostingPackages)
    .values({
      name: 'mg_starter',
      displayName: 'Starter',
      isFree: false,
      planType: 'starter',
      emailAccounts: 2,
      price: 500,
    })
    .returning();
  paidPackageId = pkg!.id;
});
afterAll(() => t?.close());

describe('Manage site', () => {
  it('answers another customer, a guessed account id and a guessed WordPress id with not found', async () => {
    const site = await addSite(owner);
    for (const path of ['manage', 'https', 'wordpress', 'dns', 'mailboxes', 'backups']) {
      const res = await t.get(url(site.id, path), stranger.token);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe(SITE_MESSAGES.accountNotFound);
    }
    expect((await t.post(url(site.id, 'backups'), {}, stranger.token)).statusCode).toBe(404);
    expect((await t.get(url(999_999, 'https'), owner.token)).statusCode).toBe(404);
    // Another account's WordPress is not in this account's cPanel: its id reads as not found.
    const other = await addSite(stranger);
    t.whm.state.site(other.user).wordpress.set('77', {
      id: '77',
      domain: other.domain,
      path: '',
      version: '6.9',
      title: 'Theirs',
      adminLogin: 'x',
      adminPassword: null,
    });
    const guessed = await t.del(url(site.id, 'wordpress/77'), owner.token);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe(SITE_MESSAGES.wordpressNotFound);
    expect(t.whm.state.site(other.user).wordpress.has('77')).toBe(true);
  });

  it('offers nothing but the appeal on a suspended, quarantined or deactivated site', async () => {
    for (const status of ['suspended', 'quarantined', 'deactivated']) {
      const site = await addSite(owner, { status });
      expect((await t.get(url(site.id, 'manage'), owner.token)).json()).toMatchObject({ isSuspended: true });
      const res = await t.post(url(site.id, 'https/check'), {}, owner.token);
      expect(res.statusCode, status).toBe(403);
      expect(res.json()).toMatchObject({ message: SITE_MESSAGES.suspended, appeal: true });
    }
  });

  it('installs WordPress with progress on the job queue, shows a generated password once, then a collision', async () => {
    const site = await addSite(owner);
    const body = { siteTitle: 'My blog' };
    const started = await t.post(url(site.id, 'wordpress'), body, owner.token);
    expect(started.statusCode).toBe(200);
    const { adminPassword } = started.json();
    expect(started.json()).toMatchObject({ status: 'started', run: { state: 'queued', percent: 0 } });
    expect(adminPassword).toMatch(/^.{16,}$/);
    const seen: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await t.runJobs(2000);
      const { run } = (await t.get(url(site.id, 'wordpress'), owner.token)).json();
      seen.push(run.percent);
      if (run.state === 'completed') break;
    }
    expect(seen).toEqual([40, 80, 100]);
    const read = (await t.get(url(site.id, 'wordpress'), owner.token)).json();
    expect(read.installs).toEqual([expect.objectContaining({ domain: site.domain, path: '' })]);
    // WP Toolkit made the administrator; the password was set on it, and the page names its login.
    const made = t.whm.state.site(site.user).wordpress.get(read.installs[0].id)!;
    expect(made.adminPassword).toBe(adminPassword);
    expect(read.run).toMatchObject({ state: 'completed', adminLogin: made.adminLogin });
    // The password went to cPanel and to the customer once; it is in no row or audit event, not even sealed.
    const dump = JSON.stringify([
      await t.database.db.select().from(auditEvents),
      await t.database.db.select().from(siteWordpressRuns),
    ]);
    expect(dump).not.toContain(adminPassword);
    expect(dump).toContain('"adminPasswordSealed":null');
    const again = await t.post(url(site.id, 'wordpress'), { ...body, adminPassword: 'Chosen-pass-123' }, owner.token);
    expect(again.json()).toMatchObject({ status: 'collision', installs: read.installs });
    const refused = await t.post(url(site.id, 'wordpress'), body, owner.token);
    expect(refused.json().status).toBe('collision');
    expect((await t.del(url(site.id, `wordpress/${read.installs[0].id}`), owner.token)).statusCode).toBe(200);
  });

  it('says the free plan WordPress limit in cPanel’s words', async () => {
    const site = await addSite(owner);
    t.whm.state.site(site.user).wordpress.set('1', {
      id: '1',
      domain: site.domain,
      path: 'old',
      version: '6.9',
      title: 'Old',
      adminLogin: 'a',
      adminPassword: null,
    });
    const res = await t.post(url(site.id, 'wordpress'), { siteTitle: 'Second' }, owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('maximum number of WordPress websites');
  });

  it('shows HTTPS with AutoSSL’s problem and the A record to set, then coverage after the fix and a check', async () => {
    const site = await addSite(owner, { domain: `${freshLabel('own')}.example`, packageId: paidPackageId });
    t.whm.state.pointDomain(site.user, site.domain, '198.51.100.7');
    t.whm.state.siteSettings.autosslCheckPolls = 1;
    expect((await t.post(url(site.id, 'https/check'), {}, owner.token)).statusCode).toBe(200);
    const during = (await t.get(url(site.id, 'https'), owner.token)).json();
    expect(during.checkRunning).toBe(true);
    const after = (await t.get(url(site.id, 'https'), owner.token)).json();
    expect(after.checkRunning).toBe(false);
    expect(after.domains[0]).toMatchObject({ domain: site.domain, covered: false });
    expect(after.domains[0].advice).toContain(`set its A record to ${t.whm.state.sharedIp}`);
    t.whm.state.pointDomain(site.user, site.domain, t.whm.state.sharedIp);
    await t.post(url(site.id, 'https/check'), {}, owner.token);
    await t.get(url(site.id, 'https'), owner.token);
    const covered = (await t.get(url(site.id, 'https'), owner.token)).json();
    expect(covered.domains.every((d: { covered: boolean }) => d.covered)).toBe(true);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'site.https_check'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('edits DNS on a paid custom domain with per-type validation, and never overwrites a concurrent change', async () => {
    const site = await addSite(owner, { domain: `${freshLabel('dns')}.example`, packageId: paidPackageId });
    const zone = (await t.get(url(site.id, 'dns'), owner.token)).json();
    expect(zone).toMatchObject({ editable: true, zone: site.domain });
    const apex = zone.records.find((r: { type: string; name: string }) => r.type === 'A' && r.name === '@');
    const bad = await send(
      'PUT',
      url(site.id, 'dns'),
      { serial: zone.serial, add: [{ name: 'x', ttl: 300, type: 'A', address: '999.1.1.1' }] },
      owner.token,
    );
    expect(bad.statusCode).toBe(400);
    // Two tabs read the same zone; the first saves, the second is shown the new zone instead of overwriting it.
    const first = await send(
      'PUT',
      url(site.id, 'dns'),
      {
        serial: zone.serial,
        edit: [{ lineIndex: apex.lineIndex, name: '@', ttl: 300, type: 'A', address: '203.0.113.50' }],
      },
      owner.token,
    );
    expect(first.statusCode).toBe(200);
    const second = await send(
      'PUT',
      url(site.id, 'dns'),
      { serial: zone.serial, add: [{ name: '@', ttl: 300, type: 'MX', priority: 10, exchange: 'mx.other.example' }] },
      owner.token,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: SITE_MESSAGES.zoneChanged, error: 'ZONE_CHANGED' });
    const fresh = second.json().zone;
    expect(fresh.records.find((r: { lineIndex: number }) => r.lineIndex === apex.lineIndex).data).toEqual([
      '203.0.113.50',
    ]);
    expect(fresh.records.some((r: { data: string[] }) => r.data.includes('mx.other.example.'))).toBe(false);
    const retried = await send(
      'PUT',
      url(site.id, 'dns'),
      {
        serial: fresh.serial,
        add: [
          { name: '@', ttl: 300, type: 'MX', priority: 10, exchange: 'mx.other.example' },
          { name: '@', ttl: 300, type: 'CAA', flag: 0, tag: 'issue', value: 'letsencrypt.org' },
          { name: '_sip._tcp', ttl: 300, type: 'SRV', priority: 1, weight: 1, port: 5060, target: 'sip.example' },
          { name: 'dkim._domainkey', ttl: 300, type: 'TXT', text: `v=DKIM1; k=rsa; p=${'A'.repeat(400)}` },
        ],
      },
      owner.token,
    );
    expect(retried.statusCode).toBe(200);
    // A TXT value over 255 bytes is stored as several strings of at most 255.
    const dkim = retried.json().zone.records.find((r: { name: string }) => r.name === 'dkim._domainkey');
    expect(dkim.data.map((d: string) => d.length)).toEqual([255, 163]);
    // A free subdomain has no zone editor: the shared domain's zone is the operator's.
    const free = await addSite(owner);
    expect((await t.get(url(free.id, 'dns'), owner.token)).json()).toMatchObject({
      editable: false,
      message: SITE_MESSAGES.zoneNotEditable,
    });
    expect((await send('PUT', url(free.id, 'dns'), { serial: '1', remove: [3] }, owner.token)).statusCode).toBe(403);
  });

  it('keeps mailboxes within the package limit and opens webmail for one', async () => {
    const site = await addSite(owner, { domain: `${freshLabel('mail')}.example`, packageId: paidPackageId });
    for (const localPart of ['info', 'sales']) {
      const res = await t.post(
        url(site.id, 'mailboxes'),
        { localPart, password: 'Mail-pass-1234', quotaMb: 100 },
        owner.token,
      );
      expect(res.statusCode).toBe(201);
    }
    const third = await t.post(
      url(site.id, 'mailboxes'),
      { localPart: 'more', password: 'Mail-pass-1234' },
      owner.token,
    );
    expect(third.json().message).toBe(SITE_MESSAGES.mailboxLimit);
    const list = (await t.get(url(site.id, 'mailboxes'), owner.token)).json();
    expect(list).toMatchObject({ included: true, limit: 2 });
    expect(list.mailboxes.map((m: { email: string }) => m.email)).toEqual([
      `info@${site.domain}`,
      `sales@${site.domain}`,
    ]);
    expect(
      (await send('PATCH', url(site.id, `mailboxes/info@${site.domain}`), { quotaMb: 0 }, owner.token)).statusCode,
    ).toBe(200);
    const webmail = await t.post(url(site.id, `mailboxes/info@${site.domain}/webmail`), {}, owner.token);
    expect(webmail.json().loginUrl).toMatch(/\/cpsess\d+\/login\/\?session=info%40/);
    expect(t.whm.requests.at(-1)!.params).toMatchObject({ service: ['webmaild'], user: [`info@${site.domain}`] });
    expect((await t.del(url(site.id, `mailboxes/info@other.example`), owner.token)).statusCode).toBe(404);
    expect((await t.del(url(site.id, `mailboxes/sales@${site.domain}`), owner.token)).statusCode).toBe(200);
  });

  it('limits backups per week, lists them, and opens cPanel pages in one click', async () => {
    const site = await addSite(owner);
    expect((await t.post(url(site.id, 'backups'), {}, owner.token)).statusCode).toBe(200);
    const second = await t.post(url(site.id, 'backups'), {}, owner.token);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(SITE_MESSAGES.backupLimit);
    const list = (await t.get(url(site.id, 'backups'), owner.token)).json();
    expect(list).toMatchObject({
      weeklyLimit: 1,
      usedThisWeek: 1,
      backups: [expect.objectContaining({ status: 'in_progress' })],
    });
    // A week later (the request row ages; moving the clock would also end the customer's session).
    await t.database.db
      .update(siteBackupRequests)
      .set({ requestedAt: new Date(t.clock.now().getTime() - 7 * 24 * 3600_000 - 1000) })
      .where(eq(siteBackupRequests.hostingAccountId, site.id));
    expect((await t.post(url(site.id, 'backups'), {}, owner.token)).statusCode).toBe(200);
    // Download: a signed link for the owner only, streamed from cPanel through the server; another file is refused.
    const file = list.backups[0].file as string;
    expect((await t.post(url(site.id, 'backups/download'), { file }, stranger.token)).statusCode).toBe(404);
    expect((await t.post(url(site.id, 'backups/download'), { file: '../.ssh/id_rsa' }, owner.token)).statusCode).toBe(
      404,
    );
    await t.get(url(site.id, 'backups'), owner.token); // the fake completes the archive on the next list
    const issued = await t.post(url(site.id, 'backups/download'), { file }, owner.token);
    expect(issued.statusCode).toBe(200);
    const downloaded = await t.app.inject({ method: 'GET', url: issued.json().downloadUrl });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    expect(downloaded.rawPayload.equals(backupBytes(site.user, file))).toBe(true);
    const tampered = issued.json().downloadUrl.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const link = await t.post(url(site.id, 'cpanel-link'), { app: 'Backups_Home' }, owner.token);
    expect(link.json().loginUrl).toMatch(/cpsess\d+\/login\//);
    expect(t.whm.requests.at(-1)!.params).toMatchObject({
      app: ['Backups_Home'],
      service: ['cpaneld'],
      user: [site.user],
    });
    expect((await t.post(url(site.id, 'cpanel-link'), { app: 'Something_Else' }, owner.token)).statusCode).toBe(400);
  });

  it('WHM down: reads say the server could not be reached, writes are refused with a retry and change nothing', async () => {
    const site = await addSite(owner);
    t.whm.switches.fail('uapi_cpanel');
    const read = await t.get(url(site.id, 'backups'), owner.token);
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ message: SITE_MESSAGES.unreachable, retry: true });
    const write = await t.post(url(site.id, 'backups'), {}, owner.token);
    expect(write.statusCode).toBe(503);
    // "Check again" is safe to repeat: queued once, started by the job queue when WHM answers.
    t.whm.switches.fail('start_autossl_check_for_one_user');
    for (let i = 0; i < 2; i += 1) {
      const queued = await t.post(url(site.id, 'https/check'), {}, owner.token);
      expect(queued.json()).toMatchObject({ queued: true, message: SITE_MESSAGES.checkQueued });
    }
    t.whm.switches.reset();
    await t.runJobs();
    const starts = t.whm.requests.filter(
      (r) => r.fn === 'start_autossl_check_for_one_user' && r.params.username?.[0] === site.user,
    );
    expect(starts.length).toBe(3);
    expect(t.whm.state.site(site.user).autosslCheckPolls).toBeGreaterThan(0);
    expect((await t.get(url(site.id, 'backups'), owner.token)).json()).toMatchObject({ usedThisWeek: 0, backups: [] });
  });
});
