// The demo's compute wiring: both sandboxes start, the banner names them, one account each is linked through
// the compute service (Vultr the default), HostFree reaches both, and the sandbox machines survive a restart.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../server/lib/secret-box.js';
import { createTestApp, type TestContext } from '../server/test/harness.js';
import { computeDemo, demoAzure, demoVultr } from './demo/compute.js';
import type { DemoContext, DemoStarted } from './demo/seeders.js';

let ctx: TestContext;
let started: DemoStarted | void;
const lines: string[] = [];
let demo: DemoContext;
const secretBox = createSecretBox(randomBytes(32).toString('hex'));

beforeAll(async () => {
  const { parseConfig } = await import('../server/config.js');
  const { mkdtempSync } = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-demo-compute-'));
  demo = {
    config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    say: (line) => lines.push(line),
  };
  started = await computeDemo.start!(demo);
  ctx = await createTestApp({}, { ...(started && started.deps) });
});
afterAll(async () => {
  await started?.stop?.();
  await ctx.close();
});

describe('demo compute seeder', () => {
  it('prints both sandboxes in the banner and links one account each, Vultr the default', async () => {
    expect(lines).toContain(lines.find((l) => l.startsWith(`Sandbox Vultr:    ${demoVultr()!.url}`)));
    expect(lines.some((l) => l.startsWith(`Sandbox Azure:    ${demoAzure()!.url}`))).toBe(true);
    await computeDemo.seed!(ctx.app, { ...demo, secretBox });
    const { accounts, admins } = ctx.app.services.compute;
    expect(await admins.vultr.list()).toHaveLength(1);
    expect(await admins.azure.list()).toHaveLength(1);
    expect((await accounts.readDefaultProvider()).provider).toBe('vultr');
    const vultrId = (await admins.vultr.list())[0]!.id;
    expect((await admins.vultr.test({ accountId: vultrId })).ok).toBe(true);
    const azureRow = (await admins.azure.list())[0]!;
    expect((await admins.azure.test({ ...azureRow, accountId: azureRow.id })).ok).toBe(true);
    // Seeding again (a restart) links nothing twice and keeps the admin's choice.
    await accounts.setDefaultProvider({ provider: 'azure' });
    await computeDemo.seed!(ctx.app, { ...demo, secretBox });
    expect(await admins.vultr.list()).toHaveLength(1);
    expect((await accounts.readDefaultProvider()).provider).toBe('azure');
  });

  it('keeps the sandbox machines across a restart', async () => {
    const box = demoVultr()!.addOutsideInstance({ label: 'keep-me' });
    demoAzure()!.addGroup('keep-group', { platform: 'hostfree' });
    await started?.stop?.();
    started = await computeDemo.start!(demo);
    expect(demoVultr()!.instances.get(box.id)?.label).toBe('keep-me');
    expect(demoAzure()!.groups.has('keep-group')).toBe(true);
  });
});
