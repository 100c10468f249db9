import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/account-messages.js';
import { SUPPORT_MESSAGES } from '../../contract/support-constants.js';
import { bearer, registerUser, type SignedInUser } from '../test/accounts.js';
import { createTestApp, type TestContext } from '../test/harness.js';

// Every message constant the server throws is answered in the requester's language (the domain files of the
// catalogue, errors-<domain>.json), not only the sign-in screens' own: the access rule's and a service's.
describe("the server's answers in the requester's language", () => {
  let t: TestContext;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(user.token), ...headers } });

  it('answers the access rule and a service in Arabic, Spanish or Hindi, and in English by default', async () => {
    const admin = await get('/api/admin/users', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ message: 'Se necesita acceso de administrador' });

    const ticket = await get('/api/support/tickets/999999', { cookie: 'hf_locale=ar' });
    expect(ticket.statusCode).toBe(404);
    expect(ticket.json()).toMatchObject({ message: 'التذكرة غير موجودة' });
    expect((await get('/api/support/tickets/999999', { 'accept-language': 'hi' })).json()).toMatchObject({
      message: 'टिकट नहीं मिला',
    });

    expect((await get('/api/admin/users', {})).json()).toMatchObject({ message: ACCOUNT_MESSAGES.adminRequired });
    expect((await get('/api/support/tickets/999999', {})).json()).toMatchObject({
      message: SUPPORT_MESSAGES.ticketNotFound,
    });
  });
});
