// The demo's registries wiring: the fake RDAP and WHOIS start, HostFree's paid-hosting search asks them, and the Starter
// and Premium packages are seeded once (never over an admin's own packages of those plans).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../server/lib/secret-box.js';
import { createTestApp, type TestContext } from '../server/test/harness.js';
import { demoWhois, rdapDemo } from './demo/rdap.js';
import type { DemoContext, DemoStarted } from './demo/seeders.js';

let ctx: TestContext;
let started: DemoStarted | void;
const lines: string[] = [];

beforeAll(async () => {
  const demo: DemoContext = { config: undefined as never, say: (line) => lines.push(line) };
  started = await rdapDemo.start!(demo);
  ctx = await createTestApp({}, started?.deps ?? {});
  await rdapDemo.seed!(ctx.app, {
    ...demo,
    config: ctx.config,
    secretBox: createSecretBox(randomBytes(32).toString('hex')),
  });
});
afterAll(async () => {
  await started?.stop?.();
  await ctx?.close();
});

describe('demo RDAP seeder', () => {
  it('prints its banner line and answers searches from the sandbox registries', async () => {
    expect(lines.some((l) => /^Sandbox RDAP: +http:\/\/127\.0\.0\.1:\d+/.test(l))).toBe(true);
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/domains/availability',
      payload: { label: 'example', tld: 'com' },
    });
    expect(taken.json()).toMatchObject({ available: false, domain: 'example.com' });
    const free = await ctx.app.inject({
      method: 'POST',
      url: '/api/domains/availability',
      payload: { label: 'demo-fresh-name', tld: 'com' },
    });
    expect(free.json()).toMatchObject({ available: true, planTypeRequired: 'premium' });
  });

  it('prints the sandbox WHOIS line and answers .co.za searches through it (IANA has no RDAP for za)', async () => {
    expect(lines.some((l) => /^Sandbox WHOIS: +127\.0\.0\.1:\d+/.test(l))).toBe(true);
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/domains/availability',
      payload: { label: 'example', tld: 'co.za' },
    });
    expect(taken.json()).toMatchObject({
      available: false,
      domain: 'example.co.za',
      message: 'example.co.za is already registered.',
    });
    const free = await ctx.app.inject({
      method: 'POST',
      url: '/api/domains/availability',
      payload: { label: 'demo-fresh-name', tld: 'co.za' },
    });
    expect(free.json()).toMatchObject({ available: true, planTypeRequired: 'starter' });
    expect(demoWhois()!.queries.map((q) => q.query)).toEqual(['example.co.za', 'demo-fresh-name.co.za']);
  });

  it('seeds Starter and Premium with the spec prices once', async () => {
    const list = await ctx.app.services.packages.listPublicPackages();
    expect(list.map((p) => [p.planType, p.price])).toEqual([
      ['starter', 395],
      ['premium', 895],
    ]);
    await rdapDemo.seed!(ctx.app, {
      config: ctx.config,
      say: () => {},
      secretBox: createSecretBox(randomBytes(32).toString('hex')),
    });
    expect((await ctx.app.services.packageAdmin.listPackages()).filter((p) => p.planType !== 'free')).toHaveLength(2);
  });
});
