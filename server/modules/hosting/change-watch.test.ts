import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../test/accounts.js';
import { watchHostingChanges } from './change-watch.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from './test-kit.js';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

// A watch hears this process's hosting writes until it is stopped: an app that closed must not keep a listener
// (and everything its caches hold) alive in a process that goes on building apps, as the test workers do.
describe('hosting change watch', () => {
  let t: HostingTestContext;
  let owner: SignedInUser;
  beforeAll(async () => {
    t = await createHostingTestApp();
    await t.configureWhm();
    owner = await t.client();
  });
  afterAll(async () => { await t?.close(); });

  it('moves on with each write of this process, and not after stop()', async () => {
    const live = watchHostingChanges({ log: quietLog });
    const stopped = watchHostingChanges({ log: quietLog });
    let dropped = 0;
    stopped.onChange(() => { dropped += 1; });
    stopped.stop();
    const before = live.generation;
    const created = await t.post('/api/admin/create-hosting-account', { domain: freshLabel('watch'), packageId: 1, userId: owner.user.id }, t.admin.token);
    expect(created.statusCode).toBe(201);
    expect(live.generation).toBeGreaterThan(before);
    expect(stopped.generation).toBe(0);
    expect(dropped).toBe(0);
    live.stop();
  });
});
