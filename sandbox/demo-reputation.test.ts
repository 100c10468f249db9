// The demo's reputation sources: both sandboxes start with their banner lines, the demo server's clients point at
// them, both sources are turned on with the sandboxes' keys, and the URLs the demo pages link are found listed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../server/lib/secret-box.js';
import { createTestApp, type TestContext } from '../server/test/harness.js';
import { reputationDemo } from './demo/reputation.js';
import type { DemoContext, DemoStarted } from './demo/seeders.js';

let ctx: TestContext;
let started: DemoStarted | void;
const lines: string[] = [];

beforeAll(async () => {
  const demo: DemoContext = { config: undefined as never, say: (line) => lines.push(line) };
  started = await reputationDemo.start!(demo);
  ctx = await createTestApp({}, started?.deps ?? {});
  await reputationDemo.seed!(ctx.app, {
    ...demo,
    config: ctx.config,
    secretBox: createSecretBox(randomBytes(32).toString('hex')),
  });
});
afterAll(async () => {
  await started?.stop?.();
  await ctx?.close();
});

describe('demo reputation seeder', () => {
  it('prints both sandboxes in the banner and turns both sources on', async () => {
    expect(lines.some((l) => /^Sandbox Web Risk: {3}http:\/\/127\.0\.0\.1:\d+/.test(l))).toBe(true);
    expect(lines.some((l) => /^Sandbox URLhaus: {3}http:\/\/127\.0\.0\.1:\d+/.test(l))).toBe(true);
    expect(lines.some((l) => /^Sandbox ThreatFox: http:\/\/127\.0\.0\.1:\d+/.test(l))).toBe(true);
    const { sources } = await ctx.app.services.reputationSettings.list();
    expect(sources.map((s) => [s.id, s.enabled, s.hasKey])).toEqual([
      ['web-risk', true, true],
      ['urlhaus', true, true],
      ['threatfox', true, true],
    ]);
  });

  it('finds the demo pages’ bad URLs listed through the lookup the scan takes', async () => {
    const answers = await ctx.app.services.reputationLookup.lookupAll([
      'http://203.0.113.66/bins/mozi.m',
      'http://phish.web-risk-sandbox.test/login',
    ]);
    expect(answers.map((a) => [a.sourceId, a.status])).toEqual([
      ['web-risk', 'listed'],
      ['urlhaus', 'listed'],
      ['threatfox', 'clean'],
    ]);
    expect(answers[0].findings[0]).toMatchObject({ threats: ['phishing'], detail: 'SOCIAL_ENGINEERING' });
    expect(answers[1].findings[0]).toMatchObject({ target: 'http://203.0.113.66/bins/mozi.m', threats: ['malware'] });
    // Each source's calls report to System → Status.
    const { systems } = await ctx.app.services.systemStatus.read();
    expect(systems.find((s) => s.id === 'reputation:urlhaus')).toMatchObject({
      label: 'abuse.ch URLhaus',
      state: 'ok',
    });
  });
});
