// A successful answer's sentence in the requester's language, as an error's is (answer-language.ts): a cloud
// launch's "being created" and an admin's "Article deleted" arrive translated; English stays the contract's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPUTE_MESSAGES } from '../../contract/compute.js';
import { HELP_MESSAGES } from '../../contract/help-center-constants.js';
import { createComputeTestApp, type ComputeTestContext } from '../test/kits/compute.js';

describe("successful answers' messages in the requester's language", () => {
  let t: ComputeTestContext;
  beforeAll(async () => {
    t = await createComputeTestApp();
    await t.linkVultr();
    await t.setProvider('vultr');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'POST' | 'DELETE', url: string, token: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('answers a launch in Spanish, and in English without a choice', async () => {
    const launch = { plan: 'vc2-1c-1gb', region: 'ewr', osId: 2284, label: 'box' };
    const spanish = await send('POST', '/api/compute/provision', (await t.client()).token, 'hf_locale=es', launch);
    expect(spanish.statusCode).toBe(201);
    expect(spanish.json()).toMatchObject({
      message: 'Tu instancia se está creando. Aparecerá como En ejecución en un par de minutos.',
      instance: { status: expect.any(String) },
    });
    const english = await send('POST', '/api/compute/provision', (await t.client()).token, '', launch);
    expect(english.json().message).toBe(COMPUTE_MESSAGES.launchQueued);
  });

  it("answers an admin's creations and deletions in French", async () => {
    const article = { title: 'Hello', slug: 'hello', category: 'account', markdown: 'Hi.', status: 'draft' };
    const created = await send('POST', '/api/admin/help/articles', t.admin.token, 'hf_locale=fr', article);
    expect(created.json()).toMatchObject({ message: 'Article créé', article: { title: 'Hello' } });
    const id = created.json().article.id as number;
    const removed = await send('DELETE', `/api/admin/help/articles/${id}`, t.admin.token, 'hf_locale=fr');
    expect(removed.json()).toEqual({ message: 'Article supprimé' });
    expect(HELP_MESSAGES.deleted).toBe('Article deleted');

    const tested = await send('POST', '/api/admin/vultr/accounts/test', t.admin.token, 'hf_locale=fr', {
      apiKey: t.vultr.apiKey,
    });
    expect(tested.json()).toMatchObject({ ok: true, message: 'Clé d’API vérifiée' });

    const account = await t.linkAzure();
    const unlinked = await send('DELETE', `/api/admin/azure/accounts/${account.id}`, t.admin.token, 'hf_locale=fr');
    expect(unlinked.json()).toEqual({ message: 'Compte supprimé' });
  });
});
