// The fake wordpress.org in `npm run demo`: it knows the well-known plugins and themes the demo catalogue
// seeds (server/modules/library/seed/catalogue-data.ts), each with a newer version than the catalogue's, so
// "Update Versions" finds real updates; the generated items are "Not listed on wordpress.org".
import { buildUserAgent, createWordpressOrgHttpClient } from '../../server/integrations/wordpress-org/http-client.js';
import { startFakeWordpressOrg, type FakeWordpressOrg } from '../wordpress-org.js';
import type { DemoSeeder } from './seeders.js';

/** Each answer takes this long, so the tab shows "Checking for updates..." for a moment. */
const DEMO_ANSWER_MS = 1500;

const PLUGINS: [string, string, string][] = [
  ['woocommerce', '9.3.3', '2024-10-15 2:41pm GMT'],
  ['wordpress-seo', '23.6', '2024-10-01 8:12am GMT'],
  ['elementor', '3.24.7', '2024-10-14 11:03am GMT'],
  ['contact-form-7', '5.9.8', '2024-07-17 9:30am GMT'],
  ['wordfence', '7.11.7', '2024-07-09 5:22pm GMT'],
  ['updraftplus', '1.24.6', '2024-09-11 1:15pm GMT'],
  ['google-site-kit', '1.137.0', '2024-10-08 4:47pm GMT'],
  ['jetpack', '13.9.1', '2024-10-10 7:05pm GMT'],
  ['litespeed-cache', '6.5.1', '2024-09-26 12:40am GMT'],
  ['akismet', '5.3.3', '2024-07-24 3:18pm GMT'],
  ['wpforms-lite', '1.9.1.6', '2024-10-17 10:10am GMT'],
  ['really-simple-ssl', '9.0.2', '2024-10-02 6:55am GMT'],
  ['redirection', '5.5.0', '2024-06-05 2:02pm GMT'],
  ['wp-super-cache', '1.12.4', '2024-07-30 8:45am GMT'],
  // Same version as the catalogue: checked, no update.
  ['classic-editor', '1.6.3', '2024-03-05 9:00am GMT'],
];

const THEMES: [string, string, string][] = [
  ['twentytwentyfour', '1.2', '2024-07-16'],
  ['astra', '4.8.3', '2024-10-08'],
  ['kadence', '1.2.9', '2024-09-24'],
  ['generatepress', '3.5.1', '2024-08-29'],
  ['oceanwp', '3.6.0', '2024-09-03'],
  ['neve', '3.8.13', '2024-09-30'],
];

let running: FakeWordpressOrg | undefined;

/** The demo's fake wordpress.org (for console commands and tests); undefined before start(). */
export function demoWordpressOrg(): FakeWordpressOrg | undefined {
  return running;
}

export const wordpressOrgDemo: DemoSeeder = {
  name: 'wordpress.org',

  async start({ config, say }) {
    const fake = await startFakeWordpressOrg();
    for (const [slug, version, lastUpdated] of PLUGINS) fake.setPlugin(slug, { version, last_updated: lastUpdated });
    for (const [slug, version, lastUpdated] of THEMES) fake.setTheme(slug, { version, last_updated: lastUpdated });
    fake.switches.slow(DEMO_ANSWER_MS);
    running = fake;
    say(
      `Sandbox wordpress.org: ${fake.url}  (knows ${PLUGINS.length} plugins and ${THEMES.length} themes of the demo catalogue)`,
    );
    return {
      deps: {
        wordpressOrg: createWordpressOrgHttpClient({
          baseUrl: fake.url,
          userAgent: buildUserAgent(`https://${config.hostedDomain}`),
          pauseMs: 250,
        }),
      },
      async stop() {
        running = undefined;
        await fake.stop();
      },
    };
  },
};
