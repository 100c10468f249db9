import { seededRandom } from '../lib/seeded-random.js';

// The mixed day's traffic, taken from what the pages call (web/api/*, web/features/*/api/*): the shares of
// public and signed-in reads, downloads, sign-ins, checkouts and admin screens. Pure: the scenario sends it.

export type RouteGroup = 'public-read' | 'signed-in-read' | 'download' | 'sign-in' | 'checkout' | 'admin';

/** Shares of all requests (the 70 / 10 / 10 / 5 / 5, the reads split evenly between public and signed in). */
export const MIX: Record<RouteGroup, number> = {
  'public-read': 0.35,
  'signed-in-read': 0.35,
  download: 0.1,
  'sign-in': 0.1,
  checkout: 0.05,
  admin: 0.05,
};

/** The GETs each read group makes, as the pages make them (the landing page, the library, help; the dashboard). */
export const READS = {
  'public-read': [
    '/api/client-config',
    '/api/plugins',
    '/api/themes',
    '/api/plugins/slug/{slug}',
    '/api/stats',
    '/api/help/articles',
  ],
  'signed-in-read': [
    '/api/user',
    '/api/hosting-accounts',
    '/api/plugin-downloads',
    '/api/user/can-create-hosting-account',
    '/api/user/security-events',
    '/api/billing',
    '/api/hosting/plans',
  ],
  admin: ['/api/admin/users', '/api/admin/hosting-accounts', '/api/admin/donations', '/api/admin/system-status'],
} as const;

export interface PlannedRequest {
  group: RouteGroup;
  /** For the read groups, which of its paths; for the others, unused. */
  path: string;
  atMs: number;
  /** Which instance, which of the prepared people. */
  instance: number;
  person: number;
  /** 0..1: which catalogue item a request about one (a page, a download, a donation) is about. */
  item: number;
}

/** `rate` requests a second for `seconds`, evenly spaced, each drawn from MIX with a seeded generator. */
export function planMixedDay(rate: number, seconds: number, people: number, seed = 70): PlannedRequest[] {
  const rand = seededRandom(seed);
  const groups = Object.entries(MIX) as [RouteGroup, number][];
  const total = Math.round(rate * seconds);
  const planned: PlannedRequest[] = [];
  for (let i = 0; i < total; i++) {
    let r = rand();
    let group: RouteGroup = groups[groups.length - 1]![0];
    for (const [name, share] of groups) {
      if (r < share) {
        group = name;
        break;
      }
      r -= share;
    }
    const paths: readonly string[] = group in READS ? READS[group as keyof typeof READS] : [group];
    planned.push({
      group,
      path: paths[Math.floor(rand() * paths.length)]!,
      atMs: Math.floor((i * 1000) / rate),
      instance: i % 2,
      person: Math.floor(rand() * people),
      item: rand(),
    });
  }
  return planned;
}
