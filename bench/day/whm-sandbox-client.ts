import { randomWhmToken } from '../../sandbox/whm.js';
import { startServer } from '../lib/processes.js';
import { DAY_PORTS, WHM_LATENCY_MS } from './sizes.js';

// The viral day's sandbox WHM, run as its own process (day/whm-sandbox.ts), and what the bench asks of it: the
// accounts it holds, its calls in flight, and accounts seeded outside the app.

export interface DayWhm {
  url: string;
  username: string;
  token: string;
  /** The domains of every account on the sandbox WHM. */
  domains(): Promise<string[]>;
  /** Calls being answered now, the most at once since start, and all calls. */
  calls(): Promise<{ inFlight: number; peakInFlight: number; total: number; byFunction: Record<string, number> }>;
  /** Accounts made outside the app (seeded by SQL), each with a clean page on the web front. */
  addSites(sites: { user: string; domain: string }[]): Promise<void>;
}

async function ask<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`sandbox WHM control ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function startDayWhm(options: { webFront: boolean }) {
  const token = randomWhmToken();
  const control = `http://127.0.0.1:${DAY_PORTS.whmControl}`;
  const server = await startServer(
    [
      'bench/day/whm-sandbox.ts',
      String(DAY_PORTS.whm),
      String(DAY_PORTS.whmControl),
      token,
      String(WHM_LATENCY_MS),
      String(options.webFront ? DAY_PORTS.webFront : 0),
    ],
    {},
    `${control}/calls`,
    control,
  );
  const whm: DayWhm = {
    url: `http://127.0.0.1:${DAY_PORTS.whm}`,
    username: 'root',
    token,
    domains: () => ask<string[]>(`${control}/domains`),
    calls: () => ask(`${control}/calls`),
    async addSites(sites) {
      // In slices: 20,000 sites in one body would be one long pause of the sandbox's loop.
      for (let i = 0; i < sites.length; i += 2000)
        await ask(`${control}/sites`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sites.slice(i, i + 2000)),
        });
    },
  };
  return { whm, front: options.webFront ? { port: DAY_PORTS.webFront } : undefined, stop: () => server.stop() };
}
