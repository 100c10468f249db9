import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFLECTION_WINDOW_MS, HELP_MESSAGES } from '../../../contract/help-center.js';
import { auditEvents } from '../../db/schema/index.js';
import { bearer, nextAddress, registerAdmin, registerUser, type SignedInUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// The help centre: who reads what, search ranking, votes, and the suggestions' deflection figure.
describe('the help centre', () => {
  let t: TestContext;
  let admin: SignedInUser;
  let client: SignedInUser;
  let clock = new Date('2026-11-29T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    admin = await registerAdmin(t.app, t.database.db);
    client = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: nextAddress() });
  const draft = {
    title: 'Moving a WordPress site here',
    slug: 'moving-a-wordpress-site',
    category: 'hosting',
    markdown: 'Export with a migration plugin, then import in cPanel.',
    status: 'draft',
  };

  it('serves the seeded articles to everyone, published only, and finds them by what a person types', async () => {
    const list = await call('GET', '/api/help/articles');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { slug: string }) => a.slug)).toEqual(
      expect.arrayContaining([
        'why-was-my-site-suspended',
        'how-to-appeal-a-suspension',
        'how-to-cancel-a-plan-or-your-account',
        'how-to-point-a-domain',
        'how-to-use-your-recovery-phrase',
      ]),
    );
    // Ranked: the article whose title answers the question first, a half-typed word still matching.
    const search = await call('GET', '/api/help/articles?q=why%20was%20my%20site%20suspen');
    expect(search.json()[0].slug).toBe('why-was-my-site-suspended');
    const recovery = await call('GET', '/api/help/suggestions?subject=lost%20my%20password%20recovery');
    expect(recovery.json()[0]).toMatchObject({ slug: 'how-to-use-your-recovery-phrase', excerpt: expect.any(String) });
    // Three at most, however many match.
    expect((await call('GET', '/api/help/suggestions?subject=my%20site')).json()).toHaveLength(3);
    expect((await call('GET', '/api/help/articles?q=%3F%3F%3F')).json()).toEqual([]);
    expect((await call('GET', '/api/help/suggestions?subject=')).json()).toEqual([]);
    // Input that would break a raw to_tsquery is only words to it.
    expect((await call('GET', "/api/help/articles?q=a%26%7C!(':*")).statusCode).toBe(200);
    const article = await call('GET', '/api/help/articles/how-to-point-a-domain');
    expect(article.json()).toMatchObject({ title: 'How to point a domain at your site', category: 'hosting' });
  });

  it('keeps drafts to admins, audits every change, and refuses anyone else', async () => {
    expect((await call('POST', '/api/admin/help/articles', client.token, draft)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/help/articles', undefined, draft)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/help/articles', client.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/help/figures', client.token)).statusCode).toBe(403);

    const created = await call('POST', '/api/admin/help/articles', admin.token, draft);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().article;
    expect(created.json()).toMatchObject({
      message: HELP_MESSAGES.created,
      article: { status: 'draft', publishedAt: null },
    });
    // A draft is a 404 for everyone reading the public side, and in no list or search.
    expect((await call('GET', `/api/help/articles/${draft.slug}`, admin.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/help/articles?q=wordpress%20migration')).json()).toEqual([]);
    expect((await call('GET', '/api/help/suggestions?subject=moving%20wordpress')).json()).toEqual([]);
    expect(
      (
        await call('POST', `/api/help/articles/${draft.slug}/vote`, undefined, {
          helpful: true,
          visitorId: 'visitor-1234',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/api/admin/help/articles/${id}`, client.token, draft)).statusCode).toBe(403);

    const taken = await call('POST', '/api/admin/help/articles', admin.token, { ...draft, title: 'Copy' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(HELP_MESSAGES.slugTaken);
    const badSlug = await call('POST', '/api/admin/help/articles', admin.token, { ...draft, slug: 'Not A Slug' });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().message).toBe(HELP_MESSAGES.slugInvalid);

    const published = await call('PUT', `/api/admin/help/articles/${id}`, admin.token, {
      ...draft,
      status: 'published',
    });
    expect(published.json().article).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    expect((await call('GET', `/api/help/articles/${draft.slug}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/help/articles?q=wordpress')).json()[0].slug).toBe(draft.slug);

    expect((await call('DELETE', `/api/admin/help/articles/${id}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/help/articles/${draft.slug}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/help/articles/${id}`, admin.token)).statusCode).toBe(404);
    const actions = (
      await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetType, 'help_article'))
    ).map((e) => [e.action, e.actorId]);
    expect(actions).toEqual([
      ['help.article_created', admin.user.id],
      ['help.article_published', admin.user.id],
      ['help.article_deleted', admin.user.id],
    ]);
  });

  it('counts one vote per visitor per article, the latest one', async () => {
    const vote = (helpful: boolean, visitorId: string, token?: string) =>
      call('POST', '/api/help/articles/how-to-cancel-a-plan-or-your-account/vote', token, { helpful, visitorId });
    expect((await vote(true, 'visitor-aaaa')).json()).toEqual({ message: HELP_MESSAGES.voteThanks, helpful: true });
    await vote(true, 'visitor-aaaa');
    await vote(false, 'visitor-bbbb');
    await vote(false, 'visitor-bbbb');
    await vote(true, 'visitor-bbbb');
    // A signed-in person is one voter whatever id their browser sends.
    await vote(false, 'visitor-cccc', client.token);
    await vote(false, 'visitor-dddd', client.token);
    expect(
      (
        await call('POST', '/api/help/articles/how-to-cancel-a-plan-or-your-account/vote', undefined, {
          helpful: 'yes',
          visitorId: 'x',
        })
      ).statusCode,
    ).toBe(400);
    const list = (await call('GET', '/api/admin/help/articles', admin.token)).json();
    expect(list.find((a: { slug: string }) => a.slug === 'how-to-cancel-a-plan-or-your-account')).toMatchObject({
      helpfulYes: 2,
      helpfulNo: 1,
    });
  });

  it('counts a deflection when no ticket follows an opened suggestion within the window, and shows it in the metrics', async () => {
    const open = (slug: string, helpToken: string) =>
      call('POST', `/api/help/articles/${slug}/opened`, undefined, { helpToken });
    // Form A opens two articles and no ticket follows; form B opens one and a ticket follows; form C a ticket
    // follows only after the window (still a deflection); form D is too recent to tell.
    expect((await open('how-to-point-a-domain', 'form-aaaaaaaa')).statusCode).toBe(204);
    await open('how-to-appeal-a-suspension', 'form-aaaaaaaa');
    await open('how-to-point-a-domain', 'form-aaaaaaaa');
    await open('how-to-point-a-domain', 'form-bbbbbbbb');
    await open('how-to-point-a-domain', 'form-cccccccc');
    expect((await open('no-such-article', 'form-aaaaaaaa')).statusCode).toBe(404);
    expect((await open('how-to-point-a-domain', 'bad token!')).statusCode).toBe(400);
    const help = t.app.services.helpCenter;
    await help.ticketFollowed('form-bbbbbbbb');
    await help.ticketFollowed('never-opened-token');
    clock = new Date(clock.getTime() + DEFLECTION_WINDOW_MS + 60_000);
    await help.ticketFollowed('form-cccccccc');
    await open('how-to-point-a-domain', 'form-dddddddd');
    expect(await help.figures()).toMatchObject({
      suggestionsOpened: 4,
      deflections: 2,
      ticketsFollowed: 1,
      undecided: 1,
      helpfulYes: 2,
      helpfulNo: 1,
    });
    // The clock moved past the admin's session: a fresh one reads the metrics.
    const lateAdmin = await registerAdmin(t.app, t.database.db);
    const metrics = await call('GET', '/api/admin/metrics', lateAdmin.token);
    expect(metrics.body).toContain('hostfree_help_deflections 2');
    expect(metrics.body).toContain('hostfree_help_suggestions_opened 4');
    expect((await call('GET', '/api/admin/help/figures', lateAdmin.token)).json()).toMatchObject({ deflections: 2 });
  });
});
