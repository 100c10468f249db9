// The demo's abuse scan: the sandbox WHM's web front serves the three seeded sites, and once they are live the kit
// page is quarantined (its owner mailed) while the bakery stays clean.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../server/config.js';
import { createSecretBox } from '../server/lib/secret-box.js';
import { createTestApp, type TestContext } from '../server/test/harness.js';
import { abuseDemo } from './demo/abuse.js';
import type { DemoContext, DemoStarted } from './demo/seeders.js';
import { demoWhm, whmDemo } from './demo/whm.js';

let ctx: TestContext;
let started: DemoStarted | void;
const lines: string[] = [];

beforeAll(async () => {
  // The demo's seeder points the scan at its web front by changing the config it is given, before the app is built.
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/hostfree-demo-abuse-${process.pid}` });
  started = await whmDemo.start!({ config, say: (line) => lines.push(line) });
  ctx = await createTestApp({
    ABUSE_SCAN_HTTP_PORT: String(config.abuseScan.httpPort),
    ABUSE_SCAN_FIRST_DELAY_MS: '0',
  });
  demoWhm()!.switches.slow('createacct', 0);
});
afterAll(async () => {
  await started?.stop?.();
  await ctx?.close();
});

describe('demo abuse seeder', () => {
  it('serves the seeded sites from the web front and quarantines the kit', async () => {
    expect(lines.some((l) => /^Sandbox WHM web: http:\/\/127\.0\.0\.1:\d+/.test(l))).toBe(true);
    const demo: DemoContext = { config: ctx.config, say: (line) => lines.push(line) };
    const secretBox = createSecretBox(randomBytes(32).toString('hex'));
    await whmDemo.seed!(ctx.app, { ...demo, secretBox });
    await abuseDemo.seed!(ctx.app, { ...demo, secretBox });
    for (let i = 0; i < 4; i++) await ctx.app.services.jobs.runDue();
    const { cases } = await ctx.app.services.abuse.detection.listCases('open');
    expect(cases.map((c) => [c.domain, c.verdict, c.site?.status])).toEqual([
      [`kitdemo-site.${ctx.config.hostedDomain}`, 'malicious', 'suspended'],
    ]);
    expect(demoWhm()!.state.accountByDomain(`kitdemo-site.${ctx.config.hostedDomain}`)?.suspended).toBe(true);
  });
});
