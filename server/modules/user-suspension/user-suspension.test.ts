import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_ERROR, USER_SUSPENSION_MESSAGES } from '../../../contract/user-suspension.js';
import { startFakeAzure, type FakeAzure } from '../../../sandbox/azure.js';
import { startFakeStripe, type FakeStripe } from '../../../sandbox/stripe.js';
import { startFakeVultr, type FakeVultr } from '../../../sandbox/vultr.js';
import { auditEvents, donations, hostingAccounts, sessions, users } from '../../db/schema/index.js';
import { nextAddress, registerAdmin, type SignedInUser } from '../../test/accounts.js';
import { fastClients } from '../../test/kits/compute.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';
import { FAST_STRIPE } from '../../test/kits/payments.js';

// Suspending a person stops everything they have with HostFree at once, survives WHM being down,
// and unsuspending restores it all. Real clients against the sandbox WHM, Vultr and Stripe.
describe('suspending a person', () => {
  let t: HostingTestContext;
  let vultr: FakeVultr;
  let azure: FakeAzure;
  let stripe: FakeStripe;
  const launch = { plan: 'vc2-1c-1gb', region: 'ewr', osId: 2284 };

  beforeAll(async () => {
    [vultr, azure, stripe] = await Promise.all([startFakeVultr(), startFakeAzure(), startFakeStripe()]);
    t = await createHostingTestApp({ STRIPE_API_URL: stripe.url, ...FAST_STRIPE }, fastClients(vultr, azure));
    await t.configureWhm();
    await t.app.services.stripeSettings.saveSettings({
      publicKey: stripe.publishableKey,
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      isTestMode: true,
    });
    const linked = await t.post(
      '/api/admin/vultr/accounts',
      { name: 'Main Vultr', apiKey: vultr.apiKey },
      t.admin.token,
    );
    expect(linked.statusCode, linked.body).toBe(201);
    expect((await t.post('/api/admin/compute/default-provider', { provider: 'vultr' }, t.admin.token)).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([vultr?.stop(), azure?.stop(), stripe?.stop()]);
  });

  const suspend = (id: number, reason = 'Phishing pages on your site', token = t.admin.token) =>
    t.post(`/api/admin/users/${id}/suspend`, { reason }, token);
  const unsuspend = (id: number, token = t.admin.token) => t.post(`/api/admin/users/${id}/unsuspend`, {}, token);
  const login = (u: SignedInUser) => t.post('/api/auth/login', { username: u.email, password: u.password });
  const hostingRow = async (id: number) =>
    (await t.database.db.select().from(hostingAccounts).where(eq(hostingAccounts.id, id)))[0]!;
  const trailOf = async (userId: number) =>
    (await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, userId))).map((e) => e.action);

  async function ownerWithEverything() {
    const owner = await t.client();
    const created = await t.post(
      '/api/admin/create-hosting-account',
      { domain: freshLabel('susp'), packageId: 1, userId: owner.user.id },
      t.admin.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    await t.runJobs();
    const account = created.json().account as { id: number };
    const cpanelUser = (await hostingRow(account.id)).cpanelUsername!;
    const box = (await t.post('/api/compute/provision', launch, owner.token)).json();
    vultr.activateAll();
    // The status sync sees it come up (Start is only for a stopped machine).
    await t.app.services.compute.lifecycle.sync(true);
    expect(
      (await t.get('/api/compute/my', owner.token)).json().find((i: { id: number }) => i.id === box.id)?.status,
    ).toBe('running');
    // A monthly gift subscription of theirs (the donations module's row, Stripe's subscription).
    const payments = t.app.services.payments;
    const price = await payments.findOrCreatePrice({
      productKey: 'gift_test',
      productName: 'Gift',
      unitAmount: 500,
      interval: 'month',
    });
    const customer = await payments.customerFor({ email: owner.email });
    const sub = await payments.startSubscription({
      customerId: customer,
      priceId: price,
      idempotencyKey: `test-sub-${owner.user.id}`,
    });
    await t.database.db.insert(donations).values({
      userId: owner.user.id,
      amount: 500,
      status: 'completed',
      isRecurring: true,
      stripeSubscriptionId: sub.subscriptionId,
    });
    return { owner, account, cpanelUser, box, subscriptionId: sub.subscriptionId };
  }

  it('ends every session, refuses sign-in with the reason and the support contact, suspends hosting, stops machines and pauses billing; unsuspending restores it all', async () => {
    const { owner, account, cpanelUser, box, subscriptionId } = await ownerWithEverything();
    const second = (await login(owner)).json().token as string;

    const res = await suspend(owner.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: USER_SUSPENSION_MESSAGES.suspended,
      user: { id: owner.user.id, suspendReason: 'Phishing pages on your site' },
    });
    expect(res.json().user.suspendedAt).toEqual(expect.any(String));

    // Every session ended at once, and no new one starts.
    for (const token of [owner.token, second]) expect((await t.get('/api/user', token)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).toEqual([]);
    const refused = await login(owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: USER_SUSPENSION_MESSAGES.signInRefused('Phishing pages on your site', null),
      error: ACCOUNT_SUSPENDED_ERROR,
      reason: 'Phishing pages on your site',
      supportContact: null,
    });
    // No support contact is set: no address is named (API Settings' no-reply sender is never one; support-contact.test.ts).
    expect(refused.json().message).toBe(
      'Your account is suspended: Phishing pages on your site. No support address has been published yet; our Acceptable Use Policy (/acceptable-use) says how suspensions are decided.',
    );
    // A wrong password says nothing about the suspension.
    const stranger = await t.post('/api/auth/login', { username: owner.email, password: 'guessing-1' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).not.toContain('suspended');

    // The rows changed with the suspension; WHM, Vultr and Stripe follow through the job queue.
    expect(await hostingRow(account.id)).toMatchObject({
      status: 'suspended',
      suspendReason: 'Owner suspended: Phishing pages on your site',
    });
    await t.runJobs();
    expect(t.whm.state.account(cpanelUser)!.suspended).toBe(true);
    expect(vultr.instances.get(box.instanceId)!.power_status).toBe('stopped');
    expect(stripe.state.subscriptions.get(subscriptionId)!.pause_collection).toEqual({ behavior: 'void' });
    expect(await trailOf(owner.user.id)).toEqual(
      expect.arrayContaining([
        'user.suspended',
        'hosting.suspended',
        'compute.stopped',
        'subscription.paused',
        'auth.sign_in_refused',
      ]),
    );

    // The admin list shows it.
    const listed = (await t.get(`/api/admin/users?search=${owner.user.username}`, t.admin.token)).json()[0];
    expect(listed).toMatchObject({ suspendReason: 'Phishing pages on your site', suspendedAt: expect.any(String) });

    const lifted = await unsuspend(owner.user.id);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().user).toMatchObject({ suspendedAt: null, suspendReason: null });
    expect(await hostingRow(account.id)).toMatchObject({ status: 'active', suspendReason: null });
    await t.runJobs();
    expect(t.whm.state.account(cpanelUser)!.suspended).toBe(false);
    expect(vultr.instances.get(box.instanceId)!.power_status).toBe('running');
    expect(stripe.state.subscriptions.get(subscriptionId)!.pause_collection).toBeNull();
    expect((await login(owner)).statusCode).toBe(200);
    expect(await trailOf(owner.user.id)).toEqual(
      expect.arrayContaining(['user.unsuspended', 'hosting.unsuspended', 'compute.started', 'subscription.resumed']),
    );
  });

  it('suspends the hosting on WHM when WHM comes back after being down, losing nothing', async () => {
    const owner = await t.client();
    const created = await t.post(
      '/api/admin/create-hosting-account',
      { domain: freshLabel('down'), packageId: 1, userId: owner.user.id },
      t.admin.token,
    );
    await t.runJobs();
    const cpanelUser = (await hostingRow(created.json().account.id)).cpanelUsername!;

    t.whm.switches.fail();
    const res = await suspend(owner.user.id, 'Spam');
    expect(res.statusCode, res.body).toBe(200);
    // The person is stopped at once, whatever WHM says.
    expect((await login(owner)).statusCode).toBe(403);
    await t.runJobs();
    expect(t.whm.state.account(cpanelUser)!.suspended).toBe(false);
    await t.runJobs(60_000);
    expect(t.whm.state.account(cpanelUser)!.suspended).toBe(false);

    t.whm.switches.reset();
    await t.runJobs(60 * 60_000);
    expect(t.whm.state.account(cpanelUser)!.suspended).toBe(true);
  });

  it('keeps an account suspended for its own reason when the owner is unsuspended', async () => {
    const owner = await t.client();
    const created = await t.post(
      '/api/admin/create-hosting-account',
      { domain: freshLabel('own'), packageId: 1, userId: owner.user.id },
      t.admin.token,
    );
    await t.runJobs();
    const id = created.json().account.id as number;
    expect(
      (await t.post(`/api/admin/hosting-accounts/${id}/suspend`, { reason: 'Malware on this site' }, t.admin.token))
        .statusCode,
    ).toBe(200);
    expect((await suspend(owner.user.id, 'Repeated abuse')).statusCode).toBe(200);
    expect(await hostingRow(id)).toMatchObject({ status: 'suspended', suspendReason: 'Malware on this site' });
    expect((await unsuspend(owner.user.id)).statusCode).toBe(200);
    expect(await hostingRow(id)).toMatchObject({ status: 'suspended', suspendReason: 'Malware on this site' });
  });

  it('refuses the wrong people and the wrong targets', async () => {
    const owner = await t.client();
    const other = await t.client();
    // A client cannot suspend anyone, and nobody can without signing in.
    expect((await suspend(other.user.id, 'x', owner.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${other.user.id}/suspend`,
          payload: { reason: 'x' },
          remoteAddress: nextAddress(),
        })
      ).statusCode,
    ).toBe(401);
    // An admin cannot suspend themself; a reason is required; an unknown user is 404.
    const self = await suspend(t.admin.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(USER_SUSPENSION_MESSAGES.cannotSuspendSelf);
    const blank = await suspend(other.user.id, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(USER_SUSPENSION_MESSAGES.reasonRequired);
    expect((await suspend(2_147_000_000)).statusCode).toBe(404);
    expect((await unsuspend(other.user.id)).json().message).toBe(USER_SUSPENSION_MESSAGES.notSuspended);
    expect((await suspend(other.user.id)).statusCode).toBe(200);
    expect((await suspend(other.user.id)).json().message).toBe(USER_SUSPENSION_MESSAGES.alreadySuspended);
  });

  // Last in the file: it suspends the platform's admin the other tests use.
  it('cannot leave the platform without an admin: two last admins suspending each other at once, one is refused', async () => {
    const a = await registerAdmin(t.app, t.database.db);
    const b = await registerAdmin(t.app, t.database.db);
    expect((await suspend(t.admin.user.id, 'Left the team', a.token)).statusCode).toBe(200);
    const answers = await Promise.all([suspend(b.user.id, 'x', a.token), suspend(a.user.id, 'y', b.token)]);
    // One wins. The other is refused: as the last admin when both reached the admin rows' lock, or (when the first
    // committed before the second was even authenticated) because its own session had ended. Never both.
    const refused = answers.find((r) => r.statusCode !== 200)!;
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    if (refused.statusCode === 400)
      expect(refused.json().message).toBe(USER_SUSPENSION_MESSAGES.cannotSuspendLastAdmin);
    else expect(refused.statusCode).toBe(401);
    const standing = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)));
    expect(standing.map((u) => u.id).filter((id) => id === a.user.id || id === b.user.id)).toHaveLength(1);
  });
});
