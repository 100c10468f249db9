import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../db/change-feed.js';
import { createPerUserCache } from './per-user-cache.js';

// What a kept per-user answer may and may not do, with a change feed held by the test.
function fakeFeed() {
  const handlers: { onNotice: () => void; onLost: () => void }[] = [];
  let listen!: () => void;
  const listening = new Promise<void>((resolve) => {
    listen = resolve;
  });
  const feed: ChangeFeed = {
    publish: async () => undefined,
    subscribe: async (_channel, onNotice, onLost) => {
      handlers.push({ onNotice: () => onNotice(''), onLost });
      await listening;
    },
    close: async () => undefined,
  };
  return {
    feed,
    listen,
    notice: () => handlers.forEach((h) => h.onNotice()),
    lose: () => handlers.forEach((h) => h.onLost()),
  };
}

const log = { info: () => undefined, warn: () => undefined };
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setUp(maxUsers = 100) {
  const feed = fakeFeed();
  let t = 1_000_000;
  const cache = createPerUserCache<string>({
    channel: 'c',
    changeFeed: feed.feed,
    log,
    maxAgeMs: 30_000,
    maxUsers,
    nowMs: () => t,
  });
  let loads = 0;
  const read = (userId: number, until: Date | null = null, keep = true) =>
    cache.read(userId, async () => {
      loads += 1;
      return { value: `u${userId}#${loads}`, until, keep };
    });
  return {
    feed,
    cache,
    read,
    loads: () => loads,
    advance: (ms: number) => {
      t += ms;
    },
    now: () => t,
  };
}

describe('per-user cache', () => {
  it('keeps nothing before the feed listens', async () => {
    const s = setUp();
    expect(await s.read(1)).toBe('u1#1');
    expect(await s.read(1)).toBe('u1#2');
  });

  it('answers each user their own kept answer until a notice, a lost feed or drop()', async () => {
    const s = setUp();
    s.feed.listen();
    await settle();
    expect(await s.read(1)).toBe('u1#1');
    expect(await s.read(2)).toBe('u2#2');
    expect(await s.read(1)).toBe('u1#1');
    expect(await s.read(2)).toBe('u2#2');
    s.feed.notice();
    expect(await s.read(1)).toBe('u1#3');
    s.feed.lose();
    expect(await s.read(1)).toBe('u1#4');
    s.cache.drop();
    expect(await s.read(1)).toBe('u1#5');
  });

  it('keeps an answer no longer than its own moment or the maximum age, and not when told not to', async () => {
    const s = setUp();
    s.feed.listen();
    await settle();
    expect(await s.read(1, new Date(s.now() + 5_000))).toBe('u1#1');
    s.advance(4_999);
    expect(await s.read(1)).toBe('u1#1');
    s.advance(1);
    expect(await s.read(1)).toBe('u1#2');
    s.advance(30_000);
    expect(await s.read(1)).toBe('u1#3');
    expect(await s.read(2, null, false)).toBe('u2#4');
    expect(await s.read(2)).toBe('u2#5');
  });

  it('does not keep a read that a change overtook', async () => {
    const s = setUp();
    s.feed.listen();
    await settle();
    const reading = s.read(1);
    s.feed.notice();
    expect(await reading).toBe('u1#1');
    expect(await s.read(1)).toBe('u1#2');
    expect(await s.read(1)).toBe('u1#2');
  });

  it('holds at most maxUsers answers, letting the oldest go', async () => {
    const s = setUp(2);
    s.feed.listen();
    await settle();
    await s.read(1);
    await s.read(2);
    await s.read(3);
    expect(s.loads()).toBe(3);
    expect(await s.read(3)).toBe('u3#3');
    expect(await s.read(2)).toBe('u2#2');
    expect(await s.read(1)).toBe('u1#4');
  });
});
