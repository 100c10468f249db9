// The provider registry as the admin screens read it: every registered cloud with its label, form and
// accounts; the generic account routes check a body against the provider's own form; nothing answers a secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPUTE_MESSAGES, type CloudProviderInfo } from '../../../contract/compute.js';
import { createComputeTestApp, type ComputeTestContext } from '../../test/kits/compute.js';

describe('compute providers (admin)', () => {
  let t: ComputeTestContext;
  beforeAll(async () => {
    t = await createComputeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every registered provider with its label, launch mode, form fields and accounts, never a secret', async () => {
    const linked = await t.linkVultr();
    const res = await t.get('/api/admin/compute/providers', t.admin.token);
    expect(res.statusCode).toBe(200);
    const providers = res.json() as CloudProviderInfo[];
    expect(providers.map((p) => p.id)).toEqual(['azure', 'vultr', 'digitalocean']);
    const vultr = providers.find((p) => p.id === 'vultr')!;
    expect(vultr).toMatchObject({
      label: 'Vultr',
      launchMode: 'catalogue',
      billedHourly: true,
      hasConsole: true,
      accountRequiredMessage: COMPUTE_MESSAGES.vultrAccountRequired,
    });
    expect(vultr.accounts).toHaveLength(1);
    expect(vultr.accounts[0]).toMatchObject({ id: linked.id, isDefault: true, hasApiKey: true });
    expect(vultr.accountForm.fields.find((f) => f.name === 'apiKey')).toMatchObject({ kind: 'secret', required: true });
    expect(providers.find((p) => p.id === 'azure')).toMatchObject({
      launchMode: 'trial',
      billedHourly: false,
      hasConsole: false,
      accounts: [],
    });
    expect(res.body).not.toContain(t.vultr.apiKey);
    const client = await t.client();
    expect((await t.get('/api/admin/compute/providers', client.token)).statusCode).toBe(403);
  });

  it('generic account routes: the provider form validates, the secret is sealed and kept on a blank edit, test and delete work', async () => {
    const base = '/api/admin/compute/providers/azure/accounts';
    const empty = await t.post(base, { name: 'Trials' }, t.admin.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(COMPUTE_MESSAGES.azureRequired);
    const created = await t.post(base, { name: 'Trials', ...t.azure.principal }, t.admin.token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Trials', hasClientSecret: true, isDefault: true });
    expect(created.body).not.toContain(t.azure.principal.clientSecret);
    const id = created.json().id as number;
    const edited = await t.put(
      `${base}/${id}`,
      { ...t.azure.principal, name: 'Renamed', clientSecret: '' },
      t.admin.token,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed', hasClientSecret: true });
    const tested = await t.post(
      `${base}/test`,
      { ...t.azure.principal, clientSecret: '', accountId: id },
      t.admin.token,
    );
    expect(tested.statusCode).toBe(200);
    expect(tested.json().ok).toBe(true);
    const wrong = await t.post(`${base}/test`, { ...t.azure.principal, clientSecret: 'wrong-secret' }, t.admin.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(COMPUTE_MESSAGES.azureAuthFailed);
    expect((await t.get(base, t.admin.token)).json()).toHaveLength(1);
    expect((await t.del(`${base}/${id}`, t.admin.token)).statusCode).toBe(200);
    expect((await t.del(`${base}/${id}`, t.admin.token)).statusCode).toBe(404);
  });

  it("an unknown provider is a 400 everywhere; the default provider lists each provider's account", async () => {
    expect((await t.get('/api/admin/compute/providers/nocloud/accounts', t.admin.token)).json().message).toBe(
      COMPUTE_MESSAGES.defaultProviderFailed,
    );
    expect((await t.get('/api/admin/compute/instances?provider=nocloud', t.admin.token)).statusCode).toBe(400);
    const refused = await t.post('/api/admin/compute/default-provider', { provider: 'nocloud' }, t.admin.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(COMPUTE_MESSAGES.defaultProviderFailed);
    const current = (await t.get('/api/admin/compute/default-provider', t.admin.token)).json();
    expect(current.accountIds).toEqual({ azure: null, vultr: current.vultrAccountId, digitalocean: null });
    expect(current.vultrAccountId).toEqual(expect.any(Number));
  });

  it('the client meta names the active provider and how it launches', async () => {
    await t.setProvider('vultr');
    const client = await t.client();
    const meta = (await t.get('/api/compute/meta', client.token)).json();
    expect(meta).toMatchObject({ provider: 'vultr', label: 'Vultr', launchMode: 'catalogue', trial: null });
  });
});
