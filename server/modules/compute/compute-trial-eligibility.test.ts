// The free trial for the accounts we have. One decision (trial-eligibility.ts) answers the page
// (GET /api/compute/meta trial.eligibility) and refuses the launch, so they never disagree; an anonymous account
// takes the trial once its e-mail is confirmed by the link sent to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMPUTE_MESSAGES } from '../../../contract/compute.js';
import { TRIAL_MESSAGES } from '../../../contract/compute-trial.js';
import { EMAIL_VERIFICATION_MESSAGES, EMAIL_VERIFICATION_TTL_MS } from '../../../contract/email-verification.js';
import { users } from '../../db/schema/index.js';
import { fingerprintOf, type SignedInUser } from '../../test/accounts.js';
import { createComputeTestApp, type ComputeTestContext } from '../../test/kits/compute.js';

describe('who may take the free Azure trial', () => {
  let t: ComputeTestContext;
  beforeAll(async () => {
    t = await createComputeTestApp();
    await t.linkAzure();
  });
  afterAll(async () => {
    await t.close();
  });

  const eligibility = async (user: SignedInUser) =>
    (await t.get('/api/compute/meta', user.token)).json().trial.eligibility;
  const launch = (user: SignedInUser) => t.post('/api/compute/provision', { os: 'ubuntu-24-04' }, user.token);

  // First: the later tests set SMTP up (t.verifyEmail).
  it('no link is promised while the site cannot send e-mail (SMTP not set up)', async () => {
    const anon = await t.anonymous();
    const refused = await t.post('/api/email-verification', {}, anon.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.mailUnavailable);
    expect((await t.get('/api/email-verification', anon.token)).json()).toMatchObject({
      verified: false,
      sentAt: null,
    });
  });

  it('an anonymous account with an unconfirmed e-mail is told before Launch, and the launch refuses with the same words', async () => {
    const anon = await t.anonymous();
    expect(await eligibility(anon)).toEqual({
      block: 'email-unverified',
      message: TRIAL_MESSAGES.emailUnverified,
      nextStep: 'verify-email',
    });
    const refused = await launch(anon);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TRIAL_MESSAGES.emailUnverified);
  });

  it('an account without an e-mail is asked to add one; once added it is asked to confirm it', async () => {
    const anon = await t.anonymous();
    await t.database.db.update(users).set({ email: null }).where(eq(users.id, anon.user.id));
    expect(await eligibility(anon)).toMatchObject({
      block: 'email-required',
      message: TRIAL_MESSAGES.emailRequired,
      nextStep: 'add-email',
    });
    expect((await launch(anon)).json().message).toBe(TRIAL_MESSAGES.emailRequired);
    expect((await t.post('/api/email-verification', {}, anon.token)).json().message).toBe(
      EMAIL_VERIFICATION_MESSAGES.noEmail,
    );
    await t.post('/api/update-email', { email: 'added-later@example.test' }, anon.token);
    expect((await eligibility(anon)).block).toBe('email-unverified');
  });

  it('an anonymous account takes the 48-hour trial after following the link; then one trial per account', async () => {
    const anon = await t.anonymous();
    await t.verifyEmail(anon);
    expect(await eligibility(anon)).toEqual({ block: null, message: null, nextStep: null });
    const res = await launch(anon);
    expect(res.statusCode).toBe(201);
    expect(res.json().instance).toMatchObject({ isTrial: true });
    expect(await eligibility(anon)).toMatchObject({
      block: 'trial-running',
      message: COMPUTE_MESSAGES.azureTrialRunning,
      nextStep: 'terminate',
    });
    expect((await launch(anon)).json().message).toBe(COMPUTE_MESSAGES.azureTrialRunning);
    await t.del(`/api/compute/${res.json().id}`, anon.token);
    expect(await eligibility(anon)).toMatchObject({
      block: 'trial-used',
      message: COMPUTE_MESSAGES.azurePaymentUnavailable,
      nextStep: null,
    });
    const again = await launch(anon);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: COMPUTE_MESSAGES.azurePaymentUnavailable, paymentRequired: true });
  });

  it('one free trial per e-mail address: a second account confirming the same address is told so', async () => {
    const first = await t.anonymous('shared-trial@example.test');
    await t.verifyEmail(first);
    const trial = (await launch(first)).json();
    await t.del(`/api/compute/${trial.id}`, first.token);
    // The address moves to another account (the first one gives it up).
    await t.post('/api/update-email', { email: 'moved-away@example.test' }, first.token);
    const second = await t.anonymous();
    await t.post('/api/update-email', { email: 'Shared-Trial@example.test' }, second.token);
    await t.verifyEmail(second);
    const told = await eligibility(second);
    expect(told).toMatchObject({ block: 'email-trial-used', nextStep: null });
    expect(told.message).toContain(TRIAL_MESSAGES.emailTrialUsed);
    const refused = await launch(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(told.message);
    // Both in the requester's language too: the answer is one catalogue text, not two joined at run time.
    const inSpanish = (
      await t.app.inject({
        method: 'GET',
        url: '/api/compute/meta',
        headers: { authorization: `Bearer ${second.token}`, 'accept-language': 'es' },
      })
    ).json().trial.eligibility.message as string;
    expect(inSpanish).toMatch(/^Esta dirección de correo ya tuvo su prueba gratuita/);
    const refusedInSpanish = await t.app.inject({
      method: 'POST',
      url: '/api/compute/provision',
      payload: { os: 'ubuntu-24-04' },
      headers: { authorization: `Bearer ${second.token}`, 'accept-language': 'es' },
    });
    expect(refusedInSpanish.json().message).toBe(inSpanish);
    expect((await t.get('/api/compute/meta', second.token)).json().trial.freeTrialAvailable).toBe(false);
  });

  it('changing the address ends the proof; a link works once, only for the address it was sent to, for 24 hours', async () => {
    const anon = await t.anonymous();
    await t.verifyEmail(anon);
    expect((await t.get('/api/email-verification', anon.token)).json()).toMatchObject({ verified: true });
    expect((await t.get('/api/user/export', anon.token)).json().profile.emailConfirmedAt).toBe(
      t.clock.now().toISOString(),
    );
    expect((await t.post('/api/email-verification', {}, anon.token)).json().message).toBe(
      EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
    );
    await t.post('/api/update-email', { email: 'changed-address@example.test' }, anon.token);
    expect(await t.get('/api/email-verification', anon.token).then((r) => r.json())).toEqual({
      email: 'changed-address@example.test',
      verified: false,
      sentAt: null,
    });
    expect((await eligibility(anon)).block).toBe('email-unverified');
    expect((await t.get('/api/user/export', anon.token)).json().profile.emailConfirmedAt).toBeNull();

    // A link for the new address, then the address changes again before it is followed: the link no longer works.
    expect((await t.post('/api/email-verification', {}, anon.token)).statusCode).toBe(200);
    const stale = await t.verificationToken('changed-address@example.test');
    expect((await t.post('/api/email-verification', {}, anon.token)).json().message).toBe(
      EMAIL_VERIFICATION_MESSAGES.tooSoon,
    );
    await t.post('/api/update-email', { email: 'third-address@example.test' }, anon.token);
    const refused = await t.post('/api/email-verification/confirm', { token: stale });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.invalidLink);

    t.clock.advance(60_000);
    await t.post('/api/email-verification', {}, anon.token);
    const fresh = await t.verificationToken('third-address@example.test');
    expect((await t.post('/api/email-verification/confirm', { token: fresh })).statusCode).toBe(200);
    expect((await t.post('/api/email-verification/confirm', { token: fresh })).json().message).toBe(
      EMAIL_VERIFICATION_MESSAGES.invalidLink,
    );
    expect((await eligibility(anon)).block).toBeNull();
    expect((await t.post('/api/email-verification/confirm', { token: 'not-a-token' })).statusCode).toBe(400);
  });

  it('a registered account with an e-mail keeps the trial as before; admins are not limited', async () => {
    const client = await t.client();
    expect((await eligibility(client)).block).toBeNull();
    expect((await eligibility(t.admin)).block).toBeNull();
  });

  it('one free trial per device: an account registered on the same device as one that took it is told so', async () => {
    const register = async (email: string, seed: string) => {
      const res = await t.post('/api/register-anonymous', { email, fingerprintHash: fingerprintOf(seed) });
      expect(res.statusCode, res.body).toBe(201);
      return {
        token: res.json().token as string,
        user: res.json().user,
        email,
        password: res.json().password,
      } as SignedInUser;
    };
    const first = await register('device-first@example.test', 'shared-laptop');
    await t.verifyEmail(first);
    expect((await launch(first)).statusCode).toBe(201);
    const second = await register('device-second@example.test', 'shared-laptop');
    await t.verifyEmail(second);
    const told = await eligibility(second);
    expect(told).toMatchObject({ block: 'device-trial-used', nextStep: null });
    expect(told.message).toContain(TRIAL_MESSAGES.deviceTrialUsed);
    expect((await launch(second)).json().message).toBe(told.message);
    // Another device: not tied to the first account.
    const elsewhere = await register('device-other@example.test', 'own-phone');
    await t.verifyEmail(elsewhere);
    expect((await eligibility(elsewhere)).block).toBeNull();
  });

  // Last: it moves the clock a day on, past every session's life.
  it('a link expires after 24 hours', async () => {
    const anon = await t.anonymous('late-reader@example.test');
    await t.post('/api/email-verification', {}, anon.token);
    const token = await t.verificationToken('late-reader@example.test');
    t.clock.advance(EMAIL_VERIFICATION_TTL_MS + 1000);
    const late = await t.post('/api/email-verification/confirm', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.expiredLink);
  });
});
