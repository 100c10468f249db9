// The sandbox SMTP server and the fake Graph API in `npm run demo`: HostFree's outgoing mail is delivered to
// the sandbox SMTP (each message is printed on the console), and Conversions API events go to the fake Graph
// (GET <url>/__sandbox/events lists what it received). The pixel stays off until an admin turns it on in
// Analytics » Facebook Pixel with the sandbox token printed in the banner.
import { createFacebookGraphClient } from '../../server/integrations/facebook/http-client.js';
import { startFakeGraph, type FakeGraph } from '../facebook-graph.js';
import { startFakeSmtp, type FakeSmtp } from '../smtp.js';
import type { DemoSeeder } from './seeders.js';

const SANDBOX_TOKEN = 'EAAsandboxtoken';
let smtp: FakeSmtp | undefined;
let graph: FakeGraph | undefined;

/**
 * The links a message carries into the site that only work with their token (a billing centre link, an e-mail
 * confirmation), pointed at the demo's own address: mails name https://HOSTED_DOMAIN, which is not this machine.
 */
export function demoLinksOf(text: string, hostedDomain: string, demoUrl: string): string[] {
  const site = `https://${hostedDomain}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ...new Set(
      [...text.matchAll(new RegExp(`${site}(/[^\\s"<>]*\\?token=[^\\s"<>]+)`, 'g'))].map((m) => `${demoUrl}${m[1]}`),
    ),
  ];
}

export const mailAndPixelDemo: DemoSeeder = {
  name: 'smtp and graph',

  async start({ say, config }) {
    const demoUrl = `http://localhost:${config.port}`;
    smtp = await startFakeSmtp({
      onReceive: (mail) => {
        console.log(`[sandbox smtp] to ${mail.to.join(', ')}: ${mail.subject}`);
        for (const link of demoLinksOf(mail.text, config.hostedDomain, demoUrl))
          console.log(`               link: ${link}`);
      },
    });
    graph = await startFakeGraph({ tokens: [SANDBOX_TOKEN] });
    say(
      `Sandbox SMTP:     ${smtp.host}:${smtp.port}  (user ${smtp.username}; received mail is printed here, with its sign-in-free links)`,
    );
    say(`Sandbox Graph:    ${graph.url}  (access token ${SANDBOX_TOKEN}; received events at /__sandbox/events)`);
    return {
      deps: { facebookGraph: createFacebookGraphClient({ baseUrl: graph.url }) },
      async stop() {
        await smtp?.stop();
        await graph?.stop();
        smtp = undefined;
        graph = undefined;
      },
    };
  },

  /** Points SMTP at the sandbox, unless this database has a real SMTP server configured. */
  async seed(app, { say }) {
    if (!smtp) throw new Error('the sandbox SMTP server did not start');
    const current = await app.services.smtpSettings.readSettings();
    if (current.host && current.host !== '127.0.0.1' && current.host !== 'localhost') {
      say(`SMTP settings:    ${current.host} is configured; left as it is.`);
      return;
    }
    await app.services.smtpSettings.saveSettings({
      host: smtp.host,
      port: smtp.port,
      username: smtp.username,
      password: smtp.password,
      encryption: 'none',
      fromEmail: current.fromEmail ?? 'noreply@hostfree.test',
      fromName: current.fromName ?? 'HostFree',
    });
    say('SMTP settings:    point at the sandbox SMTP server (password sealed with the secret box).');
  },
};
