import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '../../../contract/support.js';
import { auditEvents, mailOutbox, supportMessages, users } from '../../db/schema/index.js';
import { startFakeMailgunInbound } from '../../../sandbox/mailgun-inbound.js';
import { signMailgun } from '../../integrations/mailgun/inbound.js';
import { solveChallenge } from '../../lib/proof-of-work.js';
import { bearer, createClock, registerUser, type SignedInUser } from '../../test/accounts.js';
import { startAdminTestApp } from '../../test/admin-app.js';
import type { TestContext } from '../../test/harness.js';

// The desk end to end through its routes: who reads what, guests and appeals, the inbox's search, changes and
// figures, mail out once per event, mail in only through a signed reply address, hostile attachments.
describe('support desk', { timeout: 120_000 }, () => {
  let t: TestContext;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let mallory: SignedInUser;
  const clock = createClock(new Date('2026-03-02T09:00:00Z'));
  const signingKey = 'key-test-signing-0123456789';

  beforeAll(async () => {
    const started = await startAdminTestApp(
      { ABUSE_POW_BITS: '4', SUPPORT_REPLY_DOMAIN: 'reply.hostfree.test' },
      { now: clock.now },
    );
    ({ t, admin, client: alice } = started);
    mallory = await registerUser(t.app);
    const saved = await call('PUT', '/api/admin/support/settings', admin, {
      responseMinutes: { low: 600, normal: 60, high: 30, urgent: 10 },
      notifyByCategory: { billing: ['billing-team@hostfree.test'] },
      inboundSigningKey: signingKey,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().inboundKeySet).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who?: SignedInUser,
    payload?: Record<string, unknown>,
  ) {
    return t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });
  }

  const audited = (action: string, targetId: number) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, String(targetId))));

  const outbox = (template: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, template));

  async function openTicket(
    who: SignedInUser,
    subject = 'My card was charged twice',
    body = 'Please look at invoice 77.',
  ) {
    const res = await call('POST', '/api/support/tickets', who, { subject, category: 'billing', body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().ticket as { id: number; status: string };
  }

  it('keeps a ticket, its internal notes and its attachments to their owner and the admins', async () => {
    const ticket = await openTicket(alice);
    // Mail: the customer once, the billing team once.
    expect((await outbox('support-ticket-received')).filter((m) => m.recipient === alice.email)).toHaveLength(1);
    expect((await outbox('support-ticket-new')).map((m) => m.recipient)).toContain('billing-team@hostfree.test');

    for (const [method, url, payload] of [
      ['GET', `/api/support/tickets/${ticket.id}`, undefined],
      ['POST', `/api/support/tickets/${ticket.id}/replies`, { body: 'mine now' }],
    ] as const) {
      const res = await call(method, url, mallory, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SUPPORT_MESSAGES.ticketNotFound);
    }
    expect((await call('GET', '/api/support/tickets', mallory)).json().tickets).toEqual([]);
    expect((await call('GET', `/api/admin/support/tickets/${ticket.id}`, alice)).statusCode).toBe(403);

    const note = await call('POST', `/api/admin/support/tickets/${ticket.id}/replies`, admin, {
      body: 'Refund looks right; check Stripe first.',
      internal: true,
    });
    expect(note.statusCode, note.body).toBe(200);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${ticket.id}/attachments?name=stripe.txt`,
      headers: { ...bearer(admin.token), 'content-type': 'application/octet-stream' },
      payload: Buffer.from('internal evidence'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const seen = (await call('GET', `/api/support/tickets/${ticket.id}`, alice)).json();
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual(['Please look at invoice 77.']);
    expect((await call('GET', `/api/support/attachments/${upload.json().id}`, alice)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/support/attachments/${upload.json().id}`, admin)).statusCode).toBe(200);
    expect(await outbox('support-ticket-reply')).toHaveLength(0);
  });

  it('answers with a canned reply, filled for the ticket, mailed once with the thread link', async () => {
    const ticket = await openTicket(alice, 'Where is my receipt?', 'I paid for a VPS yesterday.');
    const canned = await call('POST', '/api/admin/support/canned-replies', admin, {
      title: 'Receipt resent',
      body: 'Hello {{name}}, ticket {{ticket_id}}: we sent the receipt again. {{agent}}',
    });
    expect(canned.statusCode, canned.body).toBe(201);
    const res = await call('POST', `/api/admin/support/tickets/${ticket.id}/replies`, admin, {
      body: canned.json().body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().messages.at(-1).body as string;
    expect(answer).toBe(
      `Hello ${alice.user.username}, ticket ${ticket.id}: we sent the receipt again. ${admin.user.username}`,
    );
    expect(res.json().status).toBe('waiting_on_customer');
    expect(res.json().firstRespondedAt).not.toBeNull();
    expect((await outbox('support-ticket-reply')).filter((m) => m.recipient === alice.email)).toHaveLength(1);
    // Both admin actions are in the audit log, each a sentence.
    expect(await audited('support.canned_reply_created', canned.json().id)).toHaveLength(1);
    expect(await audited('support.reply_sent', ticket.id)).toMatchObject([
      { actorId: admin.user.id, subjectUserId: alice.user.id },
    ]);

    // The customer answers on the page: the ticket is open again.
    const back = await call('POST', `/api/support/tickets/${ticket.id}/replies`, alice, { body: 'Got it, thanks!' });
    expect(back.json().status).toBe('open');
  });

  it('searches subjects and messages, filters, saves views and changes tickets in bulk', async () => {
    const a = await openTicket(alice, 'Plugin upload fails', 'The kumquat gallery archive is refused.');
    const b = await openTicket(alice, 'Kumquat theme question', 'How do I install it?');
    const found = (await call('GET', '/api/admin/support/tickets?q=kumquat', admin))
      .json()
      .tickets.map((x: { id: number }) => x.id);
    expect(found.sort()).toEqual([a.id, b.id].sort());
    const none = (await call('GET', '/api/admin/support/tickets?q=zebra', admin)).json().tickets;
    expect(none).toEqual([]);

    const bulk = await call('POST', '/api/admin/support/tickets/bulk', admin, {
      ids: [a.id, b.id],
      priority: 'high',
      assigneeId: admin.user.id,
    });
    expect(bulk.json().updated).toBe(2);
    const mine = (
      await call('GET', `/api/admin/support/tickets?assigneeId=${admin.user.id}&priority=high`, admin)
    ).json();
    expect(mine.tickets).toHaveLength(2);
    const notAdmin = await call('POST', '/api/admin/support/tickets/bulk', admin, {
      ids: [a.id],
      assigneeId: alice.user.id,
    });
    expect(notAdmin.statusCode).toBe(400);

    const view = await call('POST', '/api/admin/support/views', admin, {
      name: 'Mine, high',
      filters: { priority: 'high', assigneeId: admin.user.id },
    });
    expect(view.statusCode, view.body).toBe(201);
    expect((await call('GET', '/api/admin/support/views', admin)).json().views[0].name).toBe('Mine, high');

    const solved = await call('POST', '/api/admin/support/tickets/bulk', admin, { ids: [a.id], status: 'solved' });
    expect(solved.json().updated).toBe(1);
    expect((await outbox('support-ticket-status')).filter((m) => m.recipient === alice.email)).toHaveLength(1);
    const bulkEvents = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'support.tickets_bulk_changed'));
    expect(bulkEvents.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ticketIds: [a.id, b.id], priority: 'high' }),
        expect.objectContaining({ ticketIds: [a.id], status: 'solved' }),
      ]),
    );
    const one = await call('PATCH', `/api/admin/support/tickets/${b.id}`, admin, {
      status: 'on_hold',
      priority: 'high',
    });
    expect(one.statusCode, one.body).toBe(200);
    // Only what changed is logged: the priority was already high.
    expect((await audited('support.ticket_changed', b.id))[0]?.details).toMatchObject({
      status: { from: 'open', to: 'on_hold' },
    });
    expect((await audited('support.ticket_changed', b.id))[0]?.details).not.toHaveProperty('priority');
    // The desk settings saved before these tests: logged with the signing key masked, never its value.
    const [settingsEvent] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.support_desk_changed'));
    expect(settingsEvent?.details).toMatchObject({ inboundSigningKey: '••••' });
    expect(JSON.stringify(settingsEvent?.details)).not.toContain(signingKey);
  });

  it('warns two admins on one ticket of each other, and forgets one who left', async () => {
    const ticket = await openTicket(alice, 'Collision', 'Two admins');
    const other = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user.id));
    await call('POST', `/api/admin/support/tickets/${ticket.id}/presence`, other, { composing: true });
    const seen = (await call('POST', `/api/admin/support/tickets/${ticket.id}/presence`, admin, {})).json();
    expect(seen.others).toEqual([{ adminId: other.user.id, username: other.user.username, composing: true }]);
    clock.advance(60_000);
    expect((await call('POST', `/api/admin/support/tickets/${ticket.id}/presence`, admin, {})).json().others).toEqual(
      [],
    );
  });

  it('takes guest tickets behind a proof of work, with one answer whether or not the address has an account', async () => {
    const answers: string[] = [];
    for (const email of [alice.email, 'nobody-here@example.test']) {
      const c = (await call('GET', '/api/support/challenge')).json();
      const res = await call('POST', '/api/support/guest-tickets', undefined, {
        email,
        subject: 'Cannot sign in',
        category: 'account',
        body: 'My password does not work.',
        challenge: c.challenge,
        nonce: solveChallenge(c.challenge, c.bits),
      });
      expect(res.statusCode, res.body).toBe(201);
      // The sentence is the same; the upload token differs per ticket but has one shape whatever the address.
      const { message, uploadToken } = res.json();
      answers.push(`${message} ${String(uploadToken).replace(/[A-Za-z0-9_-]/g, 'x').length}`);
      // The same challenge twice: refused.
      const again = await call('POST', '/api/support/guest-tickets', undefined, {
        email,
        subject: 'x',
        category: 'account',
        body: 'y',
        challenge: c.challenge,
        nonce: solveChallenge(c.challenge, c.bits),
      });
      expect(again.json().message).toBe(SUPPORT_MESSAGES.challengeUsed);
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it("ties a suspended person's appeal to the suspension, and opens the thread by its signed link only", async () => {
    const owner = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ suspendedAt: clock.now(), suspendReason: 'phishing on two sites' })
      .where(eq(users.id, owner.user.id));
    const c = (await call('GET', '/api/support/challenge')).json();
    const res = await call('POST', '/api/support/guest-tickets', undefined, {
      email: owner.email.toUpperCase(),
      subject: 'Appeal',
      category: 'other',
      appeal: true,
      body: 'The sites were hacked; they are clean now.',
      challenge: c.challenge,
      nonce: solveChallenge(c.challenge, c.bits),
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await call('GET', '/api/admin/support/tickets?category=abuse_appeal', admin)).json().tickets;
    const appeal = list.find((x: { email: string }) => x.email === owner.email.toLowerCase());
    expect(appeal.ref).toEqual({ kind: 'user_suspension', id: owner.user.id });
    const full = (await call('GET', `/api/admin/support/tickets/${appeal.id}`, admin)).json();
    expect(full.context.subject.title).toContain('phishing on two sites');
    expect(full.context.subject.reinstate).toMatchObject({ kind: 'user', id: owner.user.id });
    expect(full.context.person).toMatchObject({ id: owner.user.id, matchedBy: 'email' });

    const token = t.app.services.support.threadTokenOf(appeal.id);
    const thread = await call('GET', `/api/support/thread?token=${encodeURIComponent(token)}`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().messages).toHaveLength(1);
    // The signature's first character carries six whole bits of its first byte (the last one may carry only
    // padding bits, so changing it can decode to the same signature): this forgery always differs.
    const [body, signature] = token.split('.');
    const forged = `${body}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect((await call('GET', `/api/support/thread?token=${encodeURIComponent(forged)}`)).statusCode).toBe(403);
    const answered = await call('POST', '/api/support/thread/replies', undefined, { token, body: 'One more detail.' });
    expect(answered.json().messages).toHaveLength(2);
  });

  describe('answers by mail', () => {
    let ticketId: number;
    let replyTo: string;
    beforeAll(async () => {
      ticketId = (await openTicket(alice, 'Mail thread', 'Start')).id;
      replyTo = t.app.services.support.replyAddressOf(ticketId);
    });

    function inbound(fields: Record<string, string>, headers: [string, string][] = [], key = signingKey) {
      const timestamp = String(Math.floor(clock.now().getTime() / 1000));
      const token = `tok${Math.random().toString(36).slice(2)}${'x'.repeat(40)}`.slice(0, 50);
      const body = new URLSearchParams({
        recipient: replyTo,
        sender: alice.email,
        from: `Alice <${alice.email}>`,
        subject: 'Re: [#1] Mail thread',
        'body-plain': 'Thanks, that worked.\n\nOn Mon, 2 Mar 2026 at 09:00, HostFree wrote:\n> We answered',
        'message-headers': JSON.stringify([['Message-Id', `<${token}@mail.example>`], ...headers]),
        timestamp,
        token,
        signature: signMailgun(key, timestamp, token),
        ...fields,
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/support/inbound/mailgun',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
      });
    }
    const mailMessages = async () =>
      (
        await t.database.db
          .select()
          .from(supportMessages)
          .where(and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.via, 'mail')))
      ).map((m) => m.body);

    it('adds a signed reply once, without its quoted history', async () => {
      const fixed = [['Message-Id', '<same-one@mail.example>']] as [string, string][];
      const first = await inbound({ 'message-headers': JSON.stringify(fixed) });
      expect(first.json(), first.body).toEqual({ outcome: 'added' });
      const again = await inbound({ 'message-headers': JSON.stringify(fixed) });
      expect(again.json()).toEqual({ outcome: 'duplicate' });
      expect(await mailMessages()).toEqual(['Thanks, that worked.']);
    });

    it('refuses a bad signature and drops what would loop or names no signed thread', async () => {
      expect((await inbound({}, [], 'wrong-key')).statusCode).toBe(403);
      expect((await inbound({}, [['Auto-Submitted', 'auto-replied']])).json().outcome).toBe('auto-submitted');
      expect((await inbound({}, [['Precedence', 'bulk']])).json().outcome).toBe('precedence');
      expect((await inbound({ sender: '' })).json().outcome).toBe('bounce');
      expect((await inbound({ from: 'MAILER-DAEMON@mx.example' })).json().outcome).toBe('bounce');
      expect((await inbound({ from: `HostFree <x@reply.hostfree.test>` })).json().outcome).toBe('own-address');
      // The right subject but an unsigned address: never matched by subject.
      expect(
        (await inbound({ recipient: `reply+${ticketId}-00000000000000000000@reply.hostfree.test` })).json().outcome,
      ).toBe('no-thread');
      expect((await inbound({ recipient: 'support@reply.hostfree.test' })).json().outcome).toBe('no-thread');
      expect(
        (await inbound({ from: 'someone-else@example.test', sender: 'someone-else@example.test' })).json().outcome,
      ).toBe('sender-mismatch');
      expect(await mailMessages()).toHaveLength(1);
    });
  });

  it("takes the sandbox Mailgun route's post as sent, and refuses it signed with another key", async () => {
    const ticket = await openTicket(alice, 'Sandbox mail', 'Start');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const mailgun = await startFakeMailgunInbound({
      target: `${address}/api/support/inbound/mailgun`,
      signingKey,
      retryDelaysMs: [],
      now: clock.now,
    });
    try {
      const to = t.app.services.support.replyAddressOf(ticket.id);
      const sent = await mailgun.send({
        to,
        from: `Alice <${alice.email}>`,
        text: 'Sent from the sandbox.\n\nOn Monday HostFree wrote:\n> hi',
      });
      expect(sent.status, sent.answer).toBe(200);
      expect(JSON.parse(sent.answer)).toEqual({ outcome: 'added' });
      mailgun.switches.badSignature();
      expect((await mailgun.send({ to, from: alice.email, text: 'forged' })).status).toBe(403);
      const thread = (await call('GET', `/api/support/tickets/${ticket.id}`, alice)).json();
      expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(['Start', 'Sent from the sandbox.']);
    } finally {
      await mailgun.stop();
    }
  });

  describe('attachments', () => {
    let ticketId: number;
    beforeAll(async () => {
      ticketId = (await openTicket(alice, 'Screenshot', 'See the picture.')).id;
    });
    const upload = (name: string, bytes: Buffer, who = alice) =>
      t.app.inject({
        method: 'POST',
        url: `/api/support/tickets/${ticketId}/attachments?name=${encodeURIComponent(name)}`,
        headers: { ...bearer(who.token), 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

    it('stores an image judged by its bytes and serves it as a download', async () => {
      const res = await upload('shot.jpeg', png);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ contentType: 'image/png', fileName: 'shot.png' });
      const file = await call('GET', `/api/support/attachments/${res.json().id}`, alice);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="shot.png"/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toContain('sandbox');
      expect((await call('GET', `/api/support/attachments/${res.json().id}`, mallory)).statusCode).toBe(404);
      expect((await upload('x.png', png, mallory)).statusCode).toBe(404);
    });

    it('takes a file over a real connection, its body streamed past every hook', async () => {
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/support/tickets/${ticketId}/attachments?name=note.txt`, {
        method: 'POST',
        headers: { ...bearer(alice.token), 'content-type': 'application/octet-stream' },
        body: new Blob(['A few words of plain text.\n']),
        signal: AbortSignal.timeout(20_000),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      expect(await res.json()).toMatchObject({ fileName: 'note.txt', contentType: 'text/plain; charset=utf-8' });
    });

    it('refuses a zip renamed .png, an SVG with script, an empty file and one over 10 MB', async () => {
      const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(40)]);
      expect((await upload('holiday.png', zip)).statusCode).toBe(415);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect((await upload('logo.png', svg)).statusCode).toBe(415);
      expect((await upload('empty.txt', Buffer.alloc(0))).json().message).toBe(SUPPORT_MESSAGES.attachmentEmpty);
      const big = Buffer.concat([Buffer.from('plain text\n'), Buffer.alloc(11 * 1024 * 1024 - 20, 0x61)]);
      const res = await upload('big.txt', big);
      expect(res.statusCode).toBe(413);
    });
  });

  it('lets a guest add files by the upload token or the thread link, and never read by the upload token', async () => {
    const c = (await call('GET', '/api/support/challenge')).json();
    const res = await call('POST', '/api/support/guest-tickets', undefined, {
      email: 'guest-files@example.test',
      subject: 'Error page',
      category: 'hosting',
      body: 'Screenshot attached.',
      challenge: c.challenge,
      nonce: solveChallenge(c.challenge, c.bits),
    });
    const { uploadToken } = res.json();
    const send = (token: string, name: string, bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/support/thread/attachments?token=${encodeURIComponent(token)}&name=${name}`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
    const added = await send(uploadToken, 'error.txt', Buffer.from('Fatal error on line 3\n'));
    expect(added.statusCode, added.body).toBe(201);
    expect((await send(uploadToken, 'page.html', Buffer.from('<html><script>x</script>'))).statusCode).toBe(415);
    // The upload token opens nothing.
    expect((await call('GET', `/api/support/thread?token=${encodeURIComponent(uploadToken)}`)).statusCode).toBe(403);
    const download = `/api/support/thread/attachments/${added.json().id}`;
    expect((await call('GET', `${download}?token=${encodeURIComponent(uploadToken)}`)).statusCode).toBe(403);

    const list = (await call('GET', '/api/admin/support/tickets?q=screenshot', admin)).json().tickets;
    const ticket = list.find((x: { email: string }) => x.email === 'guest-files@example.test');
    const link = t.app.services.support.threadTokenOf(ticket.id);
    const thread = (await call('GET', `/api/support/thread?token=${encodeURIComponent(link)}`)).json();
    expect(thread.messages[0].attachments).toEqual([expect.objectContaining({ fileName: 'error.txt' })]);
    const file = await call('GET', `${download}?token=${encodeURIComponent(link)}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.body).toBe('Fatal error on line 3\n');
    // Another thread's link does not open this file.
    const other = t.app.services.support.threadTokenOf(ticket.id + 1000);
    expect((await call('GET', `${download}?token=${encodeURIComponent(other)}`)).statusCode).toBe(403);
    // After an answer by the link, files join that answer.
    await call('POST', '/api/support/thread/replies', undefined, { token: link, body: 'And the log.' });
    expect((await send(link, 'log.txt', Buffer.from('log line'))).statusCode).toBe(201);
    const after = (await call('GET', `/api/support/thread?token=${encodeURIComponent(link)}`)).json();
    expect(after.messages[1].attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['log.txt']);
  });

  it("marks the customer's list unread after an answer, and lets them mark solved and reopen", async () => {
    const ticket = await openTicket(alice, 'Unread marker', 'Is it answered?');
    const row = async () =>
      (await call('GET', '/api/support/tickets', alice)).json().tickets.find((x: { id: number }) => x.id === ticket.id);
    expect(await row()).toMatchObject({ lastReplyBy: 'customer', unread: false });
    await call('POST', `/api/admin/support/tickets/${ticket.id}/replies`, admin, { body: 'Internal', internal: true });
    expect(await row()).toMatchObject({ lastReplyBy: 'customer', unread: false });
    clock.advance(1000);
    const answered = await call('POST', `/api/admin/support/tickets/${ticket.id}/replies`, admin, {
      body: 'Yes, answered.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await row()).toMatchObject({ lastReplyBy: 'admin', unread: true });
    clock.advance(1000);
    await call('GET', `/api/support/tickets/${ticket.id}`, alice);
    expect(await row()).toMatchObject({ lastReplyBy: 'admin', unread: false });

    const status = (who: SignedInUser, value: string) =>
      call('POST', `/api/support/tickets/${ticket.id}/status`, who, { status: value });
    expect((await status(mallory, 'solved')).statusCode).toBe(404);
    expect((await status(alice, 'closed')).statusCode).toBe(400);
    const solved = await status(alice, 'solved');
    expect(solved.json()).toMatchObject({ message: SUPPORT_MESSAGES.markedSolved, ticket: { status: 'solved' } });
    expect((await status(alice, 'open')).json().ticket.status).toBe('open');
    await call('PATCH', `/api/admin/support/tickets/${ticket.id}`, admin, { status: 'closed' });
    expect((await status(alice, 'open')).statusCode).toBe(409);
    const file = await t.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/attachments?name=late.txt`,
      headers: { ...bearer(alice.token), 'content-type': 'application/octet-stream' },
      payload: Buffer.from('too late'),
    });
    expect(file.json().message).toBe(SUPPORT_MESSAGES.ticketClosed);
  });

  it('closes solved tickets after seven quiet days, and counts figures and breaches', async () => {
    const late = await openTicket(mallory, 'Nobody answered', 'Hello?');
    clock.advance(2 * 3_600_000);
    const breached = (await call('GET', '/api/admin/support/tickets?breached=true', admin)).json().tickets;
    expect(breached.map((x: { id: number }) => x.id)).toContain(late.id);
    await call('PATCH', `/api/admin/support/tickets/${late.id}`, admin, { status: 'solved' });
    clock.advance(8 * 86_400_000);
    expect(await t.app.services.support.autoClose.run()).toEqual({ closed: expect.any(Number) });
    // Eight days on, every session has expired: the thread is read by its signed link, the figures from the service.
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/support/thread?token=${encodeURIComponent(t.app.services.support.threadTokenOf(late.id))}`,
    });
    expect(after.json().status, after.body).toBe('closed');
    const figures = await t.app.services.support.figures();
    expect(figures.breaches).toBeGreaterThanOrEqual(1);
    expect(figures.medianFirstResponseMinutes).not.toBeNull();
    expect(figures.openByStatus).toHaveProperty('open');
    // The help centre's count (no suggestion opened here), carried with the desk's own.
    expect(figures.deflections).toBe(0);
  });
});

// The customer's list is kept in memory between changes (list-cache.ts) once the change feed listens, as `npm start`
// runs it: their own write, an admin's answer and a change behind this app (another instance, straight SQL) all show.
describe('support desk: kept ticket lists', { timeout: 60_000 }, () => {
  let t: TestContext;
  let admin: SignedInUser;
  let bob: SignedInUser;
  const clock = createClock(new Date());
  beforeAll(async () => {
    ({ t, admin, client: bob } = await startAdminTestApp({}, { now: clock.now }, { sessionCache: true }));
  });
  afterAll(async () => {
    await t?.close();
  });
  const send = (method: 'GET' | 'POST', url: string, who: SignedInUser, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: bearer(who.token), payload });
  const own = async () => {
    const res = await send('GET', '/api/support/tickets', bob);
    expect(res.statusCode).toBe(200);
    return res.json().tickets as { id: number; subject: string; status: string }[];
  };

  it('shows the customer their own new ticket, an admin answer and a change from elsewhere at once', async () => {
    expect(await own()).toEqual([]);
    expect(await own()).toEqual([]); // kept now
    const opened = await send('POST', '/api/support/tickets', bob, {
      subject: 'Kept list',
      category: 'billing',
      body: 'First words.',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().ticket.id as number;
    expect((await own()).map((x) => x.id)).toEqual([id]);
    expect((await own())[0]!.status).toBe('open');
    const answered = await send('POST', `/api/admin/support/tickets/${id}/replies`, admin, { body: 'Looking.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await own())[0]!.status).toBe('waiting_on_customer');
    // Another instance's change reaches this one through NOTIFY support_changed only (no write here to hear).
    await t.database.db.execute(sql`update support_tickets set subject = 'Changed elsewhere' where id = ${id}`);
    await expect.poll(async () => (await own())[0]?.subject, { timeout: 3000 }).toBe('Changed elsewhere');
  });

  it("shows the admin's inbox page every change at once, and a row's breach at its due time", async () => {
    const inbox = async () => {
      const res = await send('GET', '/api/admin/support/tickets?q=quokka', admin);
      expect(res.statusCode).toBe(200);
      return res.json().tickets as { id: number; status: string; breached: boolean; firstResponseDueAt: string }[];
    };
    expect(await inbox()).toEqual([]);
    expect(await inbox()).toEqual([]); // kept now
    const opened = await send('POST', '/api/support/tickets', bob, {
      subject: 'A quokka ate my DNS',
      category: 'hosting',
      body: 'Really.',
    });
    const id = opened.json().ticket.id as number;
    expect((await inbox()).map((x) => [x.id, x.status, x.breached])).toEqual([[id, 'open', false]]);
    // Due in a minute (set behind the app: its notice drops the kept page), then a minute and a half passes.
    const due = new Date(clock.now().getTime() + 60_000);
    await t.database.db.execute(sql`update support_tickets set first_response_due_at = ${due} where id = ${id}`);
    await expect.poll(async () => (await inbox())[0]?.firstResponseDueAt, { timeout: 3000 }).toBe(due.toISOString());
    expect((await inbox())[0]?.breached).toBe(false);
    clock.advance(90_000);
    expect((await inbox())[0]).toMatchObject({ id, breached: true });
    await t.database.db.execute(sql`update support_tickets set status = 'on_hold' where id = ${id}`);
    await expect.poll(async () => (await inbox())[0]?.status, { timeout: 3000 }).toBe('on_hold');
  });
});
