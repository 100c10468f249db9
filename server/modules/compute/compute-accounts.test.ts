// Vultr and Azure accounts, their tests, metadata and the default provider (001 §4, §5, §7, §8).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import { auditEvents, cloudAccounts } from '../../db/schema/index.js';
import { createComputeTestApp, type ComputeTestContext } from '../../test/kits/compute.js';

describe('compute accounts (admin)', () => {
  let t: ComputeTestContext;
  beforeAll(async () => {
    t = await createComputeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('Vultr: the key is required, sealed, never answered, kept when blank on edit; the first account becomes default', async () => {
    const missing = await t.post('/api/admin/vultr/accounts', { name: 'No key' }, t.admin.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(COMPUTE_MESSAGES.vultrKeyRequired);

    const first = await t.linkVultr({ allowedRegions: ' ewr, fra ,, ' });
    const list = await t.get('/api/admin/vultr/accounts', t.admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(t.vultr.apiKey);
    expect(list.json()[0]).toMatchObject({
      id: first.id,
      isDefault: true,
      hasApiKey: true,
      allowedRegions: ['ewr', 'fra'],
      apiKeyLast4: t.vultr.apiKey.slice(-4),
    });
    const stored = (await t.database.db.select().from(cloudAccounts).where(eq(cloudAccounts.id, first.id)))[0]!;
    expect(stored.provider).toBe('vultr');
    expect(stored.secrets.apiKey!.startsWith('v1.')).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(t.vultr.apiKey);

    const second = await t.linkVultr({ name: 'Second' });
    const edited = await t.put(`/api/admin/vultr/accounts/${first.id}`, { name: 'Renamed', apiKey: '' }, t.admin.token);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed', hasApiKey: true, isDefault: true });
    const after = (await t.database.db.select().from(cloudAccounts).where(eq(cloudAccounts.id, first.id)))[0]!;
    expect(after.secrets.apiKey).toBe(stored.secrets.apiKey);
    expect(
      (await t.get('/api/admin/vultr/accounts', t.admin.token)).json().find((a: { id: number }) => a.id === second.id)
        .isDefault,
    ).toBe(false);

    expect((await t.del(`/api/admin/vultr/accounts/${second.id}`, t.admin.token)).statusCode).toBe(200);
    expect((await t.del(`/api/admin/vultr/accounts/${second.id}`, t.admin.token)).statusCode).toBe(404);
    expect((await t.put('/api/admin/vultr/accounts/9999', { name: 'x' }, t.admin.token)).statusCode).toBe(404);
  });

  it('Vultr test: a good key passes, a bad key fails with the spec message, an outage is a 502', async () => {
    const ok = await t.post('/api/admin/vultr/accounts/test', { apiKey: t.vultr.apiKey }, t.admin.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, account: { email: 'owner@vultr.sandbox.test' } });
    const bad = await t.post('/api/admin/vultr/accounts/test', { apiKey: 'WRONG' }, t.admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(COMPUTE_MESSAGES.vultrVerifyFailed);
    const none = await t.post('/api/admin/vultr/accounts/test', {}, t.admin.token);
    expect(none.json().message).toBe(COMPUTE_MESSAGES.vultrKeyRequired);
    t.vultr.switches.fail('account', 503);
    const down = await t.post('/api/admin/vultr/accounts/test', { apiKey: t.vultr.apiKey }, t.admin.token);
    t.vultr.switches.reset();
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(COMPUTE_MESSAGES.vultrVerifyFailed);
    // The stored key of an account can be tested without typing it again.
    const accounts = (await t.get('/api/admin/vultr/accounts', t.admin.token)).json();
    expect(
      (await t.post('/api/admin/vultr/accounts/test', { accountId: accounts[0].id }, t.admin.token)).statusCode,
    ).toBe(200);
  });

  it('Vultr meta: limited to the allowed regions, plans only where they can be deployed, cached', async () => {
    const accounts = (await t.get('/api/admin/vultr/accounts', t.admin.token)).json();
    const id = accounts[0].id;
    const before = t.vultr.requests.filter((r) => r.key === 'plans').length;
    const res = await t.get(`/api/admin/vultr/meta?accountId=${id}`, t.admin.token);
    expect(res.statusCode).toBe(200);
    const meta = res.json();
    expect(meta.provider).toBe('vultr');
    expect(meta.regions.map((r: { id: string }) => r.id).sort()).toEqual(['ewr', 'fra']);
    expect(
      meta.plans.every(
        (p: { locations: string[] }) => p.locations.length > 0 && p.locations.every((l) => ['ewr', 'fra'].includes(l)),
      ),
    ).toBe(true);
    expect(meta.plans.find((p: { id: string }) => p.id === 'vc2-4c-8gb')).toBeUndefined();
    expect(meta.operatingSystems.some((o: { family: string }) => o.family === 'iso')).toBe(false);
    expect(typeof meta.operatingSystems[0].id).toBe('number');
    await t.get(`/api/admin/vultr/meta?accountId=${id}`, t.admin.token);
    expect(t.vultr.requests.filter((r) => r.key === 'plans').length).toBe(before + 1);
    expect((await t.get('/api/admin/vultr/meta?accountId=9999', t.admin.token)).statusCode).toBe(404);
  });

  it('Azure: required fields, secret required on create, sealed, kept when blank on edit, default switch', async () => {
    const empty = await t.post(
      '/api/admin/azure/accounts',
      { name: 'x', tenantId: '', clientId: 'c', subscriptionId: 's' },
      t.admin.token,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(COMPUTE_MESSAGES.azureRequired);
    const noSecret = await t.post(
      '/api/admin/azure/accounts',
      { name: 'x', tenantId: 't', clientId: 'c', subscriptionId: 's' },
      t.admin.token,
    );
    expect(noSecret.json().message).toBe(COMPUTE_MESSAGES.azureSecretRequired);

    const first = await t.linkAzure({ allowedRegions: 'westeurope, eastus' });
    const second = await t.linkAzure({ name: 'Backup' });
    const list = await t.get('/api/admin/azure/accounts', t.admin.token);
    expect(list.body).not.toContain(t.azure.principal.clientSecret);
    expect(list.json().map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false]);
    const stored = (await t.database.db.select().from(cloudAccounts).where(eq(cloudAccounts.id, first.id)))[0]!;
    expect(stored.config).toEqual({
      tenantId: t.azure.principal.tenantId,
      clientId: t.azure.principal.clientId,
      subscriptionId: t.azure.principal.subscriptionId,
    });
    expect(JSON.stringify(stored)).not.toContain(t.azure.principal.clientSecret);
    const edit = await t.put(
      `/api/admin/azure/accounts/${first.id}`,
      {
        name: 'Trials EU',
        tenantId: t.azure.principal.tenantId,
        clientId: t.azure.principal.clientId,
        subscriptionId: t.azure.principal.subscriptionId,
        clientSecret: '',
      },
      t.admin.token,
    );
    expect(edit.statusCode).toBe(200);
    expect(
      (await t.database.db.select().from(cloudAccounts).where(eq(cloudAccounts.id, first.id)))[0]!.secrets.clientSecret,
    ).toBe(stored.secrets.clientSecret);
    const def = await t.post(`/api/admin/azure/accounts/${second.id}/default`, {}, t.admin.token);
    expect(def.json().isDefault).toBe(true);
    expect((await t.post(`/api/admin/azure/accounts/${first.id}/default`, {}, t.admin.token)).statusCode).toBe(200);
    expect((await t.post('/api/admin/azure/accounts/9999/default', {}, t.admin.token)).statusCode).toBe(404);
    expect((await t.del(`/api/admin/azure/accounts/${second.id}`, t.admin.token)).statusCode).toBe(200);
  });

  it('Azure test: token + subscription; wrong secret is "Azure auth failed"; missing fields use the spec message', async () => {
    const ok = await t.post('/api/admin/azure/accounts/test', { ...t.azure.principal }, t.admin.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().subscription.displayName).toBe('Sandbox Pay-As-You-Go');
    const bad = await t.post(
      '/api/admin/azure/accounts/test',
      { ...t.azure.principal, clientSecret: 'nope' },
      t.admin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: COMPUTE_MESSAGES.azureAuthFailed,
      details: expect.stringContaining('AADSTS7000215'),
    });
    const missing = await t.post('/api/admin/azure/accounts/test', { tenantId: 't' }, t.admin.token);
    expect(missing.json().message).toBe(COMPUTE_MESSAGES.azureTestRequired);
    t.azure.rbac = 'forbidden';
    const noRole = await t.post('/api/admin/azure/accounts/test', { ...t.azure.principal }, t.admin.token);
    t.azure.rbac = 'ok';
    expect(noRole.json().message).toBe(COMPUTE_MESSAGES.credentialTestFailed);
    t.azure.switches.hang('subscription');
    const slow = await t.post('/api/admin/azure/accounts/test', { ...t.azure.principal }, t.admin.token);
    t.azure.switches.reset();
    expect(slow.statusCode).toBe(502);
  });

  it('default provider: needs an account of that provider', async () => {
    const fresh = await createComputeTestApp();
    try {
      const az = await fresh.post('/api/admin/compute/default-provider', { provider: 'azure' }, fresh.admin.token);
      expect(az.statusCode).toBe(400);
      // Each provider says its own words; the screen acts on the code they share.
      expect(az.json()).toEqual({ message: COMPUTE_MESSAGES.azureAccountRequired, error: 'providerAccountRequired' });
      const vu = await fresh.post('/api/admin/compute/default-provider', { provider: 'vultr' }, fresh.admin.token);
      expect(vu.json().message).toBe(COMPUTE_MESSAGES.vultrAccountRequired);
      expect((await fresh.get('/api/admin/compute/default-provider', fresh.admin.token)).json()).toEqual({
        provider: 'azure',
        account: null,
        azureAccountId: null,
        vultrAccountId: null,
        accountIds: { azure: null, vultr: null, digitalocean: null },
      });
      const v = await fresh.linkVultr();
      await fresh.setProvider('vultr');
      expect((await fresh.get('/api/admin/compute/default-provider', fresh.admin.token)).json()).toMatchObject({
        provider: 'vultr',
        account: { id: v.id },
      });
    } finally {
      await fresh.close();
    }
  });

  it('every change of the compute setup is in the audit trail with the admin who made it, never a key', async () => {
    const fresh = await createComputeTestApp();
    try {
      const v = await fresh.linkVultr({ name: 'Audited' });
      await fresh.put(
        `/api/admin/vultr/accounts/${v.id}`,
        { name: 'Audited 2', apiKey: 'a-new-secret-key-1234' },
        fresh.admin.token,
      );
      await fresh.setProvider('vultr');
      expect((await fresh.del(`/api/admin/vultr/accounts/${v.id}`, fresh.admin.token)).statusCode).toBe(200);
      const trail = (
        await fresh.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'compute.changed'))
      ).sort((a, b) => a.id - b.id);
      expect(trail.map((e) => (e.details as { change: string }).change)).toEqual([
        'vultr_account_added',
        'vultr_account_updated',
        'default_provider_set',
        'vultr_account_deleted',
      ]);
      expect(new Set(trail.map((e) => e.actorId))).toEqual(new Set([fresh.admin.user.id]));
      expect(trail[1]).toMatchObject({
        targetType: 'vultr_account',
        targetId: String(v.id),
        details: { name: 'Audited 2', credentialReplaced: true },
      });
      expect(JSON.stringify(trail)).not.toContain('a-new-secret-key-1234');
      expect(JSON.stringify(trail)).not.toContain(fresh.vultr.apiKey);
    } finally {
      await fresh.close();
    }
  });
});
