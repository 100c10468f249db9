// The fake WHM in `npm run demo`: started on loopback, its accounts kept in DATA_DIR across restarts, usage
// figures that look real and move, and HostFree's API settings pointed at it through the api-settings service.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeWebFront, startFakeWhm, type FakeWhm, type FakeWhmUsage } from '../whm.js';
import type { FakeWhmSnapshot } from '../whm/state.js';
import type { DemoSeeder } from './seeders.js';

/** How long createacct takes in the demo: long enough to see "pending" turn into "active". */
const DEMO_CREATEACCT_MS = 2_000;
const SAVE_EVERY_MS = 5_000;
/** Where a paid customer's own domain points in the demo until they fix it (TEST-NET-2, never routed). */
const DEMO_OLD_HOST_IP = '198.51.100.20';
const ACTIVITY_EVERY_MS = 20_000;

let running: FakeWhm | undefined;

/** The demo's fake WHM (for the console commands); undefined before start(). */
export function demoWhm(): FakeWhm | undefined {
  return running;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

// A fresh account: a WordPress-sized disk, a few mailboxes and a database, so the dashboard shows real bars.
function freshUsage(): Partial<FakeWhmUsage> {
  const pick = (max: number) => Math.floor(Math.random() * (max + 1));
  return {
    diskMb: 35 + pick(60),
    bandwidthMb: pick(40) + Math.random(),
    emailaccounts: 1 + pick(2),
    mysqldatabases: 1,
    subdomains: pick(1),
  };
}

// Every 20 s each account serves some visitors and stores a little more, within its quota.
function simulateActivity(whm: FakeWhm): void {
  for (const account of whm.state.accounts.values()) {
    if (account.suspended) continue;
    const quota = Number(whm.state.packages.get(account.plan)?.QUOTA) || Infinity;
    account.usage.bandwidthMb += Math.random() * 3;
    account.usage.diskMb = Math.min(quota, account.usage.diskMb + Math.random() * 0.6);
  }
}

export const whmDemo: DemoSeeder = {
  name: 'WHM',

  async start({ config, say }) {
    const file = path.join(config.dataDir, 'demo-whm.json');
    // The accounts live on this machine as far as HostFree can tell: their address is loopback, where the web front
    // serves their files (the abuse scan connects there with each site's name as Host).
    const whm = await startFakeWhm({ loginPages: true, hostname: 'server.sandbox.test', sharedIp: '127.0.0.1' });
    const front = await startFakeWebFront(whm.state);
    config.abuseScan.httpPort = front.port;
    // HostFree's free package provisions WHM's `default`: give it the free package's limits so bars have a max.
    whm.state.addPackage({
      name: 'default',
      QUOTA: '5120',
      BWLIMIT: '10240',
      MAXPOP: '5',
      MAXSQL: '2',
      MAXSUB: '5',
      MAXFTP: '1',
      MAXPARK: '0',
      MAXADDON: '0',
    });
    if (existsSync(file)) whm.state.restore(JSON.parse(readFileSync(file, 'utf8')) as FakeWhmSnapshot);
    // Accounts kept from before the web front had the old shared address.
    for (const account of whm.state.accounts.values()) account.ip = '127.0.0.1';
    whm.state.usageOnCreate = freshUsage;
    whm.switches.slow('createacct', DEMO_CREATEACCT_MS);
    // Manage site: installs and AutoSSL checks take long enough to watch, and a customer's own domain starts out
    // pointing at its old host, so HTTPS has a problem to explain until its A record is set in the DNS editor.
    whm.state.siteSettings.wordpressStep = 20;
    whm.state.siteSettings.autosslCheckPolls = 3;
    whm.state.siteSettings.initialAddress = (domain) =>
      domain.endsWith(`.${config.hostedDomain}`) ? null : DEMO_OLD_HOST_IP;
    // The operator's shared domain is a zone on this server: free sites' verification TXT records go there (once
    // an admin allows them in Settings → Manage site).
    if (!whm.state.zones.has(config.hostedDomain.toLowerCase())) whm.state.addServerZone(config.hostedDomain);
    running = whm;

    const save = () => {
      try {
        mkdirSync(config.dataDir, { recursive: true });
        writeFileSync(file, JSON.stringify(whm.state.snapshot()));
      } catch (error) {
        // Losing the fake's memory only costs a Fix click in the demo; it must not stop the server.
        console.error(`Could not save the sandbox WHM accounts to ${file}: ${(error as Error).message}`);
      }
    };
    const saver = setInterval(save, SAVE_EVERY_MS);
    const activity = setInterval(() => simulateActivity(whm), ACTIVITY_EVERY_MS);
    saver.unref();
    activity.unref();

    say(`Sandbox WHM:   ${whm.url}  (user ${whm.username}; accounts kept in ${file}: ${whm.state.accounts.size})`);
    say(
      `               createacct takes ${DEMO_CREATEACCT_MS / 1000} s; "Open cPanel" lands on a stand-in panel page.`,
    );
    say(
      `               Manage site: SSL, WPX, DNS, Email, Backup UAPI; own domains start at ${DEMO_OLD_HOST_IP} (set the A record to fix HTTPS); zone ${config.hostedDomain} for free sites' TXT records.`,
    );
    say(`Sandbox WHM web: ${front.url}  (serves each account's files by Host; the abuse scan reads sites here)`);
    return {
      async stop() {
        clearInterval(saver);
        clearInterval(activity);
        save();
        await front.stop();
        await whm.stop();
        running = undefined;
      },
    };
  },

  /** Points HostFree's API settings at the fake, through the same service the admin screen uses. */
  async seed(app, { config, say }) {
    const whm = running;
    if (!whm) throw new Error('the sandbox WHM did not start');
    const settings = app.services.apiSettings;
    const current = await settings.readSettings();
    if (current.whmApiUrl && !isLoopbackUrl(current.whmApiUrl)) {
      // A database with a real WHM configured is not a demo database: never overwrite those settings.
      throw new Error(
        `This database has a real WHM configured (${current.whmApiUrl}); the demo will not replace it. ` +
          'Run the demo with another DATA_DIR (or DATABASE_URL).',
      );
    }
    await settings.saveSettings({
      whmApiUrl: whm.url,
      whmApiToken: whm.token,
      cpanelBaseUrl: whm.url,
      emailFromAddress: current.emailFromAddress ?? `noreply@${config.hostedDomain}`,
      emailFromName: current.emailFromName ?? 'HostFree',
    });
    say('API settings:  WHM URL, token (sealed with the secret box) and cPanel URL now point at the sandbox WHM.');
  },
};
