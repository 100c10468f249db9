import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_URL_TTL_MS, LIBRARY_MESSAGES } from '../../../contract/library.js';
import { downloads, plugins, users } from '../../db/schema/index.js';
import { bearer, createClock, registerUser, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';
import { pluginZip, themeZip, upload } from '../../test/kits/library.js';

// Downloads (001 §6, §7; 000 §7): signed links, the public GET, counting, recent downloads (security-test-plan D6-D8).

describe('library downloads', () => {
  let t: TestContext;
  const clock = createClock();
  let admin: SignedInUser;
  let client: SignedInUser;
  let publicZip: Buffer;
  let privateZip: Buffer;
  const ids = { public: 0, private: 0, theme: 0 };
  beforeAll(async () => {
    ({ t, admin, client } = await startAdminTestApp({}, { now: clock.now }));
    publicZip = await pluginZip('open-plugin', { name: 'Open Plugin', version: '1.0', description: 'for all' });
    privateZip = await pluginZip('members-plugin', {
      name: 'Members Plugin',
      version: '1.0',
      description: 'members only',
    });
    const a = await upload(t.app, {
      token: admin.token,
      archive: publicZip,
      fields: { category: 'other', isPublic: 'true' },
      archiveName: '../../etc/\u202Egpj.zip',
    });
    const b = await upload(t.app, {
      token: admin.token,
      archive: privateZip,
      fields: { category: 'other' },
      archiveName: 'Mëmbers plugin; v1.zip',
    });
    const c = await upload(t.app, {
      kind: 'theme',
      token: admin.token,
      archive: await themeZip('dl-theme', { name: 'DL Theme' }),
    });
    ids.public = a.json().item.id;
    ids.private = b.json().item.id;
    ids.theme = c.json().item.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const countOf = async (id: number) =>
    (await t.database.db.select({ n: plugins.downloadCount }).from(plugins).where(eq(plugins.id, id)))[0].n;
  const post = (url: string, token?: string) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });

  it('gives a signed-in client a short-lived link that streams the archive with safe headers, and counts it', async () => {
    const before = await countOf(ids.private);
    const shownCount = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/plugins/slug/members-plugin' })).json().downloadCount as number;
    expect(await shownCount()).toBe(before); // the plugin's page, now kept in memory
    const res = await post(`/api/plugins/${ids.private}/download`, client.token);
    expect(res.statusCode).toBe(200);
    const { downloadUrl } = res.json() as { downloadUrl: string };
    expect(downloadUrl).toMatch(/^\/api\/library\/download\/[\w-]+\.[\w-]+$/);
    expect(await countOf(ids.private)).toBe(before + 1);
    expect(await shownCount()).toBe(before + 1); // whoever downloaded sees the count go up

    const file = await t.app.inject({ method: 'GET', url: downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(privateZip);
    expect(file.headers).toMatchObject({
      'content-type': 'application/zip',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-length': String(privateZip.length),
    });
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="M_mbers plugin_ v1.zip"; filename*=UTF-8''M%C3%ABmbers%20plugin%3B%20v1.zip`,
    );
  });

  it('never lets a stored file name carry a path or a direction override into Content-Disposition', async () => {
    const res = await post(`/api/plugins/${ids.public}/download`, client.token);
    const file = await t.app.inject({ method: 'GET', url: res.json().downloadUrl });
    const disposition = file.headers['content-disposition'] as string;
    expect(disposition).toBe(`attachment; filename="gpj.zip"; filename*=UTF-8''gpj.zip`);
  });

  it('refuses visitors (401), unknown items (404), and users without an e-mail (403, emailRequired)', async () => {
    expect((await post(`/api/plugins/${ids.private}/download`)).statusCode).toBe(401);
    expect((await post(`/api/themes/${ids.theme}/download`)).statusCode).toBe(401);
    const missing = await post('/api/plugins/999999/download', client.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LIBRARY_MESSAGES.pluginNotFound);
    const noEmail = await registerUser(t.app);
    await t.database.db.update(users).set({ email: null }).where(eq(users.id, noEmail.user.id));
    const refused = await post(`/api/plugins/${ids.private}/download`, noEmail.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: LIBRARY_MESSAGES.emailRequiredForLibrary, emailRequired: true });
  });

  it('refuses a tampered, re-targeted or expired link', async () => {
    const { downloadUrl } = (await post(`/api/plugins/${ids.private}/download`, client.token)).json() as {
      downloadUrl: string;
    };
    const token = downloadUrl.split('/').pop()!;
    const [body, mac] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const retargeted = Buffer.from(JSON.stringify({ ...payload, i: ids.public })).toString('base64url');
    // Flip one bit of the signature's first byte: always a different signature (editing a base64url character
    // could pick the one already there, or a padding bit the decoder ignores).
    const macBytes = Buffer.from(mac, 'base64url');
    macBytes[0] ^= 0x01;
    const flipped = macBytes.toString('base64url');
    expect(flipped).not.toBe(mac);
    for (const bad of [
      `${retargeted}.${mac}`,
      `${body}.${flipped}`,
      `${body}`,
      `${body}.${mac}.x`,
      'garbage',
      '..%2f..%2fetc%2fpasswd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/library/download/${bad}` });
      expect([403, 404], bad).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect((await t.app.inject({ method: 'GET', url: downloadUrl })).statusCode).toBe(200);
    clock.advance(DOWNLOAD_URL_TTL_MS + 1000);
    const expired = await t.app.inject({ method: 'GET', url: downloadUrl });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(LIBRARY_MESSAGES.downloadLinkInvalid);
  });

  it('streams a public plugin to anyone from the detail page and counts it; sends a visitor to /auth for a non-public one', async () => {
    const before = await countOf(ids.public);
    const open = await t.app.inject({ method: 'GET', url: `/api/plugins/${ids.public}/download` });
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload).toEqual(publicZip);
    expect(open.headers['content-disposition']).toMatch(/^attachment;/);
    expect(await countOf(ids.public)).toBe(before + 1);
    const visitorRows = await t.database.db.select().from(downloads).where(eq(downloads.pluginId, ids.public));
    expect(visitorRows.some((r) => r.userId === null)).toBe(true);

    const closed = await t.app.inject({ method: 'GET', url: `/api/plugins/${ids.private}/download` });
    expect(closed.statusCode).toBe(302);
    expect(closed.headers.location).toBe('/auth?redirect=%2Fplugin%2Fmembers-plugin');
    const withBearer = await t.app.inject({
      method: 'GET',
      url: `/api/plugins/${ids.private}/download`,
      headers: bearer(client.token),
    });
    expect(withBearer.statusCode).toBe(200);
    expect(withBearer.rawPayload).toEqual(privateZip);
    expect((await t.app.inject({ method: 'GET', url: '/api/plugins/999999/download' })).statusCode).toBe(404);
  });

  it('counts every one of many parallel downloads (one atomic UPDATE each)', async () => {
    const before = await countOf(ids.private);
    const rowsBefore = (await t.database.db.select().from(downloads).where(eq(downloads.pluginId, ids.private))).length;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => post(`/api/plugins/${ids.private}/download`, client.token)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await countOf(ids.private)).toBe(before + 25);
    expect((await t.database.db.select().from(downloads).where(eq(downloads.pluginId, ids.private))).length).toBe(
      rowsBefore + 25,
    );
  });

  it('lets a client download a theme, and lists only their own recent downloads, newest first', async () => {
    const other = await registerUser(t.app);
    await post(`/api/plugins/${ids.public}/download`, other.token);
    const fresh = await registerUser(t.app);
    await post(`/api/plugins/${ids.public}/download`, fresh.token);
    clock.advance(1000);
    const themeLink = await post(`/api/themes/${ids.theme}/download`, fresh.token);
    expect(themeLink.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: themeLink.json().downloadUrl })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/api/plugin-downloads', headers: bearer(fresh.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        type: 'theme',
        pluginId: null,
        themeId: ids.theme,
        name: 'DL Theme',
        slug: 'dl-theme',
        version: null,
        downloadedAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        type: 'plugin',
        pluginId: ids.public,
        themeId: null,
        name: 'Open Plugin',
        slug: 'open-plugin',
        version: '1.0',
        downloadedAt: expect.any(String),
      },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/plugin-downloads' })).statusCode).toBe(401);
  });

  it('serves images only for image keys, and nothing outside the store', async () => {
    const row = (await t.database.db.select().from(plugins).where(eq(plugins.id, ids.public)))[0];
    for (const key of [
      row.filePath!,
      '..%2f..%2fsecret.key',
      '%252e%252e',
      'image-00000000000000000000000000000000.png',
      'image-x.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/library/images/${key}` });
      expect(res.statusCode, key).toBe(404);
    }
  });
});
