import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_MESSAGES } from '../../../contract/hosting.js';
import type { SignedInUser } from '../../test/accounts.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

// WHM hanging: only the first request waits for the time-out; the next ones answer the
// 'Local' figures at once without calling WHM, and the breaker's trial brings live figures back.
describe('hosting while WHM hangs', () => {
  let t: HostingTestContext;
  let owner: SignedInUser;
  beforeAll(async () => {
    t = await createHostingTestApp({ WHM_BREAKER_RETRY_MS: '60000' });
    await t.configureWhm();
    owner = await t.client();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 'Local' figures at once while WHM is known down, and live ones after it is back", async () => {
    const created = await t.post(
      '/api/admin/create-hosting-account',
      { domain: freshLabel('out'), packageId: 1, userId: owner.user.id },
      t.admin.token,
    );
    expect(created.statusCode).toBe(201);
    await t.runJobs();
    const id = created.json().account.id as number;
    const stats = () => t.get(`/api/hosting-accounts/${id}/stats`, owner.token);
    expect((await stats()).json()).toMatchObject({ source: 'live' });

    t.whm.switches.hang();
    const first = await stats();
    // The owner reads plain words, not WHM's ('… did not answer …', '… with HTTP 503').
    expect(first.json()).toMatchObject({ source: 'local', error: HOSTING_MESSAGES.liveStatsUnavailable });
    expect(first.json().error).not.toMatch(/WHM|HTTP|answer/);
    const sent = t.whm.requests.length;
    for (let i = 0; i < 3; i++) {
      const res = await stats();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ source: 'local', error: HOSTING_MESSAGES.liveStatsUnavailable });
    }
    expect(t.whm.requests.length).toBe(sent);

    t.whm.switches.reset();
    t.clock.advance(60_000);
    expect((await stats()).json()).toMatchObject({ source: 'live', error: null });
  });
});
