// The abuse scan in `npm run demo`: a demo owner with three sites on the sandbox WHM, whose web front serves their
// files: an ordinary bakery, a credential-phishing kit, and a page linking the URLhaus sandbox's listed download.
// Each is scanned after it goes live (ABUSE_SCAN_FIRST_DELAY_MS, 20 s in the demo); the kit is quarantined and its
// owner mailed (the sandbox SMTP prints it), and Admin → Abuse shows the cases. The third needs the URLhaus source.
import { BAD_LINK_PAGE, CLEAN_PAGE, KIT_PAGE } from '../whm/sample-pages.js';
import type { DemoSeeder } from './seeders.js';
import { demoWhm } from './whm.js';

const OWNER = {
  firstName: 'Demo',
  lastName: 'Owner',
  email: 'site-owner@demo.hostfree.test',
  password: 'demo-owner-pw-1',
};
const SITES = [
  { label: 'janes-bakery', page: CLEAN_PAGE, what: 'an ordinary site' },
  { label: 'kitdemo-site', page: KIT_PAGE, what: 'a credential-phishing kit: quarantined after its first scan' },
  { label: 'free-tools-demo', page: BAD_LINK_PAGE, what: "a link to URLhaus's listed download" },
];

export const abuseDemo: DemoSeeder = {
  name: 'abuse scan',
  once: true,

  async seed(app, { config, say }) {
    const whm = demoWhm();
    if (!whm) throw new Error('the sandbox WHM did not start');
    const registered = await app.inject({ method: 'POST', url: '/api/register', payload: OWNER });
    if (registered.statusCode !== 201) throw new Error(`demo owner not registered: ${registered.body}`);
    const owner = (registered.json() as { user: { id: number } }).user;
    for (const site of SITES) {
      const domain = `${site.label}.${config.hostedDomain}`;
      whm.state.putSiteFile(domain, '/', { body: site.page });
      await app.services.hosting.createAccountForUser({ domain: site.label, packageId: 1, userId: owner.id });
      say(`Abuse scan:    ${domain}: ${site.what}`);
    }
    say(`               owner ${OWNER.email} / ${OWNER.password}; cases appear under Admin → Abuse.`);
  },
};
