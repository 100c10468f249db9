import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../../sandbox/smtp.js';
import { bearer } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// "A new hosting account ready (with cPanel address)", written with the row that turns it active.
describe('hosting ready mail', () => {
  let t: HostingTestContext;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createHostingTestApp();
    await t.configureWhm();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/smtp-settings',
      headers: bearer(t.admin.token),
      payload: {
        host: smtp.host,
        port: smtp.port,
        username: smtp.username,
        password: smtp.password,
        encryption: 'none',
        fromEmail: 'smtp@hostfree.test',
        fromName: 'HostFree',
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('is sent once when the account is first live on WHM, with the cPanel address, and never again on a re-check', async () => {
    const me = await t.client();
    const label = freshLabel('mailready');
    expect((await t.post('/api/hosting-accounts', { subdomain: label }, me.token)).statusCode).toBe(201);
    await t.runJobs();
    await t.runJobs(3600_000);
    const mails = await smtp.waitFor(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([me.email]);
    expect(mails[0]!.subject).toBe(`Your hosting account ${label}.hostfree.test is ready`);
    for (const body of [mails[0]!.text, mails[0]!.html]) expect(body).toContain('https://panel.sandbox.test:2083');

    const [account] = (await t.get('/api/hosting-accounts', me.token)).json() as { id: number }[];
    await t.app.services.hosting.fixAccount(account!.id);
    await t.runJobs(3600_000);
    expect(smtp.received).toHaveLength(1);
  });
});
