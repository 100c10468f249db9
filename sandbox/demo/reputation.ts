// The reputation sources in `npm run demo`: a sandbox Google Web Risk and a sandbox abuse.ch URLhaus, the demo server's
// clients pointed at them, and both turned on with the sandboxes' keys (once per data directory: an admin who turns
// one off keeps it off). The URLhaus sandbox lists http://203.0.113.66/bins/mozi.m, the Web Risk sandbox
// http://phish.web-risk-sandbox.test/login: the abuse scan's demo pages link them.
import { createUrlhausHttpClient } from '../../server/integrations/urlhaus/http-client.js';
import { createWebRiskHttpClient } from '../../server/integrations/web-risk/http-client.js';
import { startFakeUrlhaus, URLHAUS_SANDBOX_LISTED, type FakeUrlhaus } from '../urlhaus.js';
import { startFakeWebRisk, WEB_RISK_SANDBOX_LISTED, type FakeWebRisk } from '../web-risk.js';
import type { DemoSeeder } from './seeders.js';

let runningWebRisk: FakeWebRisk | undefined;
let runningUrlhaus: FakeUrlhaus | undefined;

/** The demo's fakes (for console commands); undefined before start(). */
export const demoWebRisk = () => runningWebRisk;
export const demoUrlhaus = () => runningUrlhaus;

export const reputationDemo: DemoSeeder = {
  name: 'Reputation sources',
  once: true,

  async start({ say }) {
    const webRisk = await startFakeWebRisk();
    const urlhaus = await startFakeUrlhaus();
    runningWebRisk = webRisk;
    runningUrlhaus = urlhaus;
    say(`Sandbox Web Risk:   ${webRisk.url}  (lists ${Object.keys(WEB_RISK_SANDBOX_LISTED).join(', ')})`);
    say(`Sandbox URLhaus:   ${urlhaus.url}  (lists ${URLHAUS_SANDBOX_LISTED.map((e) => e.url).join(', ')})`);
    return {
      deps: {
        webRiskClientFactory: (apiKey) => createWebRiskHttpClient({ baseUrl: webRisk.url, apiKey }),
        urlhausClientFactory: (authKey) => createUrlhausHttpClient({ baseUrl: urlhaus.url, authKey }),
      },
      async stop() {
        runningWebRisk = undefined;
        runningUrlhaus = undefined;
        await webRisk.stop();
        await urlhaus.stop();
      },
    };
  },

  async seed(app, { say }) {
    const settings = app.services.reputationSettings;
    const keys: Record<string, string | undefined> = {
      'web-risk': runningWebRisk?.apiKey,
      urlhaus: runningUrlhaus?.authKey,
    };
    for (const source of (await settings.list()).sources) {
      const key = keys[source.id];
      if (source.hasKey || !key) continue;
      await settings.save(source.id, { enabled: true, apiKey: key });
      say(`Reputation:    ${source.label} turned on with the sandbox's key (Admin → Abuse → Reputation sources)`);
    }
  },
};
