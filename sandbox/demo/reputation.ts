// The reputation sources in `npm run demo`: a sandbox Google Web Risk, abuse.ch URLhaus and abuse.ch ThreatFox, the demo server's
// clients pointed at them, and all turned on with the sandboxes' keys (once per data directory: an admin who turns
// one off keeps it off). The URLhaus sandbox lists http://203.0.113.66/bins/mozi.m, the Web Risk sandbox
// http://phish.web-risk-sandbox.test/login: the abuse scan's demo pages link them.
import { createThreatfoxHttpClient } from '../../server/integrations/threatfox/http-client.js';
import { createUrlhausHttpClient } from '../../server/integrations/urlhaus/http-client.js';
import { createWebRiskHttpClient } from '../../server/integrations/web-risk/http-client.js';
import { startFakeThreatfox, THREATFOX_SANDBOX_LISTED, type FakeThreatfox } from '../threatfox.js';
import { startFakeUrlhaus, URLHAUS_SANDBOX_LISTED, type FakeUrlhaus } from '../urlhaus.js';
import { startFakeWebRisk, WEB_RISK_SANDBOX_LISTED, type FakeWebRisk } from '../web-risk.js';
import type { DemoSeeder } from './seeders.js';

let runningWebRisk: FakeWebRisk | undefined;
let runningUrlhaus: FakeUrlhaus | undefined;
let runningThreatfox: FakeThreatfox | undefined;

/** The demo's fakes (for console commands); undefined before start(). */
export const demoWebRisk = () => runningWebRisk;
export const demoUrlhaus = () => runningUrlhaus;
export const demoThreatfox = () => runningThreatfox;

export const reputationDemo: DemoSeeder = {
  name: 'Reputation sources',
  once: true,

  async start({ say }) {
    const webRisk = await startFakeWebRisk();
    const urlhaus = await startFakeUrlhaus();
    const threatfox = await startFakeThreatfox();
    runningThreatfox = threatfox;
    runningWebRisk = webRisk;
    runningUrlhaus = urlhaus;
    say(`Sandbox Web Risk:   ${webRisk.url}  (lists ${Object.keys(WEB_RISK_SANDBOX_LISTED).join(', ')})`);
    say(`Sandbox URLhaus:   ${urlhaus.url}  (lists ${URLHAUS_SANDBOX_LISTED.map((e) => e.url).join(', ')})`);
    say(`Sandbox ThreatFox: ${threatfox.url}  (lists ${THREATFOX_SANDBOX_LISTED.map((e) => e.ioc).join(', ')})`);
    return {
      deps: {
        webRiskClientFactory: (apiKey) => createWebRiskHttpClient({ baseUrl: webRisk.url, apiKey }),
        urlhausClientFactory: (authKey) => createUrlhausHttpClient({ baseUrl: urlhaus.url, authKey }),
        threatfoxClientFactory: (authKey) => createThreatfoxHttpClient({ baseUrl: threatfox.url, authKey }),
      },
      async stop() {
        runningWebRisk = undefined;
        runningUrlhaus = undefined;
        runningThreatfox = undefined;
        await webRisk.stop();
        await urlhaus.stop();
        await threatfox.stop();
      },
    };
  },

  async seed(app, { say }) {
    const settings = app.services.reputationSettings;
    const keys: Record<string, string | undefined> = {
      'web-risk': runningWebRisk?.apiKey,
      urlhaus: runningUrlhaus?.authKey,
      threatfox: runningThreatfox?.authKey,
    };
    for (const source of (await settings.list()).sources) {
      const key = keys[source.id];
      if (source.hasKey || !key) continue;
      await settings.save(source.id, { enabled: true, apiKey: key });
      say(`Reputation:    ${source.label} turned on with the sandbox's key (Admin → Abuse → Reputation sources)`);
    }
  },
};
