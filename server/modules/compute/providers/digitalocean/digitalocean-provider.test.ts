// DigitalOcean through the shared CloudProvider contract (cloud-provider-contract.ts) against the sandbox
// DigitalOcean, plus what is its own: tags without dots, the access details in user_data, no console link.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDigitalOcean, type FakeDigitalOcean } from '../../../../../sandbox/digitalocean.js';
import { createDigitalOceanHttpClient } from '../../../../integrations/digitalocean/http-client.js';
import { createSecretBox } from '../../../../lib/secret-box.js';
import { installTag, rowTag } from '../../names.js';
import { cloudProviderContract } from '../cloud-provider-contract.js';
import { digitaloceanConnection, doTag } from './connection.js';
import { createDigitaloceanProvider } from './index.js';
import { buildUserData } from './user-data.js';

function providerFor(fake: FakeDigitalOcean) {
  return createDigitaloceanProvider({
    secretBox: createSecretBox(randomBytes(32).toString('hex')),
    clients: {
      digitaloceanClientFactory: (token) =>
        createDigitalOceanHttpClient({ baseUrl: fake.apiUrl, token, timeoutMs: 1000, retryPauseMs: 0 }),
    },
  });
}

cloudProviderContract('digitalocean', async () => {
  const fake = await startFakeDigitalOcean();
  const provider = providerFor(fake);
  return {
    provider,
    connection: provider.connectToken(fake.token),
    refused: provider.connectToken('dop_v1_refused'),
    switches: fake.switches,
    settle: () => fake.settleAll(),
    // The keys travel inside user_data (cloud-init), not in ssh_keys (ids of team keys only).
    received: (ref) => ({ userData: fake.droplets.get(Number(ref.providerInstanceId))?.userData ?? null, sshKeys: [] }),
    stop: () => fake.stop(),
  };
});

describe('DigitalOcean provider specifics', () => {
  let fake: FakeDigitalOcean;
  beforeAll(async () => {
    fake = await startFakeDigitalOcean();
  });
  afterAll(async () => {
    await fake.stop();
  });
  const spec = (rowId: number) => ({
    rowId,
    installTag: installTag('shop.example.co.za'),
    install: 'shop.example.co.za',
    region: 'fra1',
    plan: 's-1vcpu-1gb',
    image: 185121098,
    label: 'My box_1!',
    hostname: null,
    tags: [installTag('shop.example.co.za'), rowTag(rowId), 'vip'],
    adminUsername: 'root',
    adminPassword: null,
    sshKeys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx owner@laptop'],
    userData: '#!/bin/sh\necho hi\n',
    expiresAt: null,
    group: null,
    machineName: null,
    enableIpv6: false,
    backups: 'disabled' as const,
  });

  it('tags without dots, a hostname-safe name, the generated root password and keys in user_data', async () => {
    const connection = digitaloceanConnection(
      createDigitalOceanHttpClient({ baseUrl: fake.apiUrl, token: fake.token, retryPauseMs: 0 }),
      [],
    );
    const machine = await connection.launch(spec(41));
    const droplet = fake.droplets.get(Number(machine.ref.providerInstanceId))!;
    expect(droplet.tags).toEqual(['hostfree:shop_example_co_za', 'hostfree-row:41', 'vip']);
    expect(droplet.name).toBe('My-box_1'.replace('_', '-'));
    expect(machine.generatedPassword).toMatch(/^.{20}$/);
    expect(droplet.userData).toContain('multipart/mixed');
    expect(droplet.userData).toContain(JSON.stringify(machine.generatedPassword));
    expect(droplet.userData).toContain('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx owner@laptop');
    expect(droplet.userData).toContain('Content-Type: text/x-shellscript');
    expect(machine).toMatchObject({ ours: true, rowId: 41, status: 'pending' });
    expect(await connection.findLaunched({ rowId: 41, installTag: installTag('shop.example.co.za') })).toMatchObject({
      ref: machine.ref,
    });
    expect(await connection.console(machine.ref)).toBeNull();
    expect(doTag('hostfree:a.b')).toBe('hostfree:a_b');
  });

  it('only offers the allowed regions that are available, and plans sold there', async () => {
    const connection = digitaloceanConnection(
      createDigitalOceanHttpClient({ baseUrl: fake.apiUrl, token: fake.token, retryPauseMs: 0 }),
      ['sgp1', 'nyc2'],
    );
    const { regions, plans, images } = await connection.catalogue();
    expect(regions.map((r) => r.id)).toEqual(['sgp1']);
    expect(plans.every((p) => p.locations.length === 1 && p.locations[0] === 'sgp1')).toBe(true);
    expect(plans.map((p) => p.id)).not.toContain('s-4vcpu-8gb');
    expect(images.find((i) => i.id === 185121098)?.name).toBe('Ubuntu 24.04 (LTS) x64');
  });

  it('a plain cloud-config when the owner gives no user data of their own', () => {
    const plain = buildUserData('pw"with quote', [], null);
    expect(plain.startsWith('#cloud-config\n')).toBe(true);
    expect(plain).toContain('password: "pw\\"with quote"');
    expect(plain).not.toContain('ssh_authorized_keys');
  });
});
