// The sandbox Vultr and Azure of `npm run demo`: started on loopback, their machines kept in DATA_DIR across
// restarts, one account each linked through the compute service (Vultr the default provider, on the first run
// only, so an admin's later choice stands), and the compute clients pointed at them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAzureHttpClient } from '../../server/integrations/azure/http-client.js';
import { createVultrHttpClient } from '../../server/integrations/vultr/http-client.js';
import { startFakeAzure, type FakeAzure, type FakeResourceGroup } from '../azure.js';
import { startFakeVultr, type FakeVultr, type FakeVultrInstance } from '../vultr.js';
import type { DemoSeeder } from './seeders.js';

/** Fixed so the accounts linked on the first run keep working after a restart. */
const DEMO_VULTR_KEY = 'SANDBOXVULTRDEMOKEY0123456789ABCDEF';
const DEMO_AZURE = {
  tenantId: '00000000-0000-4000-8000-00000000a2e0',
  clientId: '00000000-0000-4000-8000-00000000c11e',
  clientSecret: 'sandbox~demo-client-secret-value',
  subscriptionId: '00000000-0000-4000-8000-0000000005b5',
};
/** A new Vultr instance turns active this long after it was created (seen on the next read). */
const DEMO_VULTR_ACTIVE_AFTER_MS = 8_000;
const SAVE_EVERY_MS = 5_000;

let vultrRunning: FakeVultr | undefined;
let azureRunning: FakeAzure | undefined;

export const demoVultr = (): FakeVultr | undefined => vultrRunning;
export const demoAzure = (): FakeAzure | undefined => azureRunning;

type GroupSnapshot = Omit<FakeResourceGroup, 'resources' | 'vms'> & {
  resources: [string, unknown][];
  vms: [string, unknown][];
};

function load<T>(file: string): T | undefined {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
  } catch {
    return undefined;
  }
}

export const computeDemo: DemoSeeder = {
  name: 'Vultr and Azure',
  once: true,

  async start({ config, say }) {
    const vultrFile = path.join(config.dataDir, 'demo-vultr.json');
    const azureFile = path.join(config.dataDir, 'demo-azure.json');
    const vultr = await startFakeVultr({ apiKey: DEMO_VULTR_KEY });
    vultr.activateAfterMs = DEMO_VULTR_ACTIVE_AFTER_MS;
    for (const instance of load<FakeVultrInstance[]>(vultrFile) ?? []) vultr.instances.set(instance.id, instance);
    const azure = await startFakeAzure({ principal: DEMO_AZURE });
    azure.pollsToComplete = 2;
    azure.retryAfterSeconds = 1;
    for (const g of load<GroupSnapshot[]>(azureFile) ?? []) {
      azure.groups.set(g.name.toLowerCase(), {
        ...g,
        resources: new Map(g.resources),
        vms: new Map(g.vms),
      } as FakeResourceGroup);
    }
    vultrRunning = vultr;
    azureRunning = azure;

    const save = () => {
      try {
        mkdirSync(config.dataDir, { recursive: true });
        writeFileSync(vultrFile, JSON.stringify([...vultr.instances.values()]));
        writeFileSync(
          azureFile,
          JSON.stringify(
            [...azure.groups.values()].map((g) => ({ ...g, resources: [...g.resources], vms: [...g.vms] })),
          ),
        );
      } catch (error) {
        console.error(`Could not save the sandbox compute state: ${(error as Error).message}`);
      }
    };
    const saver = setInterval(save, SAVE_EVERY_MS);
    saver.unref();

    say(
      `Sandbox Vultr:    ${vultr.url}  (instances kept in ${vultrFile}: ${vultr.instances.size}; active ${DEMO_VULTR_ACTIVE_AFTER_MS / 1000} s after launch)`,
    );
    say(`Sandbox Azure:    ${azure.url}  (Entra ID + ARM; resource groups kept in ${azureFile}: ${azure.groups.size})`);
    return {
      deps: {
        vultrClientFactory: (apiKey: string) => createVultrHttpClient({ baseUrl: vultr.apiUrl, apiKey }),
        azureClientFactory: (credentials) =>
          createAzureHttpClient(credentials, { loginUrl: azure.loginUrl, managementUrl: azure.managementUrl }),
      },
      async stop() {
        clearInterval(saver);
        save();
        await vultr.stop();
        await azure.stop();
        vultrRunning = undefined;
        azureRunning = undefined;
      },
    };
  },

  /** One account each, through the same service the admin screens use; Vultr the default on the first run. */
  async seed(app, { say }) {
    const { accounts, admins } = app.services.compute;
    const linked: string[] = [];
    let newVultr = false;
    if ((await admins.vultr.list()).length === 0) {
      await admins.vultr.create({
        name: 'Sandbox Vultr',
        apiKey: DEMO_VULTR_KEY,
        label: 'demo',
        allowedRegions: ['ewr', 'fra', 'ams', 'sgp'],
      });
      linked.push('Vultr');
      newVultr = true;
    }
    if ((await admins.azure.list()).length === 0) {
      await admins.azure.create({ name: 'Sandbox Azure', ...DEMO_AZURE, allowedRegions: ['eastus'] });
      linked.push('Azure');
    }
    if (newVultr) await accounts.setDefaultProvider({ provider: 'vultr' });
    const current = await accounts.readDefaultProvider();
    say(
      `Compute:       ${linked.length ? `${linked.join(' and ')} account linked; ` : ''}default provider ${current.provider}. Type "vultr down" / "azure down" to see outages.`,
    );
  },
};
