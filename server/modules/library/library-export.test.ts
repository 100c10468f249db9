import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, type SignedInUser } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { startAdminTestApp } from '../../test/admin-app.js';
import { pluginZip, themeZip, upload } from '../../test/kits/library.js';

// GET /api/admin/plugins|themes/export (001 §5, §7): an .xlsx for admins only, read back with exceljs.

describe('catalogue export', () => {
  let t: TestContext;
  let admin: SignedInUser;
  beforeAll(async () => {
    ({ t, admin } = await startAdminTestApp());
    await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('alpha', { name: 'Alpha', version: '1.0', description: 'first' }),
      fields: { category: 'seo' },
    });
    // A name that would be a formula in a spreadsheet.
    await upload(t.app, {
      token: admin.token,
      archive: await pluginZip('beta', { name: 'Beta', version: '2.0', description: 'second' }),
      fields: { name: '=HYPERLINK("http://evil")', category: 'forms', isPublic: 'true' },
    });
    await upload(t.app, {
      kind: 'theme',
      token: admin.token,
      archive: await themeZip('gamma', { name: 'Gamma', version: '3.0' }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function readSheet(buffer: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  }

  it('streams the plugin catalogue as a spreadsheet that reads back row for row', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/plugins/export', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plugins-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('Plugins');
    expect(rows[0].slice(0, 6)).toEqual(['ID', 'Name', 'Slug', 'Category', 'Version', 'Latest Version']);
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(1, 5)).toEqual(['Alpha', 'alpha', 'seo', '1.0']);
    expect(rows[1][6]).toBe('HostFree');
    // Formula-like text is kept as text, never as a formula.
    expect(rows[2][1]).toBe('\'=HYPERLINK("http://evil")');
    expect(rows[2][7]).toBe(true);
  });

  it('exports themes the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/themes/export', headers: bearer(admin.token) });
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('Themes');
    expect(rows.map((r) => r[1])).toEqual(['Name', 'Gamma']);
  });

  it('is for admins only: 401 signed out, 403 for clients', async () => {
    const client = await registerUser(t.app);
    for (const url of ['/api/admin/plugins/export', '/api/admin/themes/export']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(client.token) })).statusCode).toBe(403);
    }
  });
});
