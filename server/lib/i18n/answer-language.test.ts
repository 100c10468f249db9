import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { bearer, registerUser, type SignedInUser } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// A signed-in person's answers follow the language stored on their account (the switcher saves it there), before the
// browser's Accept-Language; this browser's own cookie still wins (the web keeps it equal to the stored choice).
// Refusals a screen acts on carry their code in every language.
describe("an error answer in the requester's language", () => {
  let t: TestContext;
  let me: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    me = await registerUser(t.app);
    other = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  // Another person's account answers 404 with ACCOUNT_MESSAGES.userNotFound (a catalogue message).
  const refused = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/user/${other.user.id}`,
      headers: { ...bearer(me.token), ...headers },
      payload: { firstName: 'X' },
    });

  it('answers in English and in the browser language while nothing is stored', async () => {
    expect((await refused({})).json()).toEqual({ message: ACCOUNT_MESSAGES.userNotFound });
    expect((await refused({ 'accept-language': 'es' })).json()).toEqual({ message: 'Usuario no encontrado' });
  });

  it('answers in the stored choice once saved, before Accept-Language; the cookie of this browser first', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${me.user.id}`,
      headers: bearer(me.token),
      payload: { locale: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'ar' });
    expect((await refused({})).json()).toEqual({ message: 'المستخدم غير موجود' });
    expect((await refused({ 'accept-language': 'es-MX,es;q=0.9' })).json()).toEqual({ message: 'المستخدم غير موجود' });
    expect((await refused({ 'accept-language': 'es', cookie: 'hf_locale=fr' })).json()).toEqual({
      message: 'Utilisateur introuvable',
    });
  });

  it('carries the code of a refusal a screen acts on, whatever the language', async () => {
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${me.user.id}`,
      headers: { ...bearer(me.token), 'accept-language': 'fr' },
      payload: { password: 'a-new-password', currentPassword: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'currentPasswordWrong' });
  });
});
