// Contract tests for the site tools: the REAL client's cPanel wrappers (server/integrations/whm/cpanel/) against
// the fake WHM's UAPI modules, in cPanel's wire format (uapi_cpanel → data.uapi, base64 zones, serials).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWhmHttpClient } from '../server/integrations/whm/http-client.js';
import { listBackups, startFullBackup } from '../server/integrations/whm/cpanel/backup.js';
import { isStaleSerial, massEditZone, parseZone } from '../server/integrations/whm/cpanel/dns.js';
import {
  addMailbox,
  deleteMailbox,
  listMailboxes,
  setMailboxPassword,
  setMailboxQuota,
} from '../server/integrations/whm/cpanel/email.js';
import { isAutosslCheckRunning, listInstalledHosts } from '../server/integrations/whm/cpanel/ssl.js';
import {
  changeAdminPassword,
  createWebsite,
  getAdminLogin,
  getTaskProgress,
  getWebsite,
  listWebsites,
  removeInstallation,
} from '../server/integrations/whm/cpanel/wpx.js';
import { WhmError, type WhmClient } from '../server/integrations/whm/types.js';
import { startFakeWhm, type FakeWhm } from './whm.js';

let whm: FakeWhm;
let client: WhmClient;

beforeAll(async () => {
  whm = await startFakeWhm();
  client = createWhmHttpClient(whm.connection({ timeoutMs: 400 }));
});
afterAll(() => whm.stop());
beforeEach(() => {
  whm.switches.reset();
  whm.state.clear();
  whm.requests.length = 0;
  whm.state.addAccount({ user: 'alice', domain: 'alice.example.org', plan: 'starter' });
});

const wordpress = { domain: 'alice.example.org', title: 'Alice' };

describe('cPanel site tools through uapi_cpanel', () => {
  it('wraps each UAPI answer in data.uapi and sends arguments (passwords too) in a POST body', async () => {
    await addMailbox(client, 'alice', {
      localPart: 'info',
      domain: 'alice.example.org',
      password: 'Mail-pass-99',
      quotaMb: 250,
    });
    const request = whm.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).not.toContain('Mail-pass');
    expect(request.params).toMatchObject({
      'cpanel.module': ['Email'],
      'cpanel.function': ['add_pop'],
      'cpanel.user': ['alice'],
    });
  });

  it('reports HTTPS: self-signed until AutoSSL runs; a domain pointing elsewhere gets its problem, then coverage once fixed', async () => {
    const [before] = await listInstalledHosts(client, 'alice');
    expect(before).toMatchObject({ servername: 'alice.example.org', isSelfSigned: true, isAutossl: false });
    whm.state.pointDomain('alice', 'alice.example.org', '198.51.100.7');
    await client.startAutosslCheck('alice');
    expect(await isAutosslCheckRunning(client, 'alice')).toBe(true);
    expect(await isAutosslCheckRunning(client, 'alice')).toBe(true);
    expect(await isAutosslCheckRunning(client, 'alice')).toBe(false);
    const problems = await client.autosslProblems('alice');
    expect(problems[0]).toMatchObject({ domain: 'alice.example.org' });
    expect(problems[0]!.problem).toContain('198.51.100.7');

    whm.state.pointDomain('alice', 'alice.example.org', '203.0.113.10');
    whm.state.siteSettings.autosslCheckPolls = 0;
    await client.startAutosslCheck('alice');
    expect(await client.autosslProblems('alice')).toEqual([]);
    const [after] = await listInstalledHosts(client, 'alice');
    expect(after).toMatchObject({
      isSelfSigned: false,
      isAutossl: true,
      certificateDomains: ['alice.example.org', 'www.alice.example.org'],
    });
    expect(Date.parse(after!.notAfter!)).toBeGreaterThan(Date.now());
  });

  it('installs WordPress over several progress reads, answers collision with the install, lists and removes it', async () => {
    const started = await createWebsite(client, 'alice', wordpress);
    expect(started.status).toBe('started');
    // WP Toolkit's create_website takes the domain and the title, nothing of the administrator.
    expect(Object.keys(whm.requests.at(-1)!.params).filter((k) => !k.includes('.'))).toEqual(['domain', 'title']);
    const installId = started.status === 'started' ? started.installId : '';
    const seen: [string, number][] = [];
    let progress;
    do {
      progress = await getTaskProgress(client, 'alice', installId);
      seen.push([progress.state, progress.percent]);
    } while (progress.state !== 'completed');
    expect(seen).toEqual([
      ['running', 40],
      ['running', 80],
      ['completed', 100],
    ]);
    const [site] = await listWebsites(client, 'alice');
    expect(site).toMatchObject({ domain: 'alice.example.org', path: '', url: 'https://alice.example.org/' });
    expect(await getWebsite(client, 'alice', site!.id)).toEqual(site);
    const collision = await createWebsite(client, 'alice', wordpress);
    expect(collision).toMatchObject({ status: 'collision', existing: [{ id: site!.id, url: site!.url }] });
    // The administrator WP Toolkit made, and its password set in a POST body, never in the URL.
    const login = await getAdminLogin(client, 'alice', site!.id);
    await changeAdminPassword(client, 'alice', { id: site!.id, login: login!, password: 'Wp-pass-1234' });
    expect(whm.requests.at(-1)!.url).not.toContain('Wp-pass');
    expect(whm.state.site('alice').wordpress.get(site!.id)!.adminPassword).toBe('Wp-pass-1234');
    await removeInstallation(client, 'alice', site!.id);
    expect(await listWebsites(client, 'alice')).toEqual([]);
    expect(await getWebsite(client, 'alice', site!.id)).toBeNull();
  });

  it('reads another account’s WordPress id as none and an unknown install run as not started', async () => {
    whm.state.addAccount({ user: 'bob', domain: 'bob.example.org', plan: 'starter' });
    const started = await createWebsite(client, 'bob', { domain: 'bob.example.org', title: 'Bob' });
    const installId = started.status === 'started' ? started.installId : '';
    while ((await getTaskProgress(client, 'bob', installId)).state !== 'completed');
    const [bobs] = await listWebsites(client, 'bob');
    expect(await getWebsite(client, 'alice', bobs!.id)).toBeNull();
    await expect(removeInstallation(client, 'alice', bobs!.id)).rejects.toMatchObject({ kind: 'api' });
    expect(await getTaskProgress(client, 'alice', installId)).toMatchObject({ state: 'queued', percent: 0 });
  });

  it('refuses WordPress beyond the plan limit and without free disk, with the reason', async () => {
    whm.state.addAccount({ user: 'bob', domain: 'bob.example.org', plan: 'free_plan', usage: { diskMb: 1000 } });
    await expect(createWebsite(client, 'bob', { ...wordpress, domain: 'bob.example.org' })).rejects.toMatchObject({
      kind: 'api',
      message: expect.stringContaining('free disk space'),
    });
  });

  it('reads a zone from base64 with its serial, saves with it, and refuses a stale serial', async () => {
    const zone = await parseZone(client, 'alice', 'alice.example.org');
    expect(zone.records.find((r) => r.type === 'A')).toMatchObject({
      name: 'alice.example.org.',
      data: ['203.0.113.10'],
    });
    const raw = whm.requests.at(-1)!;
    expect(raw.params['cpanel.function']).toEqual(['parse_zone']);
    const newSerial = await massEditZone(client, 'alice', 'alice.example.org', zone.serial, {
      add: [
        { name: 'blog', type: 'CNAME', ttl: 3600, data: ['alice.example.org.'] },
        { name: '_sip._tcp', type: 'SRV', ttl: 3600, data: ['10', '5', '5060', 'sip.example.net.'] },
      ],
    });
    expect(Number(newSerial)).toBe(Number(zone.serial) + 1);
    const error = await massEditZone(client, 'alice', 'alice.example.org', zone.serial, { remove: [5] }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(WhmError);
    expect(isStaleSerial(error)).toBe(true);
    const reread = await parseZone(client, 'alice', 'alice.example.org');
    expect(reread.records.filter((r) => r.type === 'SRV')).toHaveLength(1);
  });

  it('reads and edits a server zone no account owns through WHM API 1 (data.payload, new_serial, stale serial)', async () => {
    whm.state.addServerZone('shared.example');
    const zone = await client.parseDnsZone('shared.example');
    const raw = whm.requests.at(-1)!;
    expect(raw.fn).toBe('parse_dns_zone');
    expect(zone.records.find((r) => r.type === 'NS')).toMatchObject({ name: 'shared.example.' });
    const newSerial = await client.massEditDnsZone('shared.example', zone.serial, {
      add: [{ name: '_acme-challenge.alice.shared.example.', type: 'TXT', ttl: 300, data: ['token'] }],
    });
    expect(whm.requests.at(-1)).toMatchObject({ fn: 'mass_edit_dns_zone', method: 'POST' });
    expect(Number(newSerial)).toBe(Number(zone.serial) + 1);
    const stale = await client
      .massEditDnsZone('shared.example', zone.serial, { remove: [zone.records.at(-1)!.lineIndex] })
      .catch((e) => e);
    expect(isStaleSerial(stale)).toBe(true);
    const added = (await client.parseDnsZone('shared.example')).records.find(
      (r) => r.type === 'TXT' && r.data[0] === 'token',
    );
    expect(added).toMatchObject({ name: '_acme-challenge.alice.shared.example.', ttl: 300 });
    await expect(client.parseDnsZone('nowhere.example')).rejects.toMatchObject({ kind: 'api' });
    whm.switches.garbage('parse_dns_zone');
    await expect(client.parseDnsZone('shared.example')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('keeps mailboxes: add within the package limit, list with disk, quota, password, delete', async () => {
    await addMailbox(client, 'alice', {
      localPart: 'info',
      domain: 'alice.example.org',
      password: 'Mail-pass-99',
      quotaMb: 250,
    });
    await expect(
      addMailbox(client, 'alice', { localPart: 'weak', domain: 'alice.example.org', password: 'abc', quotaMb: 250 }),
    ).rejects.toMatchObject({ kind: 'api' });
    expect(await listMailboxes(client, 'alice')).toEqual([
      { email: 'info@alice.example.org', diskUsedMb: 0, quotaMb: 250 },
    ]);
    await setMailboxQuota(client, 'alice', { localPart: 'info', domain: 'alice.example.org', quotaMb: 0 });
    await setMailboxPassword(client, 'alice', {
      localPart: 'info',
      domain: 'alice.example.org',
      password: 'Other-pass-42',
    });
    expect((await listMailboxes(client, 'alice'))[0]!.quotaMb).toBeNull();
    const session = await client.createUserSession('info@alice.example.org', 'webmaild', 'server.sandbox.test');
    expect(session.url).toMatch(/^https:\/\/server\.sandbox\.test:2096\/cpsess\d+\/login\/\?session=/);
    await deleteMailbox(client, 'alice', { localPart: 'info', domain: 'alice.example.org' });
    expect(await listMailboxes(client, 'alice')).toEqual([]);
  });

  it('makes a home-folder backup and lists it, in progress then complete', async () => {
    await startFullBackup(client, 'alice');
    const [first] = await listBackups(client, 'alice');
    expect(first).toMatchObject({ status: 'in_progress', file: expect.stringMatching(/^backup-.*_alice\.tar\.gz$/) });
    expect((await listBackups(client, 'alice'))[0]!.status).toBe('complete');
  });

  it('has fault switches per UAPI function', async () => {
    whm.switches.garbage('DNS::parse_zone');
    await expect(parseZone(client, 'alice', 'alice.example.org')).rejects.toMatchObject({ kind: 'malformed' });
    await expect(listMailboxes(client, 'alice')).resolves.toEqual([]);
    whm.switches.hang('Email::list_pops_with_disk');
    await expect(listMailboxes(client, 'alice')).rejects.toMatchObject({ kind: 'timeout' });
  });
});
