import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../contract/account-safety.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// An admin suspends and unsuspends one hosting account, WHM first.
describe('hosting suspension', () => {
  let t: HostingTestContext;
  let owner: SignedInUser;
  beforeAll(async () => {
    t = await createHostingTestApp();
    await t.configureWhm();
    owner = await t.client();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function provisioned() {
    owner = await t.client(); // the free quota is two accounts per user
    const res = await t.post('/api/hosting-accounts', { subdomain: freshLabel('susp') }, owner.token);
    expect(res.statusCode, res.body).toBe(201);
    await t.runJobs();
    const mine = (await t.get('/api/hosting-accounts', owner.token)).json() as {
      id: number;
      domain: string;
      status: string;
      cpanelUsername: string;
    }[];
    const account = mine.find((a) => a.id === res.json().account.id)!;
    expect(account.status).toBe('active');
    return account;
  }

  it('suspends on WHM with the reason, then the row; the client sees Suspended and why; cPanel sign-on is refused', async () => {
    const account = await provisioned();
    const res = await t.post(
      `/api/admin/hosting-accounts/${account.id}/suspend`,
      { reason: 'Phishing page reported' },
      t.admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: ACCOUNT_SAFETY_MESSAGES.suspended,
      id: account.id,
      status: 'suspended',
      suspendReason: 'Phishing page reported',
    });
    expect(t.whm.state.accounts.get(account.cpanelUsername)).toMatchObject({
      suspended: true,
      suspendReason: 'Phishing page reported',
    });

    const seen = ((await t.get('/api/hosting-accounts', owner.token)).json() as { id: number }[]).find(
      (a) => a.id === account.id,
    );
    // An admin's own words have no code of ours: the owner's screen shows them as written.
    expect(seen).toMatchObject({
      status: 'suspended',
      suspendReason: 'Phishing page reported',
      suspendReasonCode: 'admin',
      suspendReasonValues: { reason: 'Phishing page reported' },
    });
    const sso = await t.post('/api/cpanel-login', { domain: account.domain }, owner.token);
    expect(sso.statusCode).toBe(403);
    expect(sso.json()).toMatchObject({ message: ACCOUNT_SAFETY_MESSAGES.accountSuspended, error: 'SUSPENDED' });

    expect(
      (await t.post(`/api/admin/hosting-accounts/${account.id}/suspend`, { reason: 'again' }, t.admin.token))
        .statusCode,
    ).toBe(409);

    const events = (
      await t.get(`/api/admin/audit-events?action=hosting.suspended&targetId=${account.id}`, t.admin.token)
    ).json().events;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: t.admin.user.id,
      targetType: 'hosting_account',
      details: { reason: 'Phishing page reported' },
    });

    const back = await t.post(`/api/admin/hosting-accounts/${account.id}/unsuspend`, {}, t.admin.token);
    expect(back.json()).toMatchObject({ status: 'active', suspendReason: null });
    expect(t.whm.state.accounts.get(account.cpanelUsername)?.suspended).toBe(false);
    expect((await t.post('/api/cpanel-login', { domain: account.domain }, owner.token)).statusCode).toBe(200);
    expect((await t.post(`/api/admin/hosting-accounts/${account.id}/unsuspend`, {}, t.admin.token)).statusCode).toBe(
      409,
    );
  });

  it('leaves the row unchanged with a clear error when WHM fails', async () => {
    const account = await provisioned();
    t.whm.switches.fail('suspendacct', 500);
    try {
      const res = await t.post(`/api/admin/hosting-accounts/${account.id}/suspend`, { reason: 'Abuse' }, t.admin.token);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/WHM did not suspend the account.*Nothing was changed/);
    } finally {
      t.whm.switches.reset();
    }
    const seen = ((await t.get('/api/hosting-accounts', owner.token)).json() as { id: number }[]).find(
      (a) => a.id === account.id,
    );
    expect(seen).toMatchObject({ status: 'active', suspendReason: null });
  });

  it('needs a reason, an admin, and an existing provisioned account', async () => {
    const account = await provisioned();
    const blank = await t.post(`/api/admin/hosting-accounts/${account.id}/suspend`, { reason: '  ' }, t.admin.token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ACCOUNT_SAFETY_MESSAGES.reasonRequired);
    expect(
      (await t.post(`/api/admin/hosting-accounts/${account.id}/suspend`, { reason: 'x' }, owner.token)).statusCode,
    ).toBe(403);
    expect((await t.post(`/api/admin/hosting-accounts/${account.id}/suspend`, { reason: 'x' })).statusCode).toBe(401);
    expect(
      (await t.post('/api/admin/hosting-accounts/100001/suspend', { reason: 'x' }, t.admin.token)).statusCode,
    ).toBe(404);
    expect((await t.post('/api/admin/hosting-accounts/2147483648/unsuspend', {}, t.admin.token)).statusCode).toBe(400);
  });
});
