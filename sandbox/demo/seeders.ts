// The extension point of `npm run demo`: each outside system that has a sandbox adds one DemoSeeder here.
// start() runs before HostFree is built (start a fake, hand back the deps that point at it); seed() runs after
// migrations and before the server listens (store settings or catalogue rows through app.services), on every start or,
// with `once`, once per data directory.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/config.js';
import type { SecretBox } from '../../server/lib/secret-box.js';
import type { StartOptions } from '../../server/start.js';
import { whmDemo } from './whm.js';
import { wordpressOrgDemo } from './wordpress-org.js';
import { catalogueDemo } from './catalogue.js';
import { stripeDemo } from './stripe.js';
import { computeDemo } from './compute.js';
import { digitaloceanDemo } from './digitalocean.js';
import { rdapDemo } from './rdap.js';
import { mailAndPixelDemo } from './mail-and-pixel.js';
import { vpsDemo } from './vps.js';
import { reputationDemo } from './reputation.js';
import { abuseDemo } from './abuse.js';
import { mailgunInboundDemo } from './mailgun-inbound.js';

export interface DemoContext {
  config: Config;
  /** A line for the banner printed once the demo is up. */
  say(line: string): void;
}

export interface DemoStarted {
  deps?: StartOptions['deps'];
  stop?(): Promise<void>;
}

export interface DemoSeeder {
  name: string;
  /**
   * seed() stores what a data directory needs only once (the catalogue, accounts, packages): after it completed, later
   * starts on the same DATA_DIR skip it (demo/seed-record.ts). Without it, seed() runs on every start: settings that
   * point at this run's sandboxes, whose ports change.
   */
  once?: boolean;
  /**
   * seed() runs beside the rest of the start instead of before it (the catalogue: ~2,300 archives, seconds of work on
   * a data directory's first start), so the demo answers while it fills; its banner lines are printed when it ends.
   */
  background?: boolean;
  start?(context: DemoContext): Promise<DemoStarted | void>;
  seed?(app: FastifyInstance, context: DemoContext & { secretBox: SecretBox }): Promise<void>;
}

/** Run in this order; append yours (e.g. the plugin and theme catalogue). */
export const demoSeeders: DemoSeeder[] = [
  whmDemo,
  wordpressOrgDemo,
  catalogueDemo,
  stripeDemo,
  computeDemo,
  digitaloceanDemo,
  rdapDemo,
  mailAndPixelDemo,
  vpsDemo,
  reputationDemo,
  abuseDemo,
  mailgunInboundDemo,
];
