// Typed commands while `npm run demo` runs, to show what HostFree does when WHM misbehaves (pending accounts,
// retries, Fix) without restarting anything.
import { createInterface } from 'node:readline';
import { demoRdap, demoWhois } from './rdap.js';
import { demoStripe } from './stripe.js';
import { demoAzure, demoVultr } from './compute.js';
import { demoDigitalOcean } from './digitalocean.js';
import { demoWhm } from './whm.js';
import { demoThreatfox, demoUrlhaus, demoWebRisk } from './reputation.js';
import type { FaultSwitches } from '../fault-switches.js';

const HELP = [
  'Commands (type and press Enter):',
  '  whm down      WHM answers HTTP 503 to everything',
  '  whm hang      WHM accepts calls and never answers (HostFree times out)',
  '  whm garbage   WHM answers 200 with an HTML page instead of JSON',
  '  whm slow N    createacct takes N seconds',
  '  whm up        WHM behaves again',
  '  whm accounts  list the accounts on the sandbox WHM',
  '  rdap down     every domain registry answers HTTP 503 (paid-hosting searches fail, nothing is guessed)',
  '  rdap hang     the registries never answer (lookups time out)',
  '  rdap up       the registries behave again',
  '  rdap take D   register domain D at the sandbox registry',
  '  whois down|hang|garbage|limit|up   the sandbox WHOIS (.co.za, .im) closes early, never answers, answers',
  '                garbage or "Query rate exceeded"; up = behaves again',
  '  whois take D  register domain D at the sandbox WHOIS registries',
  '  stripe down   Stripe answers HTTP 503 (donations show their errors; webhooks still queue)',
  '  stripe hang   Stripe never answers (HostFree times out)',
  '  stripe garbage / stripe slow N / stripe up',
  '  stripe webhooks off|on   hold webhook deliveries (HostFree "down") and send them later',
  '  stripe events list the last events the sandbox Stripe sent',
  '  stripe subs   list the subscriptions on the sandbox Stripe',
  '  stripe renew S / stripe fail S   subscription S renews now, paid or with the card declined (dunning starts)',
  "  stripe dispute P   the card holder's bank disputes PaymentIntent (or charge) P; admins are mailed",
  '  vultr down|hang|garbage|up, vultr slow N   the same for the sandbox Vultr (slow: every call takes N s)',
  '  vultr instances                            list the instances on the sandbox Vultr',
  '  azure down|hang|garbage|up, azure slow N   the same for the sandbox Entra ID + ARM',
  '  azure groups                               list the resource groups on the sandbox Azure',
  '  digitalocean down|hang|garbage|up, digitalocean slow N   the same for the sandbox DigitalOcean',
  '  digitalocean droplets                      list the Droplets on the sandbox DigitalOcean',
  '  web-risk down|hang|garbage|quota|up, web-risk slow N   the sandbox Google Web Risk (quota: 429 RESOURCE_EXHAUSTED)',
  '  urlhaus down|hang|garbage|quota|up, urlhaus slow N     the sandbox abuse.ch URLhaus (quota: 429)',
  '  threatfox down|hang|garbage|quota|up, threatfox slow N the sandbox abuse.ch ThreatFox (quota: 429)',
  '  web-risk|urlhaus|threatfox list U          list URL (ThreatFox: or host) U on that sandbox',
  '  help          this list',
].join('\n');

/** down / hang / garbage / slow N / up for a fake with FaultSwitches; null when the action is not one of them. */
function switchCommand(
  name: string,
  switches: FaultSwitches,
  action: string | undefined,
  arg: string | undefined,
): string | null {
  switch (action) {
    case 'down':
      switches.fail(undefined, 503);
      return `Sandbox ${name} is down (HTTP 503).`;
    case 'hang':
      switches.hang();
      return `Sandbox ${name} now hangs on every call.`;
    case 'garbage':
      switches.garbage();
      return `Sandbox ${name} now answers garbage.`;
    case 'slow': {
      const seconds = Number(arg);
      if (!Number.isFinite(seconds) || seconds < 0) return `Usage: ${name.toLowerCase()} slow <seconds>`;
      switches.slow(undefined, seconds * 1000);
      return `Every ${name} call now takes ${seconds} s.`;
    }
    case 'up':
      switches.reset();
      return `Sandbox ${name} is up and well.`;
    default:
      return null;
  }
}

function run(line: string): string {
  const whm = demoWhm();
  const [word, action, arg] = line.trim().split(/\s+/);
  if (!word) return '';
  if (word === 'help') return HELP;
  if (word === 'rdap') return runRdap(action, arg);
  if (word === 'whois') return runWhois(action, arg);
  if (word === 'stripe') return runStripe(action, arg);
  const vultr = demoVultr();
  if (word === 'vultr' && vultr) {
    if (action === 'instances') {
      const rows = [...vultr.instances.values()].map(
        (i) =>
          `  ${i.id.slice(0, 8)}  ${i.label.padEnd(24)} ${i.region.padEnd(5)} ${i.status.padEnd(8)} ${i.power_status.padEnd(8)} ${i.main_ip}`,
      );
      return rows.length ? rows.join('\n') : '  (no instances)';
    }
    return switchCommand('Vultr', vultr.switches, action, arg) ?? HELP;
  }
  const azure = demoAzure();
  if (word === 'azure' && azure) {
    if (action === 'groups') {
      const rows = [...azure.groups.values()].map(
        (g) => `  ${g.name.padEnd(28)} ${g.location.padEnd(10)} VMs ${g.vms.size}  expires ${g.tags.expiresAt ?? '–'}`,
      );
      return rows.length ? rows.join('\n') : '  (no resource groups)';
    }
    return switchCommand('Azure', azure.switches, action, arg) ?? HELP;
  }
  const reputation =
    word === 'web-risk'
      ? demoWebRisk()
      : word === 'urlhaus'
        ? demoUrlhaus()
        : word === 'threatfox'
          ? demoThreatfox()
          : undefined;
  if (reputation) {
    const name = word === 'web-risk' ? 'Web Risk' : word === 'urlhaus' ? 'URLhaus' : 'ThreatFox';
    if (action === 'quota') {
      reputation.switches.quota();
      return `Sandbox ${name} now answers 429: the quota is spent.`;
    }
    if (action === 'list' && arg) {
      if ('cacheSeconds' in reputation) reputation.list(arg, ['SOCIAL_ENGINEERING']);
      else reputation.list(arg);
      return `Sandbox ${name} now lists ${arg}.`;
    }
    return switchCommand(name, reputation.switches, action, arg) ?? HELP;
  }
  const digitalocean = demoDigitalOcean();
  if (word === 'digitalocean' && digitalocean) {
    if (action === 'droplets') {
      const rows = [...digitalocean.droplets.values()].map(
        (d) =>
          `  ${String(d.id).padEnd(10)} ${d.name.padEnd(24)} ${d.region.padEnd(5)} ${d.status.padEnd(7)} ${d.publicIpv4 ?? ''}`,
      );
      return rows.length ? rows.join('\n') : '  (no Droplets)';
    }
    return switchCommand('DigitalOcean', digitalocean.switches, action, arg) ?? HELP;
  }
  if (word !== 'whm' || !whm) return `Unknown command "${line.trim()}". Type help.`;
  switch (action) {
    case 'down':
      whm.switches.fail(undefined, 503);
      return 'Sandbox WHM is down (HTTP 503).';
    case 'hang':
      whm.switches.hang();
      return 'Sandbox WHM now hangs on every call.';
    case 'garbage':
      whm.switches.garbage();
      return 'Sandbox WHM now answers garbage.';
    case 'slow': {
      const seconds = Number(arg);
      if (!Number.isFinite(seconds) || seconds < 0) return 'Usage: whm slow <seconds>';
      whm.switches.slow('createacct', seconds * 1000);
      return `createacct now takes ${seconds} s.`;
    }
    case 'up':
      whm.switches.reset();
      return 'Sandbox WHM is up and well.';
    case 'accounts': {
      const rows = [...whm.state.accounts.values()].map(
        (a) =>
          `  ${a.user.padEnd(16)} ${a.domain.padEnd(32)} ${a.plan.padEnd(10)} ${a.suspended ? 'suspended' : 'active'}`,
      );
      return rows.length ? rows.join('\n') : '  (no accounts)';
    }
    default:
      return HELP;
  }
}

function runRdap(action: string | undefined, arg: string | undefined): string {
  const rdap = demoRdap();
  if (!rdap) return 'Sandbox RDAP is not running.';
  switch (action) {
    case 'down':
      rdap.switches.reset();
      rdap.switches.fail(503);
      return 'Sandbox RDAP registries answer HTTP 503.';
    case 'hang':
      rdap.switches.reset();
      rdap.switches.hang();
      return 'Sandbox RDAP registries never answer.';
    case 'up':
      rdap.switches.reset();
      return 'Sandbox RDAP registries are up.';
    case 'take':
      if (!arg) return 'Usage: rdap take <domain>';
      rdap.register(arg);
      return `${arg} is now registered at the sandbox registry.`;
    default:
      return HELP;
  }
}

function runWhois(action: string | undefined, arg: string | undefined): string {
  const whois = demoWhois();
  if (!whois) return 'Sandbox WHOIS is not running.';
  switch (action) {
    case 'down':
      whois.switches.reset();
      whois.switches.fail();
      return 'Sandbox WHOIS servers close every connection without an answer.';
    case 'hang':
      whois.switches.reset();
      whois.switches.hang();
      return 'Sandbox WHOIS servers never answer.';
    case 'garbage':
      whois.switches.reset();
      whois.switches.garbage();
      return 'Sandbox WHOIS servers answer garbage.';
    case 'limit':
      whois.switches.reset();
      whois.switches.rateLimit();
      return 'Sandbox WHOIS servers answer "Query rate exceeded".';
    case 'up':
      whois.switches.reset();
      return 'Sandbox WHOIS servers are up.';
    case 'take':
      if (!arg) return 'Usage: whois take <domain>';
      whois.register(arg);
      return `${arg} is now registered at the sandbox WHOIS registry.`;
    default:
      return HELP;
  }
}

function runStripe(action: string | undefined, arg: string | undefined): string {
  const stripe = demoStripe();
  if (!stripe) return 'The sandbox Stripe is not running.';
  switch (action) {
    case 'down':
      stripe.switches.fail(undefined, 503);
      return 'Sandbox Stripe is down (HTTP 503).';
    case 'hang':
      stripe.switches.hang();
      return 'Sandbox Stripe now hangs on every call.';
    case 'garbage':
      stripe.switches.garbage();
      return 'Sandbox Stripe now answers garbage.';
    case 'slow': {
      const seconds = Number(arg);
      if (!Number.isFinite(seconds) || seconds < 0) return 'Usage: stripe slow <seconds>';
      stripe.switches.slow(undefined, seconds * 1000);
      return `Every Stripe call now takes ${seconds} s.`;
    }
    case 'up':
      stripe.switches.reset();
      stripe.webhooks.resume();
      return 'Sandbox Stripe is up and well.';
    case 'webhooks':
      if (arg === 'off') {
        stripe.webhooks.pause();
        return 'Webhook deliveries are held.';
      }
      stripe.webhooks.resume();
      return 'Webhook deliveries resumed (held events are being sent).';
    case 'subs': {
      const rows = [...stripe.state.subscriptions.values()]
        .slice(-15)
        .map(
          (s) =>
            `  ${s.id}  ${s.status.padEnd(10)} ${s.metadata.kind ?? ''} ${s.metadata.domain ?? s.metadata.donationId ?? ''}`,
        );
      return rows.length ? rows.join('\n') : '  (no subscriptions yet)';
    }
    case 'renew':
    case 'fail': {
      const sub = arg ? stripe.state.subscriptions.get(arg) : undefined;
      if (!sub) return `Usage: stripe ${action} <subscription id> (see stripe subs)`;
      const invoice = stripe.state.renew(sub, action === 'fail' ? 'failed' : 'paid');
      return action === 'fail'
        ? `Renewal of ${sub.id} declined: ${stripe.url}/i/${invoice.id} pays it (4242 4242 4242 4242).`
        : `Renewal of ${sub.id} paid (${invoice.id}).`;
    }
    case 'dispute': {
      if (!arg) return 'Usage: stripe dispute <PaymentIntent or charge id>';
      try {
        const dispute = stripe.openDispute(arg);
        return `Dispute ${dispute.id} opened on ${dispute.charge} (${dispute.status}).`;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    }
    case 'events': {
      const rows = stripe.state.events
        .slice(-15)
        .map((e) => `  ${new Date(e.created * 1000).toISOString().slice(11, 19)} ${e.type.padEnd(36)} ${e.id}`);
      return rows.length ? rows.join('\n') : '  (no events yet)';
    }
    default:
      return HELP;
  }
}

/** Reads commands from stdin when it is a terminal; returns a function that stops reading. */
export function startDemoConsole(): () => void {
  if (!process.stdin.isTTY) return () => {};
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  rl.on('line', (line) => {
    const answer = run(line);
    if (answer) console.log(answer);
  });
  return () => rl.close();
}

export { HELP as DEMO_CONSOLE_HELP };
