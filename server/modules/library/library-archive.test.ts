import path from 'node:path';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES } from '../../../contract/library.js';
import { plugins, themes } from '../../db/schema/index.js';
import { bearer, registerAdmin, type SignedInUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import type { FileStore } from '../../storage/file-store.js';
import { createLocalFileStore } from '../../storage/local-file-store.js';
import {
  craftZip,
  defaultPluginFields,
  multipart,
  pluginZip,
  pluginZipOfSize,
  storedFiles,
  upload,
  zipOf,
} from '../../test/kits/library.js';

// Upload checks of security-test-plan D1-D5 through POST /api/admin/plugins and /themes. Limits are lowered
// through config (LIBRARY_MAX_*) so the edges can be hit without hundreds of megabytes.

const MAX_ARCHIVE = 256 * 1024;
const MAX_UNPACKED = 1024 * 1024;

describe('library archive checks', () => {
  let t: TestContext;
  let admin: SignedInUser;
  // The local store, watched: each put's outcome is kept so a test can tell that storing began.
  const outcomes: Promise<unknown>[] = [];
  let inner: FileStore;
  const watchedStore: FileStore = {
    put(source, options) {
      const stored = inner.put(source, options);
      outcomes.push(
        stored.then(
          () => 'stored',
          (error: unknown) => error,
        ),
      );
      return stored;
    },
    get: (key, range) => inner.get(key, range),
    stat: (key) => inner.stat(key),
    delete: (key) => inner.delete(key),
  };
  beforeAll(async () => {
    t = await createTestApp(
      { LIBRARY_MAX_ARCHIVE_BYTES: String(MAX_ARCHIVE), LIBRARY_MAX_UNPACKED_BYTES: String(MAX_UNPACKED) },
      { fileStore: watchedStore },
    );
    inner = createLocalFileStore({ root: path.join(t.config.dataDir, 'files') });
    admin = await registerAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowCount = async () => {
    const [p] = await t.database.db.select({ n: count() }).from(plugins);
    const [th] = await t.database.db.select({ n: count() }).from(themes);
    return Number(p.n) + Number(th.n);
  };

  /** Uploads `archive` and expects a refusal that leaves no file and no row. */
  async function expectRefused(
    archive: Buffer,
    status: number,
    message: string | RegExp,
    kind: 'plugin' | 'theme' = 'plugin',
  ) {
    const files = storedFiles(t.config.dataDir);
    const rows = await rowCount();
    const res = await upload(t.app, { kind, token: admin.token, archive, fields: defaultPluginFields });
    if (typeof message === 'string') expect(res.json().message, res.body).toBe(message);
    else expect(res.json().message, res.body).toMatch(message);
    expect(res.statusCode).toBe(status);
    expect(storedFiles(t.config.dataDir)).toEqual(files);
    expect(await rowCount()).toBe(rows);
  }

  it('accepts an archive of exactly the limit and refuses one byte more with the spec message (413), keeping nothing', async () => {
    const exact = await upload(t.app, {
      token: admin.token,
      archive: await pluginZipOfSize('exactly-at-limit', MAX_ARCHIVE),
      fields: defaultPluginFields,
    });
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().item.fileSize).toBe(MAX_ARCHIVE);
    // The message names the request's declared size, in MB to one decimal (001 §9).
    await expectRefused(
      await pluginZipOfSize('one-byte-over', MAX_ARCHIVE + 1),
      413,
      /^Plugin archives must be 250 MB or smaller\. Selected file is 0\.3 MB\.$/,
    );
  });

  it('refuses a theme over the limit with the theme message and the selected size', async () => {
    const res = await upload(t.app, {
      kind: 'theme',
      token: admin.token,
      archive: await pluginZipOfSize('big-theme', MAX_ARCHIVE + 10),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^Theme archives must be 250 MB or smaller\. Selected file is 0\.3 MB\.$/);
  });

  it('refuses a request whose declared length cannot fit before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/plugins',
      headers: {
        ...bearer(admin.token),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      payload: Readable.from([Buffer.from('--x\r\n')]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^Plugin archives must be 250 MB or smaller\./);
  });

  it('refuses a text file renamed .zip and an HTML/zip polyglot by their magic bytes', async () => {
    await expectRefused(Buffer.from('this is not a zip at all, just text'), 400, LIBRARY_MESSAGES.notAZip);
    const polyglot = Buffer.concat([
      Buffer.from('<html><script>alert(1)</script></html>\n'),
      await pluginZip('poly', { name: 'Poly', version: '1' }),
    ]);
    await expectRefused(polyglot, 400, LIBRARY_MESSAGES.notAZip);
  });

  it('refuses a zip whose central directory is cut off or whose data is corrupt', async () => {
    const good = await pluginZip('cut', { name: 'Cut', version: '1', description: 'd' });
    await expectRefused(good.subarray(0, good.length - 10), 400, LIBRARY_MESSAGES.notAZip);
    const corrupt = craftZip([{ name: 'corrupt/corrupt.php', data: Buffer.from('<?php /* Plugin Name: Corrupt */') }]);
    corrupt[30 + 'corrupt/corrupt.php'.length + 3] ^= 0xff; // a byte of the entry's data: the CRC no longer matches
    await expectRefused(corrupt, 400, LIBRARY_MESSAGES.notAZip);
  });

  it.each(['../../x', '/etc/x', 'C:/x', '..\\x', 'a/../../x'])('refuses the zip-slip entry %s', async (name) => {
    const zip = craftZip([{ name: 'slip/slip.php', data: Buffer.from('<?php\n/* Plugin Name: Slip */') }, { name }]);
    await expectRefused(zip, 400, LIBRARY_MESSAGES.unsafeEntry);
  });

  it('refuses a symbolic link entry', async () => {
    const zip = craftZip([
      { name: 'link/link.php', data: Buffer.from('<?php\n/* Plugin Name: Link */') },
      { name: 'link/passwd', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
    ]);
    await expectRefused(zip, 400, LIBRARY_MESSAGES.symlinkEntry);
  });

  it('refuses a zip bomb: a high compression ratio beyond the unpacked limit, judged from declared sizes', async () => {
    const zip = craftZip([
      { name: 'bomb/bomb.php', data: Buffer.from('<?php\n/* Plugin Name: Bomb */') },
      { name: 'bomb/zeros.bin', data: Buffer.alloc(MAX_UNPACKED * 4), deflate: true },
    ]);
    expect(zip.length).toBeLessThan(10_000);
    await expectRefused(zip, 400, LIBRARY_MESSAGES.tooLargeUnpacked);
  });

  it('refuses an entry that inflates past the size its header declares', async () => {
    const zip = craftZip([
      { name: 'liar/liar.php', data: Buffer.from('<?php\n/* Plugin Name: Liar */') },
      { name: 'liar/zeros.bin', data: Buffer.alloc(MAX_UNPACKED * 2), deflate: true, declaredSize: 100 },
    ]);
    await expectRefused(zip, 400, LIBRARY_MESSAGES.tooLargeUnpacked);
  });

  // Crafting a 100,000-entry zip and a second app: ~5 s alone, 18 s in a CI run whose journeys shared the two cores,
  // so its own limit rather than the suite's 30 s.
  it('refuses 100,000 entries before reading any of them', async () => {
    const entries = [{ name: 'many/many.php', data: Buffer.from('<?php\n/* Plugin Name: Many */') }];
    for (let i = 0; i < 100_000; i++) entries.push({ name: `many/f${i}`, data: Buffer.alloc(0) });
    const big = craftZip(entries);
    // Over the lowered archive limit too, so send it to an app with the default limits.
    const wide = await createTestApp();
    try {
      const wideAdmin = await registerAdmin(wide.app, wide.database.db);
      const res = await upload(wide.app, { token: wideAdmin.token, archive: big, fields: defaultPluginFields });
      expect(res.json().message).toBe(LIBRARY_MESSAGES.tooManyEntries);
      expect(res.statusCode).toBe(400);
      expect(storedFiles(wide.config.dataDir)).toEqual([]);
    } finally {
      await wide.close();
    }
  }, 120_000);

  it('accepts a nested zip as plain data (it is never extracted)', async () => {
    const inner = await zipOf({ 'inner.txt': 'inside' });
    const res = await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('nested', { name: 'Nested', version: '1.0' }, { 'nested/assets.zip': inner }),
      fields: defaultPluginFields,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an archive without a WordPress header for its kind, and an empty archive', async () => {
    await expectRefused(await zipOf({ 'docs/readme.txt': 'hello' }), 400, LIBRARY_MESSAGES.notAPlugin);
    await expectRefused(
      await pluginZip('not-theme', { name: 'A Plugin', version: '1' }),
      400,
      LIBRARY_MESSAGES.notATheme,
      'theme',
    );
    await expectRefused(craftZip([]), 400, LIBRARY_MESSAGES.emptyArchive);
  });

  it('leaves no file and no row when the upload stream breaks off half-way', async () => {
    const files = storedFiles(t.config.dataDir);
    const rows = await rowCount();
    const puts = outcomes.length;
    const { payload, headers } = multipart([
      { name: 'name', value: 'Broken' },
      {
        name: 'pluginFile',
        filename: 'broken.zip',
        contentType: 'application/zip',
        data: await pluginZipOfSize('broken', 200_000),
      },
    ]);
    const half = payload.subarray(0, 120_000);
    let sent = false;
    const body = new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(half);
          setTimeout(() => this.destroy(new Error('connection reset')), 20);
        }
      },
    });
    const res = await t.app
      .inject({
        method: 'POST',
        url: '/api/admin/plugins',
        headers: { ...headers, ...bearer(admin.token) },
        payload: body,
      })
      .catch((error: unknown) => ({ statusCode: 0, error }));
    expect(res.statusCode).not.toBe(201);
    // Storing had begun, and failed with the interruption.
    expect(outcomes.length).toBe(puts + 1);
    expect(await outcomes[puts]).toMatchObject({ message: LIBRARY_MESSAGES.uploadInterrupted });
    // The temp file is removed asynchronously as the stream unwinds.
    await expect.poll(() => storedFiles(t.config.dataDir), { timeout: 5000 }).toEqual(files);
    expect(await rowCount()).toBe(rows);
  });
});
