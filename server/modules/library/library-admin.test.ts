import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_NAME } from '../../../contract/constants.js';
import { LIBRARY_IMAGE_MAX_BYTES, LIBRARY_MESSAGES } from '../../../contract/library.js';
import { bearer, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';
import { defaultPluginFields, PNG_1PX, pluginZip, storedFiles, themeZip, upload } from '../../test/kits/library.js';

// Admin uploads, edits and deletes (001 §5, §7): fields, header prefill, images, replacement files.

describe('library admin API', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    ({ t, admin, client } = await startAdminTestApp());
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;

  it('lets only admins list, upload, edit and delete (401 signed out, 403 clients)', async () => {
    const archive = await pluginZip('gatekeeper', { name: 'Gatekeeper', version: '1.0', description: 'x' });
    expect((await upload(t.app, { token: client.token, archive, fields: defaultPluginFields })).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/admin/plugins'],
      ['GET', '/api/admin/themes'],
      ['PUT', '/api/admin/plugins/1'],
      ['DELETE', '/api/admin/themes/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: bearer(client.token) })).statusCode).toBe(403);
    }
    expect(storedFiles(t.config.dataDir)).toEqual([]);
  });

  it('prefills a plugin from its header, lets the form win, and fixes the author to the organisation', async () => {
    const archive = await pluginZip('hello-dolly', {
      name: 'Hello Dolly',
      version: '1.7.2',
      description: 'Lyrics in your admin',
    });
    const prefilled = await upload(t.app, {
      token: admin.token,
      archive,
      fields: { category: 'other', author: 'Someone Else', isPublic: 'true' },
    });
    expect(prefilled.statusCode, prefilled.body).toBe(201);
    expect(prefilled.json()).toMatchObject({
      message: LIBRARY_MESSAGES.pluginUploaded,
      header: { name: 'Hello Dolly', version: '1.7.2', description: 'Lyrics in your admin', slug: 'hello-dolly' },
      item: {
        name: 'Hello Dolly',
        slug: 'hello-dolly',
        version: '1.7.2',
        description: 'Lyrics in your admin',
        category: 'other',
        author: ORGANISATION_NAME,
        isPublic: true,
        uploadedBy: admin.user.id,
      },
    });

    const overridden = await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('forms-plus-main', { name: 'Forms Plus', version: '2.0.0', description: 'Header text' }),
      fields: { name: 'Forms Plus Pro', description: 'Form text', version: '2.0.1', category: 'forms' },
    });
    expect(overridden.statusCode, overridden.body).toBe(201);
    // GitHub's '-main' suffix is not part of a slug.
    expect(overridden.json().item).toMatchObject({
      name: 'Forms Plus Pro',
      description: 'Form text',
      version: '2.0.1',
      slug: 'forms-plus',
      isPublic: false,
    });
  });

  it('answers the spec messages for a missing file and missing plugin fields, storing nothing', async () => {
    const files = storedFiles(t.config.dataDir);
    const missingFile = await upload(t.app, { token: admin.token, fields: defaultPluginFields });
    expect(missingFile.statusCode).toBe(400);
    expect(missingFile.json().message).toBe('Please select a plugin file.');
    const missingTheme = await upload(t.app, { kind: 'theme', token: admin.token, fields: { name: 'x' } });
    expect(missingTheme.json().message).toBe('Please select a theme file.');

    const bare = await pluginZip('bare-plugin', { name: 'Bare Plugin' });
    const noCategory = await upload(t.app, {
      token: admin.token,
      archive: bare,
      fields: { description: 'd', version: '1' },
    });
    expect(noCategory.json().message).toBe(LIBRARY_MESSAGES.categoryRequired);
    const noDescription = await upload(t.app, {
      token: admin.token,
      archive: bare,
      fields: { category: 'seo', version: '1' },
    });
    expect(noDescription.json().message).toBe(LIBRARY_MESSAGES.descriptionRequired);
    const noVersion = await upload(t.app, {
      token: admin.token,
      archive: bare,
      fields: { category: 'seo', description: 'd' },
    });
    expect(noVersion.json().message).toBe(LIBRARY_MESSAGES.versionRequired);
    const badCategory = await upload(t.app, {
      token: admin.token,
      archive: bare,
      fields: { ...defaultPluginFields, category: 'games' },
    });
    expect(badCategory.statusCode).toBe(400);
    const strayField = await upload(t.app, {
      token: admin.token,
      archive: bare,
      fields: { ...defaultPluginFields, role: 'admin' },
    });
    expect(strayField.json().message).toBe(LIBRARY_MESSAGES.unexpectedField);
    const jsonBody = await t.app.inject({
      method: 'POST',
      url: '/api/admin/plugins',
      headers: bearer(admin.token),
      payload: defaultPluginFields,
    });
    expect(jsonBody.json().message).toBe('Please select a plugin file.');
    expect(storedFiles(t.config.dataDir)).toEqual(files);
  });

  it('refuses a second item with the same slug (409) and removes its file', async () => {
    const files = storedFiles(t.config.dataDir);
    const again = await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('hello-dolly', { name: 'Hello Again', version: '9' }),
      fields: { ...defaultPluginFields },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LIBRARY_MESSAGES.pluginSlugTaken);
    expect(storedFiles(t.config.dataDir)).toEqual(files);
  });

  it('prefills a theme from style.css, keeps its author, and serves its image with the right type', async () => {
    const res = await upload(t.app, {
      kind: 'theme',
      token: admin.token,
      archive: await themeZip('twentyfoo', {
        name: 'Twenty Foo',
        version: '1.2',
        description: 'A calm theme',
        author: 'Foo Team',
      }),
      image: PNG_1PX,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().item;
    expect(item).toMatchObject({
      name: 'Twenty Foo',
      slug: 'twentyfoo',
      version: '1.2',
      description: 'A calm theme',
      author: 'Foo Team',
      category: 'other',
    });
    expect(res.json().message).toBe(LIBRARY_MESSAGES.themeUploaded);
    expect(item.imageUrl).toMatch(/^\/api\/library\/images\/image-[0-9a-f]{32}\.png$/);
    const image = await t.app.inject({ method: 'GET', url: item.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload).toEqual(PNG_1PX);

    const authored = await upload(t.app, {
      kind: 'theme',
      token: admin.token,
      archive: await themeZip('authored', { name: 'Authored' }),
      fields: { author: 'Form Author', category: 'seo' },
    });
    expect(authored.json().item).toMatchObject({ author: 'Form Author', category: 'seo' });
  });

  it('refuses an image that is not PNG, JPEG, GIF or WebP (SVG included) and one over 5 MB, keeping the archive out too', async () => {
    const files = storedFiles(t.config.dataDir);
    const archive = await pluginZip('with-image', { name: 'With Image', version: '1', description: 'd' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const text = await upload(t.app, {
      token: admin.token,
      archive,
      image: svg,
      imageName: 'logo.png',
      fields: defaultPluginFields,
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(LIBRARY_MESSAGES.imageType);
    const huge = Buffer.concat([PNG_1PX, Buffer.alloc(LIBRARY_IMAGE_MAX_BYTES)]);
    const big = await upload(t.app, { token: admin.token, archive, image: huge, fields: defaultPluginFields });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(LIBRARY_MESSAGES.imageTooLarge);
    expect(storedFiles(t.config.dataDir)).toEqual(files);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1]);
    const ok = await upload(t.app, { token: admin.token, archive, image: jpeg, fields: defaultPluginFields });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().item.imageUrl).toMatch(/\.jpg$/);
  });

  it('edits: name, description and version required; a new archive and image replace the old files', async () => {
    const created = await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('editable', { name: 'Editable', version: '1.0', description: 'v1' }),
      image: PNG_1PX,
      fields: { category: 'seo' },
    });
    const item = created.json().item;
    const put = (fields: Record<string, string>, extra: { archive?: Buffer; image?: Buffer } = {}) =>
      upload(t.app, { token: admin.token, method: 'PUT', id: item.id, fields, ...extra });

    expect((await put({ description: 'd', version: '1' })).json().message).toBe(LIBRARY_MESSAGES.nameRequired);
    expect((await put({ name: 'n', version: '1' })).json().message).toBe(LIBRARY_MESSAGES.descriptionRequired);
    expect((await put({ name: 'n', description: 'd' })).json().message).toBe(LIBRARY_MESSAGES.versionRequired);

    const oldFiles = storedFiles(t.config.dataDir);
    const newArchive = await pluginZip('editable', { name: 'Editable', version: '2.0', description: 'v2' });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const edited = await put(
      { name: 'Editable 2', description: 'Second', version: '2.0', category: 'backup', isPublic: 'true' },
      { archive: newArchive, image: gif },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: LIBRARY_MESSAGES.pluginUpdated,
      item: {
        id: item.id,
        name: 'Editable 2',
        description: 'Second',
        version: '2.0',
        category: 'backup',
        isPublic: true,
        slug: 'editable',
        fileSize: newArchive.length,
      },
    });
    const after = storedFiles(t.config.dataDir);
    expect(after.length).toBe(oldFiles.length);
    expect(after.some((f) => f.endsWith(item.imageUrl.split('/').pop()))).toBe(false);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/plugins/${item.id}/download`,
      headers: bearer(admin.token),
    });
    expect(await download(link.json().downloadUrl)).toEqual(newArchive);

    // Text-only edits may come as JSON.
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/plugins/${item.id}`,
      headers: bearer(admin.token),
      payload: { name: 'Editable 3', description: 'Third', version: '3.0' },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().item).toMatchObject({ name: 'Editable 3', isPublic: true, category: 'backup' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/plugins/999999',
      headers: bearer(admin.token),
      payload: { name: 'n', description: 'd', version: '1' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LIBRARY_MESSAGES.pluginNotFound);
  });

  it('deletes the row and its files; a second delete is 404', async () => {
    const created = await upload(t.app, {
      kind: 'theme',
      token: admin.token,
      archive: await themeZip('doomed', { name: 'Doomed' }),
      image: PNG_1PX,
    });
    const { id } = created.json().item;
    const before = storedFiles(t.config.dataDir).length;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/themes/${id}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(LIBRARY_MESSAGES.themeDeleted);
    expect(storedFiles(t.config.dataDir).length).toBe(before - 2);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/themes/${id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(LIBRARY_MESSAGES.themeNotFound);
  });

  it('lists every stored field for admins, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/plugins', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; fileName: string; latestVersionSource: string | null }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0].id).toBeGreaterThan(list[list.length - 1].id);
    expect(list[0]).toHaveProperty('latestVersionSource');
    expect(list[0]).toHaveProperty('fileName');
  });
});
