// The sandbox DigitalOcean of `npm run demo`: started on loopback, its Droplets and actions kept in DATA_DIR across
// restarts, the DigitalOcean client pointed at it, and one account linked on the first run. A new Droplet turns active a few seconds after launch and a
// power action completes on the next read, as on the real service.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDigitalOceanHttpClient } from '../../server/integrations/digitalocean/http-client.js';
import { startFakeDigitalOcean, type FakeDigitalOcean, type FakeDoAction, type FakeDroplet } from '../digitalocean.js';
import type { DemoSeeder } from './seeders.js';

/** Fixed so the account linked on the first run keeps working after a restart. */
export const DEMO_DIGITALOCEAN_TOKEN = 'dop_v1_sandboxdemo0000000000000000000000000000000000000000000000000000';
/** A new Droplet turns active this long after it was created (seen on the next read). */
const DEMO_ACTIVE_AFTER_MS = 8_000;
const SAVE_EVERY_MS = 5_000;

let running: FakeDigitalOcean | undefined;
export const demoDigitalOcean = (): FakeDigitalOcean | undefined => running;

interface Snapshot {
  droplets: FakeDroplet[];
  actions: FakeDoAction[];
}

function load(file: string): Snapshot | undefined {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Snapshot) : undefined;
  } catch {
    return undefined;
  }
}

export const digitaloceanDemo: DemoSeeder = {
  name: 'DigitalOcean',
  once: true,

  async start({ config, say }) {
    const file = path.join(config.dataDir, 'demo-digitalocean.json');
    const fake = await startFakeDigitalOcean({ token: DEMO_DIGITALOCEAN_TOKEN });
    fake.activateAfterMs = DEMO_ACTIVE_AFTER_MS;
    const saved = load(file);
    for (const d of saved?.droplets ?? []) fake.droplets.set(d.id, d);
    for (const a of saved?.actions ?? []) fake.actions.set(a.id, a);
    running = fake;

    const save = () => {
      try {
        mkdirSync(config.dataDir, { recursive: true });
        writeFileSync(
          file,
          JSON.stringify({
            droplets: [...fake.droplets.values()],
            actions: [...fake.actions.values()],
          } satisfies Snapshot),
        );
      } catch (error) {
        console.error(`Could not save the sandbox DigitalOcean state: ${(error as Error).message}`);
      }
    };
    const saver = setInterval(save, SAVE_EVERY_MS);
    saver.unref();

    say(
      `Sandbox DigitalOcean: ${fake.url}  (Droplets kept in ${file}: ${fake.droplets.size}; active ${DEMO_ACTIVE_AFTER_MS / 1000} s after launch)`,
    );
    return {
      deps: {
        digitaloceanClientFactory: (token: string) => createDigitalOceanHttpClient({ baseUrl: fake.apiUrl, token }),
      },
      async stop() {
        clearInterval(saver);
        save();
        await fake.stop();
        running = undefined;
      },
    };
  },

  /** One account on the first run, through the same admin service the cloud tab uses (Vultr stays the default provider). */
  async seed(app, { say }) {
    const admin = app.services.compute.admins.digitalocean;
    if ((await admin.list()).length > 0) return;
    await admin.create({
      name: 'Sandbox DigitalOcean',
      token: DEMO_DIGITALOCEAN_TOKEN,
      allowedRegions: ['nyc3', 'fra1', 'ams3', 'sgp1'],
    });
    say(
      'Compute:       DigitalOcean account linked (choose it as the default provider in Admin → Cloud). Type "digitalocean down" to see an outage.',
    );
  },
};
