import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE_MESSAGES, txtLimitMessage } from '../../../contract/site-manage.js';
import { auditEvents, hostingAccounts, hostingPackages } from '../../db/schema/index.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// Verification TXT records of free subdomains in the operator's shared zone (WHM API 1 parse_dns_zone /
// mass_edit_dns_zone on the fake): off until the operator allows them, confined to the site's own name, limited,
// validated, audited, and safe against other people's edits of the same zone in between.
const SHARED = 'hostfree.test';
let t: HostingTestContext;
let owner: SignedInUser;
let stranger: SignedInUser;

async function addSite(user: SignedInUser, opts: { domain?: string; packageId?: number } = {}) {
  const label = freshLabel('vt');
  const domain = opts.domain ?? `${label}.${SHARED}`;
  const [row] = await t.database.db
    .insert(hostingAccounts)
    .values({
      userId: user.user.id,
      packageId: opts.packageId ?? 1,
      domain,
      subdomain: label,
      cpanelUsername: label,
      whmAccountId: label,
      status: 'active',
    })
    .returning();
  t.whm.state.addAccount({ user: label, domain, plan: 'free_plan' });
  return { id: row!.id, user: label, domain, label };
}

const url = (id: number, path = '') => `/api/hosting-accounts/${id}/verification-txt${path}`;
const setRules = (body: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/site-manage/settings',
    payload: body,
    headers: { authorization: `Bearer ${t.admin.token}` },
  });
const sharedTxt = () =>
  t.whm.state
    .serverZone(SHARED)!
    .records.filter((r) => r.type === 'TXT')
    .map((r) => `${r.name} ${r.data.join('')}`);

beforeAll(async () => {
  t = await createHostingTestApp();
  await t.configureWhm();
  owner = await t.client();
  stranger = await t.client();
});
afterAll(() => t?.close());
beforeEach(async () => {
  t.whm.switches.reset();
  t.whm.state.zones.delete(SHARED);
  t.whm.state.addServerZone(SHARED);
  // These cases are a server that files free subdomains in the shared zone; the last one keeps a zone per account.
  t.whm.state.siteSettings.ownZoneForSubdomains = false;
  await setRules({ subdomainTxtEnabled: true, subdomainTxtLimit: 2 });
});

describe('verification TXT records of a free subdomain', () => {
  it('is off until the operator allows it, and the switch is the admin’s only, audited', async () => {
    const site = await addSite(owner);
    expect((await t.get('/api/admin/site-manage/settings', owner.token)).statusCode).toBe(403);
    expect((await setRules({ subdomainTxtEnabled: false, subdomainTxtLimit: 0 })).statusCode).toBe(400);
    expect((await setRules({ subdomainTxtEnabled: false, subdomainTxtLimit: 3 })).statusCode).toBe(200);
    const read = (await t.get(url(site.id), owner.token)).json();
    expect(read).toMatchObject({ allowed: false, message: SITE_MESSAGES.txtOff, records: [] });
    const refused = await t.post(url(site.id), { name: '_acme-challenge', text: 'token-1' }, owner.token);
    expect(refused.statusCode).toBe(403);
    expect(sharedTxt()).toEqual([expect.stringMatching(/^hostfree\.test\. v=spf1/)]);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.site_manage_changed'))
      .orderBy(auditEvents.id);
    expect(event).toBeDefined();
  });

  it('adds, lists and removes the site’s own records, audited, in the shared zone as absolute names', async () => {
    const site = await addSite(owner);
    const added = await t.post(url(site.id), { name: '_acme-challenge', text: 'abc-123_XYZ' }, owner.token);
    expect(added.statusCode).toBe(201);
    await t.post(url(site.id), { name: '@', text: 'google-site-verification=q1w2e3' }, owner.token);
    expect(sharedTxt()).toContain(`_acme-challenge.${site.domain}. abc-123_XYZ`);
    expect(sharedTxt()).toContain(`${site.domain}. google-site-verification=q1w2e3`);
    const { records } = (await t.get(url(site.id), owner.token)).json();
    expect(records.map((r: { name: string }) => r.name).sort()).toEqual(['@', '_acme-challenge']);
    // The limit (2 here), a duplicate, and bad names and values: a clear 4xx and nothing written.
    const before = sharedTxt();
    const third = await t.post(url(site.id), { name: '_dmarc', text: 'v=DMARC1; p=none' }, owner.token);
    expect(third.json().message).toBe(txtLimitMessage(2));
    for (const body of [
      { name: '*', text: 'x' },
      { name: '_acme-challenge.', text: 'x' },
      { name: `x.${SHARED}.`, text: 'x' },
      { name: '_acme-challenge', text: 'has "quotes"' },
      { name: '_acme-challenge', text: 'a'.repeat(256) },
      { name: '_acme-challenge', text: 'line\nbreak' },
    ])
      expect((await t.post(url(site.id), body, owner.token)).statusCode, JSON.stringify(body)).toBe(400);
    expect(sharedTxt()).toEqual(before);
    const acme = records.find((r: { name: string }) => r.name === '_acme-challenge');
    expect((await t.del(url(site.id, `/${acme.id}`), owner.token)).json().message).toBe(SITE_MESSAGES.txtRemoved);
    expect(sharedTxt()).not.toContain(`_acme-challenge.${site.domain}. abc-123_XYZ`);
    const actions = (
      await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.targetId, String(site.id)))
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['site.verification_txt_add', 'site.verification_txt_remove']));
  });

  it('never shows or removes another site’s records or the operator’s, and refuses strangers and own domains', async () => {
    const mine = await addSite(owner);
    const theirs = await addSite(stranger);
    await t.post(url(theirs.id), { name: '_acme-challenge', text: 'theirs' }, stranger.token);
    // A name that merely starts like mine ("vtx…-evil") is another label, not below mine.
    t.whm.state.serverZone(SHARED)!.records.push({
      name: `_acme-challenge.${mine.label}-evil.${SHARED}.`,
      type: 'TXT',
      ttl: 300,
      data: ['not-mine'],
    });
    const listed = (await t.get(url(mine.id), owner.token)).json();
    expect(listed.records).toEqual([]);
    const theirId = (await t.get(url(theirs.id), stranger.token)).json().records[0].id;
    expect((await t.del(url(mine.id, `/${theirId}`), owner.token)).statusCode).toBe(404);
    expect((await t.get(url(theirs.id), owner.token)).statusCode).toBe(404);
    expect((await t.post(url(theirs.id), { name: '@', text: 'x' }, owner.token)).statusCode).toBe(404);
    expect(sharedTxt()).toContain(`_acme-challenge.${theirs.domain}. theirs`);
    // A paid site on its own domain edits its own zone instead.
    const [pkg] = await t.database.db
      .insert(hostingPackages)
      .values({ name: `vt_paid_${mine.label}`, displayName: 'Paid', isFree: false, planType: 'starter', price: 500 })
      .returning();
    const own = await addSite(owner, { domain: `${freshLabel('vt')}.example.org`, packageId: pkg!.id });
    expect((await t.get(url(own.id), owner.token)).json()).toMatchObject({
      allowed: false,
      message: SITE_MESSAGES.txtOwnDomain,
    });
    expect((await t.post(url(own.id), { name: '@', text: 'x' }, owner.token)).statusCode).toBe(403);
  });

  it('reads again and saves when someone else edited the shared zone in between, losing neither edit', async () => {
    const site = await addSite(owner);
    const release = t.whm.switches.hold('mass_edit_dns_zone');
    const adding = t.post(url(site.id), { name: '_acme-challenge', text: 'mine' }, owner.token);
    await expect.poll(() => t.whm.requests.some((r) => r.fn === 'mass_edit_dns_zone')).toBe(true);
    // Another edit of the zone lands first: our serial is now stale.
    const zone = t.whm.state.serverZone(SHARED)!;
    zone.records.push({ name: `other.${SHARED}.`, type: 'A', ttl: 300, data: ['198.51.100.7'] });
    zone.serial += 1;
    release();
    expect((await adding).statusCode).toBe(201);
    expect(sharedTxt()).toContain(`_acme-challenge.${site.domain}. mine`);
    expect(zone.records.some((r) => r.name === `other.${SHARED}.`)).toBe(true);
  });

  it('writes into the site’s own zone when the server keeps one, where its names are answered from', async () => {
    t.whm.state.siteSettings.ownZoneForSubdomains = true;
    const site = await addSite(owner);
    const before = sharedTxt();
    expect((await t.post(url(site.id), { name: '_acme-challenge', text: 'own-zone' }, owner.token)).statusCode).toBe(
      201,
    );
    const ownTxt = () =>
      t.whm.state
        .serverZone(site.domain)!
        .records.filter((r) => r.type === 'TXT')
        .map((r) => `${r.name} ${r.data.join('')}`);
    expect(ownTxt()).toContain(`_acme-challenge.${site.domain}. own-zone`);
    expect(sharedTxt()).toEqual(before);
    // cPanel's SPF record of the site is its own: not listed, not counted, and a second one is refused.
    expect(ownTxt()).toContain(`${site.domain}. v=spf1 +a +mx +ip4:${t.whm.state.sharedIp} ~all`);
    for (const body of [
      { name: '@', text: 'v=spf1 -all' },
      { name: 'default._domainkey', text: 'v=DKIM1; p=abc' },
    ]) {
      const refused = await t.post(url(site.id), body, owner.token);
      expect(refused.json().message).toBe(SITE_MESSAGES.txtMailManaged);
    }
    const { records } = (await t.get(url(site.id), owner.token)).json();
    expect(records).toEqual([expect.objectContaining({ name: '_acme-challenge', text: 'own-zone' })]);
    expect((await t.del(url(site.id, `/${records[0].id}`), owner.token)).statusCode).toBe(200);
    expect(ownTxt()).not.toContain(`_acme-challenge.${site.domain}. own-zone`);
  });

  it('takes a removed site’s records out of the shared zone, on the job queue', async () => {
    const site = await addSite(owner);
    await t.post(url(site.id), { name: '_acme-challenge', text: 'gone-soon' }, owner.token);
    await setRules({ subdomainTxtEnabled: false, subdomainTxtLimit: 2 });
    expect((await t.del(`/api/admin/hosting-accounts/${site.id}`, t.admin.token)).statusCode).toBe(200);
    expect(sharedTxt()).toContain(`_acme-challenge.${site.domain}. gone-soon`);
    await t.runJobs();
    expect(sharedTxt()).toEqual([expect.stringMatching(/^hostfree\.test\. v=spf1/)]);
  });

  it('says “could not reach the server” when WHM is down, and changes nothing', async () => {
    const site = await addSite(owner);
    t.whm.switches.fail('parse_dns_zone', 503);
    const read = await t.get(url(site.id), owner.token);
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ message: SITE_MESSAGES.unreachable, retry: true });
    t.whm.switches.reset();
    t.whm.switches.fail('mass_edit_dns_zone', 500);
    const write = await t.post(url(site.id), { name: '@', text: 'x' }, owner.token);
    expect(write.statusCode).toBe(503);
    expect(sharedTxt()).toEqual([expect.stringMatching(/^hostfree\.test\. v=spf1/)]);
  });
});
