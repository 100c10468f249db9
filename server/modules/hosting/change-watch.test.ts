import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchHostingChanges } from './change-watch.js';
import { insertAccount } from './repo.js';
import { createHostingTestApp, freshLabel, type HostingTestContext } from '../../test/kits/hosting.js';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

// A watch hears this process's hosting writes until it is stopped: an app that closed must not keep a listener
// (and everything its caches hold) alive in a process that goes on building apps, as the test workers do.
describe('hosting change watch', () => {
  let t: HostingTestContext;
  beforeAll(async () => {
    t = await createHostingTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves on with each write of this process, and not after stop()', async () => {
    const live = watchHostingChanges({ log: quietLog });
    const stopped = watchHostingChanges({ log: quietLog });
    let dropped = 0;
    stopped.onChange(() => {
      dropped += 1;
    });
    stopped.stop();
    const before = live.generation;
    const label = freshLabel('watch');
    expect(
      await insertAccount(t.database.db, {
        userId: t.admin.user.id,
        domain: `${label}.example.test`,
        subdomain: label,
      }),
    ).toBeDefined();
    expect(live.generation).toBeGreaterThan(before);
    expect(stopped.generation).toBe(0);
    expect(dropped).toBe(0);
    live.stop();
  });
});
