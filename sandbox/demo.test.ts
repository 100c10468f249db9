// The demo's WHM wiring: the fake starts, the API settings end up pointing at it through the api-settings
// service (token sealed), a real WHM's settings are never overwritten, and the fake's accounts survive a restart.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../server/lib/secret-box.js';
import { createTestApp, type TestContext } from '../server/test/harness.js';
import { whmDemo, demoWhm } from './demo/whm.js';
import type { DemoContext, DemoStarted } from './demo/seeders.js';

let ctx: TestContext;
let started: DemoStarted | void;
const lines: string[] = [];
let demo: DemoContext;

beforeAll(async () => {
  ctx = await createTestApp();
  demo = { config: ctx.config, say: (line) => lines.push(line) };
  started = await whmDemo.start!(demo);
});
afterAll(async () => {
  await started?.stop?.();
  await ctx.close();
});

const secretBox = createSecretBox(randomBytes(32).toString('hex'));

describe('demo WHM seeder', () => {
  it('points the API settings at the sandbox WHM, and HostFree can reach it', async () => {
    await whmDemo.seed!(ctx.app, { ...demo, secretBox });
    const whm = demoWhm()!;
    const settings = await ctx.app.services.apiSettings.readSettings();
    expect(settings).toMatchObject({ whmApiUrl: whm.url, cpanelBaseUrl: whm.url, hasWhmApiToken: true });
    expect(JSON.stringify(settings)).not.toContain(whm.token);
    expect(await ctx.app.services.apiSettings.testConnection({})).toMatchObject({ version: whm.state.version });
    expect(lines.some((l) => l.startsWith('Sandbox WHM:'))).toBe(true);
  });

  it('refuses to replace the settings of a real WHM', async () => {
    await ctx.app.services.apiSettings.saveSettings({
      whmApiUrl: 'https://whm.example.net:2087',
      whmApiToken: 'REALTOKEN1234567',
      cpanelBaseUrl: '',
      emailFromAddress: 'ops@example.net',
      emailFromName: 'Ops',
    });
    await expect(whmDemo.seed!(ctx.app, { ...demo, secretBox })).rejects.toThrow(/real WHM configured/);
    expect((await ctx.app.services.apiSettings.readSettings()).whmApiUrl).toBe('https://whm.example.net:2087');
  });

  it('keeps the sandbox accounts across a restart', async () => {
    demoWhm()!.state.addAccount({ user: 'keepme', domain: 'keepme.example.net' });
    await started?.stop?.();
    started = await whmDemo.start!(demo);
    expect(demoWhm()!.state.account('keepme')?.domain).toBe('keepme.example.net');
  });
});
