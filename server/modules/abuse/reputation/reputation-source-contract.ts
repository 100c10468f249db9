// The contract every reputation source passes, through its real client against its sandbox and the registry's
// guard (settings, token bucket, answer cache) on a real database: listed, clean, a target the source refuses, a
// refused key, quota spent (429), a hung source, garbage, the cache kept exactly until the source's expiry, and the
// bucket refusing beyond the quota. Each source's test file runs it with its own sandbox (one per file). Not a test
// file itself; server/modules/compute/providers/cloud-provider-contract.ts is the model.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { createSecretBox } from '../../../lib/secret-box.js';
import type { Clients } from '../../../wiring/clients.js';
import { createReputationSources } from './registry.js';
import { createReputationSettings } from './settings.js';

/** The sandbox's fault switches this suite throws (sandbox/fault-switches.ts, plus the quota switch). */
export interface SourceSwitches {
  fail(key?: string, status?: number): void;
  hang(key?: string): void;
  garbage(key?: string): void;
  quota(): void;
  reset(): void;
}

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

function createTestClock(start: Date): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface SourceUnderTest {
  sourceId: string;
  /** The client factories, built on the sandbox with a short time-out. */
  clients: Pick<Clients, 'webRiskClientFactory' | 'urlhausClientFactory' | 'threatfoxClientFactory'>;
  validKey: string;
  listedTarget: string;
  /** The source's own label for it, as the admin sees it in the finding. */
  listedDetail: RegExp;
  /** A fresh target nobody lists (each call a new one, so the cache never answers). */
  cleanTarget(): string;
  /** A target the source refuses as malformed. */
  invalidTarget: string;
  /** How long the source lets a listing be kept, counted from the lookup. */
  listedTtlMs: number;
  switches: SourceSwitches;
  requestCount(): number;
  stop(): Promise<void>;
}

const noLog = { info: () => undefined, warn: () => undefined };
const audit = { record: async () => undefined };

export function reputationSourceContract(
  name: string,
  /** The test kit's fresh database (server/test/harness.ts), passed in: product code does not import the kits. */
  openDatabase: () => Promise<{ database: Database; drop(): Promise<void> }>,
  start: (clock: TestClock) => Promise<SourceUnderTest>,
  /** The source's own wire details, run while its sandbox is up. */
  moreTests?: () => void,
) {
  describe(`${name}: the reputation source contract`, () => {
    const clock = createTestClock(new Date('2026-11-29T04:00:00Z'));
    const secretBox = createSecretBox(randomBytes(32).toString('hex'));
    let sut: SourceUnderTest;
    let database: { database: Database; drop(): Promise<void> };
    const build = (quota?: number) =>
      createReputationSources({
        db: database.database.db,
        secretBox,
        clients: sut.clients,
        now: clock.now,
        log: noLog,
        quotaPerMinute: quota === undefined ? undefined : { [sut.sourceId]: quota },
      });
    let sources: ReturnType<typeof build>;
    const settings = () =>
      createReputationSettings({
        db: database.database.db,
        secretBox,
        audit,
        now: clock.now,
        definitions: sources.definitions,
      });
    const lookup = (...targets: string[]) => sources.find(sut.sourceId)!.lookup(targets);

    beforeAll(async () => {
      database = await openDatabase();
      sut = await start(clock);
      sources = build();
    });
    afterAll(async () => {
      await sut?.stop();
      await database?.drop();
    });

    it('answers unavailable, saying what to do, while it is off or has no key', async () => {
      const off = await lookup(sut.listedTarget);
      expect(off).toMatchObject({ sourceId: sut.sourceId, status: 'unavailable', findings: [] });
      expect(off.error).toMatch(/turned off.*Reputation sources/);
      await expect(settings().save(sut.sourceId, { enabled: true })).rejects.toThrow(/Enter the API key/);
      expect(sut.requestCount()).toBe(0);
    });

    it('refuses a key the source does not know, and names the key as the fix', async () => {
      await settings().save(sut.sourceId, { enabled: true, apiKey: 'not-the-sandbox-key' });
      const answer = await lookup(sut.cleanTarget());
      expect(answer.status).toBe('unavailable');
      expect(answer.error).toMatch(/key/i);
    });

    it('stores the key sealed and never answers it back', async () => {
      const saved = await settings().save(sut.sourceId, { enabled: true, apiKey: sut.validKey });
      expect(saved.source).toMatchObject({ id: sut.sourceId, enabled: true, hasKey: true });
      expect(JSON.stringify(await settings().list())).not.toContain(sut.validKey);
      // A blank key keeps the stored one.
      expect((await settings().save(sut.sourceId, { enabled: true, apiKey: '' })).source.hasKey).toBe(true);
    });

    it('answers listed with the source own words, and clean for a target nobody lists', async () => {
      const listed = await lookup(sut.listedTarget);
      expect(listed).toMatchObject({ status: 'listed', error: null });
      expect(listed.findings).toHaveLength(1);
      expect(listed.findings[0].target).toBe(sut.listedTarget);
      expect(listed.findings[0].detail).toMatch(sut.listedDetail);
      expect(listed.checkedAt).toEqual(clock.now());
      const clean = await lookup(sut.cleanTarget());
      expect(clean).toMatchObject({ status: 'clean', findings: [], error: null });
    });

    it('keeps a listing exactly until the source lets it be kept, then asks again', async () => {
      const target = sut.listedTarget;
      clock.advance(24 * 3600_000); // past anything cached by the test before
      await lookup(target);
      const asked = sut.requestCount();
      clock.advance(sut.listedTtlMs - 1000);
      expect((await lookup(target)).status).toBe('listed');
      expect(sut.requestCount()).toBe(asked);
      clock.advance(2000);
      expect((await lookup(target)).status).toBe('listed');
      expect(sut.requestCount()).toBe(asked + 1);
    });

    it('answers unavailable, never throwing, for a target the source refuses', async () => {
      const answer = await lookup(sut.invalidTarget);
      expect(answer.status).toBe('unavailable');
      expect(answer.error).toBeTruthy();
    });

    it('answers unavailable when the quota is spent (429), the source hangs, fails or answers garbage', async () => {
      for (const fault of [
        () => sut.switches.quota(),
        () => sut.switches.hang(),
        () => sut.switches.fail(undefined, 503),
        () => sut.switches.garbage(),
      ]) {
        fault();
        const answer = await lookup(sut.cleanTarget());
        sut.switches.reset();
        expect(answer.status).toBe('unavailable');
        expect(answer.error).toMatch(/quota|rate limit|did not answer|HTTP 503|not .*JSON|not a JSON/i);
      }
      // A listing still found in the cache is not lost to an outage.
      sut.switches.fail();
      expect((await lookup(sut.listedTarget)).status).toBe('listed');
      sut.switches.reset();
    });

    it('stops asking a failed source for the rest of one lookup (a hung source costs one time-out)', async () => {
      sut.switches.hang();
      const before = sut.requestCount();
      const answer = await lookup(sut.cleanTarget(), sut.cleanTarget(), sut.cleanTarget());
      sut.switches.reset();
      expect(answer.status).toBe('unavailable');
      expect(sut.requestCount() - before).toBeLessThanOrEqual(1);
    });

    it('refuses beyond the quota with its own token bucket, without asking the source', async () => {
      const limited = build(2);
      const before = sut.requestCount();
      const answer = await limited
        .find(sut.sourceId)!
        .lookup([sut.cleanTarget(), sut.cleanTarget(), sut.cleanTarget()]);
      expect(answer.status).toBe('unavailable');
      expect(answer.error).toMatch(/limit for .* \(2 requests a minute\)/);
      expect(sut.requestCount() - before).toBe(2);
      // The bucket refills with time: half a minute later one more request may go.
      clock.advance(30_000);
      expect((await limited.find(sut.sourceId)!.lookup([sut.cleanTarget()])).status).toBe('clean');
    });

    it('lookupAll asks every source side by side and each answers', async () => {
      const answers = await sources.lookup.lookupAll([sut.listedTarget]);
      expect(answers.map((a) => a.sourceId)).toEqual(sources.ids);
      expect(answers.find((a) => a.sourceId === sut.sourceId)?.status).toBe('listed');
      for (const other of answers.filter((a) => a.sourceId !== sut.sourceId)) expect(other.status).toBe('unavailable');
    });

    moreTests?.();
  });
}
