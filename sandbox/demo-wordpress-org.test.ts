// The demo's wordpress.org wiring: the fake starts with the demo catalogue's well-known slugs, and the client
// handed to HostFree reaches it and finds newer versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../server/config.js';
import type { DemoStarted } from './demo/seeders.js';
import { demoWordpressOrg, wordpressOrgDemo } from './demo/wordpress-org.js';

let started: DemoStarted | void;
const lines: string[] = [];

beforeAll(async () => {
  started = await wordpressOrgDemo.start!({
    config: parseConfig({ HOSTED_DOMAIN: 'hostfree.test' }),
    say: (line) => lines.push(line),
  });
  demoWordpressOrg()!.switches.reset(); // no demo slowness in a test
});
afterAll(async () => {
  await started?.stop?.();
});

describe('demo wordpress.org seeder', () => {
  it("hands HostFree a client that finds the catalogue's well-known items on the sandbox", async () => {
    const client = started!.deps!.wordpressOrg!;
    const plugins = await client.lookUpVersions('plugin', ['woocommerce', 'simple-cart']);
    expect(plugins.woocommerce).toMatchObject({ status: 'found', version: '9.3.3' });
    expect(plugins['simple-cart']).toMatchObject({ status: 'not_found' });
    const themes = await client.lookUpVersions('theme', ['astra']);
    expect(themes.astra).toMatchObject({ status: 'found', version: '4.8.3' });
    expect(demoWordpressOrg()!.requests[0]!.headers['user-agent']).toMatch(/^HostFree\/\S+; https:\/\/hostfree\.test$/);
    expect(lines.some((l) => l.startsWith('Sandbox wordpress.org:'))).toBe(true);
  });
});
