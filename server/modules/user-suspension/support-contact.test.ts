import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGE_MESSAGES } from '../../../contract/site-pages.js';
import { SYSTEM_STATUS_MESSAGES } from '../../../contract/system-status.js';
import { ACCOUNT_SUSPENDED_ERROR, USER_SUSPENSION_MESSAGES } from '../../../contract/user-suspension.js';
import { createHostingTestApp, type HostingTestContext } from '../../test/kits/hosting.js';

// The suspension notice never names a no-reply address as the place to write. With no support contact set, the sign-in
// refusal names no address at all (it points to the published Acceptable Use Policy) and System → Status warns the
// admin until one is set; a no-reply address cannot be saved as the contact.
describe('the suspended sign-in names a real contact or none', () => {
  let t: HostingTestContext;
  beforeAll(async () => {
    t = await createHostingTestApp();
    // API Settings mail from noreply@hostfree.test: the address the notice used to fall back to.
    await t.configureWhm();
  });
  afterAll(async () => {
    await t?.close();
  });

  const warnings = async () =>
    ((await t.get('/api/admin/system-status', t.admin.token)).json() as { warnings: { id: string; message: string }[] })
      .warnings;

  it('no contact set: no address in the refusal, a warning on the status page; a contact set: it is named, the warning goes', async () => {
    const person = await t.client();
    expect(
      (await t.post(`/api/admin/users/${person.user.id}/suspend`, { reason: 'Spam' }, t.admin.token)).statusCode,
    ).toBe(200);

    const refused = await t.post('/api/auth/login', { username: person.email, password: person.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toMatch(/noreply/i);
    expect(refused.json()).toEqual({
      message: USER_SUSPENSION_MESSAGES.signInRefused('Spam', null),
      error: ACCOUNT_SUSPENDED_ERROR,
      reason: 'Spam',
      supportContact: null,
    });
    expect(refused.json().message).toContain('/acceptable-use');
    expect(await warnings()).toEqual([
      { id: 'support-contact-missing', message: SYSTEM_STATUS_MESSAGES.supportContactMissing },
    ]);

    // A no-reply address is refused as the contact.
    const noReply = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/support-contact',
      headers: { authorization: `Bearer ${t.admin.token}` },
      payload: { email: 'No-Reply@hostfree.test', url: '' },
    });
    expect(noReply.statusCode).toBe(400);
    expect(noReply.json().message).toBe(SITE_PAGE_MESSAGES.supportNoReply);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/support-contact',
      headers: { authorization: `Bearer ${t.admin.token}` },
      payload: { email: 'help@hostfree.test', url: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const named = await t.post('/api/auth/login', { username: person.email, password: person.password });
    expect(named.json()).toMatchObject({
      message: USER_SUSPENSION_MESSAGES.signInRefused('Spam', 'help@hostfree.test'),
      supportContact: 'help@hostfree.test',
    });
    expect(await warnings()).toEqual([]);
  });
});
