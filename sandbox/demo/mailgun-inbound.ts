// Answers by mail in `npm run demo`: the sandbox Mailgun inbound route posts to the demo's webhook, signed with a key
// stored in the desk's settings at start. The demo switch "sends" a customer's reply to a ticket:
//   curl -X POST <banner url>/__sandbox/reply -H 'content-type: application/json' \
//     -d '{"to":"<the Reply-To of the ticket mail>","from":"<the customer>","text":"Thanks!"}'
import { startFakeMailgunInbound, type FakeMailgunInbound } from '../mailgun-inbound.js';
import type { DemoSeeder } from './seeders.js';

let mailgun: FakeMailgunInbound | undefined;

export const mailgunInboundDemo: DemoSeeder = {
  name: 'mailgun inbound',

  async start({ say, config }) {
    mailgun = await startFakeMailgunInbound({ target: `http://127.0.0.1:${config.port}/api/support/inbound/mailgun` });
    say(
      `Sandbox Mailgun:  ${mailgun.url}  (POST /__sandbox/reply {"to","from","text"} answers a ticket by mail; GET /__sandbox/deliveries)`,
    );
    return {
      async stop() {
        await mailgun?.stop();
        mailgun = undefined;
      },
    };
  },

  /** The webhook's signing key is this run's sandbox key (the port and key change every start). */
  async seed(app) {
    if (!mailgun) throw new Error('the sandbox Mailgun did not start');
    const current = await app.services.support.settings.read();
    await app.services.support.settings.save({
      responseMinutes: current.responseMinutes,
      notifyByCategory: current.notifyByCategory,
      inboundSigningKey: mailgun.signingKey,
    });
  },
};
