import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGE_MESSAGES } from '../../../contract/site-pages.js';
import { auditEvents } from '../../db/schema/index.js';
import { bearer, nextAddress, registerAdmin, registerUser, type SignedInUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { DEFAULT_PAGES } from './defaults.js';

// The policy pages an admin writes in Markdown, and the support contact every screen can show.
describe('site pages and the support contact', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t.app, t.database.db);
    client = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: nextAddress() });

  it('shows the built-in text until an admin saves a page; then everyone reads the new text, as written', async () => {
    const before = await call('GET', '/api/site-pages/terms');
    expect(before.json()).toEqual({
      slug: 'terms',
      title: 'Terms of Service',
      markdown: DEFAULT_PAGES.terms,
      updatedAt: null,
    });
    // Stored as typed: the page is Markdown, and the browser renders it without HTML (web/lib/markdown.tsx).
    const markdown = '# Our terms\n\n<script>alert(1)</script> stays text.';
    const saved = await call('PUT', '/api/admin/site-pages/terms', admin.token, { markdown });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: SITE_PAGE_MESSAGES.saved,
      page: { slug: 'terms', markdown, updatedAt: expect.any(String) },
    });
    expect((await call('GET', '/api/site-pages/terms')).json().markdown).toBe(markdown);
    expect((await call('GET', '/api/site-pages/privacy')).json().markdown).toBe(DEFAULT_PAGES.privacy);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.site_page_changed'));
    expect(events).toEqual([
      expect.objectContaining({ actorId: admin.user.id, targetId: 'terms', details: { length: markdown.length } }),
    ]);
  });

  it('refuses unknown pages, empty pages, and anyone but an admin', async () => {
    expect((await call('GET', '/api/site-pages/cookies')).statusCode).toBe(400);
    const empty = await call('PUT', '/api/admin/site-pages/privacy', admin.token, { markdown: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SITE_PAGE_MESSAGES.markdownRequired);
    expect((await call('PUT', '/api/admin/site-pages/privacy', client.token, { markdown: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/site-pages/privacy', undefined, { markdown: 'x' })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/site-pages', client.token)).statusCode).toBe(403);
    expect(
      (await call('GET', '/api/admin/site-pages', admin.token)).json().map((p: { slug: string }) => p.slug),
    ).toEqual(['terms', 'privacy', 'acceptable-use']);
  });

  it('carries the support contact in the client configuration and to other modules; empty fields clear it', async () => {
    expect((await call('GET', '/api/client-config')).json().supportContact).toEqual({ email: null, url: null });
    const bad = await call('PUT', '/api/admin/support-contact', admin.token, {
      email: 'help@example.org',
      url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SITE_PAGE_MESSAGES.supportUrlInvalid);
    const saved = await call('PUT', '/api/admin/support-contact', admin.token, {
      email: 'help@example.org',
      url: 'https://help.example.org',
    });
    expect(saved.json()).toEqual({
      message: SITE_PAGE_MESSAGES.supportSaved,
      contact: { email: 'help@example.org', url: 'https://help.example.org' },
    });
    expect((await call('GET', '/api/client-config')).json().supportContact).toEqual({
      email: 'help@example.org',
      url: 'https://help.example.org',
    });
    expect(await t.app.services.sitePages.getSupportContact()).toEqual({
      email: 'help@example.org',
      url: 'https://help.example.org',
    });
    await call('PUT', '/api/admin/support-contact', admin.token, { email: '', url: '' });
    expect((await call('GET', '/api/admin/support-contact', admin.token)).json()).toEqual({ email: null, url: null });
    expect((await call('PUT', '/api/admin/support-contact', client.token, { email: '', url: '' })).statusCode).toBe(
      403,
    );
  });
});
