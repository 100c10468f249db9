// The demo's DigitalOcean wiring: the sandbox starts with its banner line, the client HostFree is handed reaches it
// (and, built from config instead, DIGITALOCEAN_API_URL is used and every call reports to System → Status), and
// the sandbox Droplets survive a restart.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../server/config.js';
import { createSecretBox } from '../server/lib/secret-box.js';
import { createSystemHealth } from '../server/lib/system-health.js';
import { createTestApp } from '../server/test/harness.js';
import { cloudSystemId } from '../server/wiring/system-ids.js';
import { createClients } from '../server/wiring/clients.js';
import type { AppDeps } from '../server/wiring/deps.js';
import { DEMO_DIGITALOCEAN_TOKEN, demoDigitalOcean, digitaloceanDemo } from './demo/digitalocean.js';
import type { DemoContext, DemoStarted } from './demo/seeders.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-demo-do-'));
const lines: string[] = [];
const demo: DemoContext = {
  config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
  say: (line) => lines.push(line),
};
let started: DemoStarted | void;

beforeAll(async () => {
  started = await digitaloceanDemo.start!(demo);
});
afterAll(async () => {
  await started?.stop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo DigitalOcean seeder', () => {
  it('prints the banner line and hands HostFree a client that reaches the sandbox', async () => {
    const fake = demoDigitalOcean()!;
    expect(lines.some((l) => l.startsWith(`Sandbox DigitalOcean: http://127.0.0.1:${new URL(fake.url).port}`))).toBe(
      true,
    );
    const factory = started && started.deps?.digitaloceanClientFactory;
    expect(factory).toBeTypeOf('function');
    const client = factory!(DEMO_DIGITALOCEAN_TOKEN);
    expect((await client.getAccount()).email).toBe('owner@digitalocean.sandbox.test');
    const { droplet } = await client.createDroplet({
      name: 'demo-box',
      region: 'ams3',
      size: 's-1vcpu-1gb',
      image: 'debian-12-x64',
      tags: ['demo'],
    });
    expect(fake.droplets.get(droplet.id)?.name).toBe('demo-box');
  });

  it('builds the real client from DIGITALOCEAN_API_URL and reports its calls under cloud:digitalocean', async () => {
    const fake = demoDigitalOcean()!;
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DIGITALOCEAN_API_URL: fake.apiUrl,
    });
    expect(config.compute.digitaloceanApiUrl).toBe(fake.apiUrl);
    const health = createSystemHealth();
    const clients = createClients(config, {} as AppDeps, health);
    await clients.digitaloceanClientFactory(DEMO_DIGITALOCEAN_TOKEN).listRegions();
    expect(health.read(cloudSystemId('digitalocean')).lastSuccessAt).not.toBeNull();
    fake.switches.fail('account', 503);
    const slowRetries = clients.digitaloceanClientFactory(DEMO_DIGITALOCEAN_TOKEN);
    await expect(slowRetries.getAccount()).rejects.toMatchObject({ kind: 'server' });
    expect(health.read(cloudSystemId('digitalocean')).lastFailureMessage).toMatch(/DigitalOcean answered HTTP 503/);
    fake.switches.reset();
    expect(parseConfig({ NODE_ENV: 'test' }).compute.digitaloceanApiUrl).toBe('https://api.digitalocean.com');
  });

  it('links one account on the first run through the admin service, and none again on a restart', async () => {
    const ctx = await createTestApp({}, { ...(started && started.deps) });
    try {
      const context = { ...demo, secretBox: createSecretBox(randomBytes(32).toString('hex')) };
      await digitaloceanDemo.seed!(ctx.app, context);
      const admin = ctx.app.services.compute.admins.digitalocean;
      const accounts = await admin.list();
      expect(accounts).toMatchObject([{ name: 'Sandbox DigitalOcean', isDefault: true, hasToken: true }]);
      expect((await admin.test({ accountId: accounts[0]!.id })).ok).toBe(true);
      expect(lines.some((l) => l.includes('DigitalOcean account linked'))).toBe(true);
      await digitaloceanDemo.seed!(ctx.app, context);
      expect(await admin.list()).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });

  it('keeps the sandbox Droplets across a restart', async () => {
    const box = demoDigitalOcean()!.addOutsideDroplet({ name: 'keep-me' });
    await started?.stop?.();
    started = await digitaloceanDemo.start!(demo);
    expect(demoDigitalOcean()!.droplets.get(box.id)?.name).toBe('keep-me');
  });
});
