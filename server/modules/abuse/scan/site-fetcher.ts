import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isAddressLiteral, isForbiddenAddress } from './address-guard.js';

// Fetches a hosted site the way a visitor's browser would see it, without asking public DNS: the connection goes to
// the address WHM gives for the site's account, with the site's name in the Host header (and as SNI over TLS). A
// page that redirects is followed only to another hosted site (or the same one), each hop again to its own server
// address; a redirect anywhere else (an address, another host, the metadata service) ends the fetch and is kept as
// evidence. Size, time and hops are bounded.

export interface SiteFetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** The web server's ports on the sites' servers: 80 and 443 in production, the sandbox's web front in the demo. */
  httpPort: number;
  httpsPort: number;
}

export const DEFAULT_FETCH_LIMITS: SiteFetchLimits = {
  maxBytes: 512 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
  httpPort: 80,
  httpsPort: 443,
};

export type SiteFetch =
  | { outcome: 'fetched'; url: string; httpStatus: number; body: string; truncated: boolean; redirects: string[] }
  | { outcome: 'redirect-refused'; url: string; target: string; reason: string; redirects: string[] }
  | { outcome: 'failed'; url: string; error: string; redirects: string[] };

/** The server address of a hosted site by its host name, or null when the name is not a site hosted here. */
export type HostedSiteResolver = (host: string) => Promise<string | null>;

interface Hop {
  status: number;
  location: string | null;
  body: string;
  truncated: boolean;
}

const USER_AGENT = 'Mozilla/5.0 (compatible; HostFreeSiteCheck/1.0)';

/** One request; `msLeft` is what remains of the whole fetch's time limit (`limits.timeoutMs`, the one reported). */
function fetchOnce(url: URL, address: string, limits: SiteFetchLimits, msLeft: number): Promise<Hop> {
  const isTls = url.protocol === 'https:';
  // Always the web server's own ports: a redirect naming another port is refused before it gets here.
  const port = isTls ? limits.httpsPort : limits.httpPort;
  return new Promise<Hop>((resolve, reject) => {
    // One deadline for the whole answer, not only for a silent socket: a server that drips a byte a second would
    // never trip an idle time-out and would hold the scan (and the job runner behind it) for as long as it likes.
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
    };
    const fail = (error: Error) => finish(() => reject(error));
    const deadline = setTimeout(() => {
      fail(new Error(`no complete answer within ${limits.timeoutMs} ms`));
      req.destroy();
    }, msLeft);
    const options = {
      host: address,
      port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        host: url.host,
        'user-agent': USER_AGENT,
        accept: 'text/html,*/*;q=0.5',
        'accept-encoding': 'identity',
      },
      // The scan reads what the site serves; a self-signed or expired certificate is the site's problem, not a
      // reason to look away.
      ...(isTls ? { servername: url.hostname, rejectUnauthorized: false } : {}),
    };
    const req = (isTls ? httpsRequest : httpRequest)(options, (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const location = typeof res.headers.location === 'string' ? res.headers.location : null;
      if (status >= 300 && status < 400) {
        res.destroy();
        return finish(() => resolve({ status, location, body: '', truncated: false }));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (truncated: boolean) =>
        finish(() => resolve({ status, location, body: Buffer.concat(chunks).toString('utf8'), truncated }));
      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        const room = limits.maxBytes - size;
        if (chunk.length >= room) {
          chunks.push(chunk.subarray(0, room));
          size = limits.maxBytes;
          res.destroy();
          done(true);
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => done(false));
      // A connection cut mid-body is a failed fetch, not a short page.
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** Fetches `http://<domain>/` from the site's own server, following redirects only between hosted sites. */
export async function fetchSite(
  domain: string,
  resolveHostedSite: HostedSiteResolver,
  limits: SiteFetchLimits = DEFAULT_FETCH_LIMITS,
  deadline = Date.now() + limits.timeoutMs,
): Promise<SiteFetch> {
  let url = new URL(`http://${domain}/`);
  const redirects: string[] = [];
  for (let hop = 0; ; hop++) {
    const address = await resolveHostedSite(url.hostname.toLowerCase());
    if (!address) {
      return hop === 0
        ? { outcome: 'failed', url: url.toString(), error: 'not a site hosted here', redirects }
        : {
            outcome: 'redirect-refused',
            url: redirects.at(-1)!,
            target: url.toString(),
            reason: 'not a site hosted here',
            redirects,
          };
    }
    // Never DNS: WHM gives an address; anything else, or an address nobody may reach, ends the fetch.
    if (isIP(address) === 0 || isForbiddenAddress(address))
      return { outcome: 'failed', url: url.toString(), error: `server address ${address} refused`, redirects };
    const remaining = deadline - Date.now();
    if (remaining <= 0) return { outcome: 'failed', url: url.toString(), error: 'time limit reached', redirects };
    let answer: Hop;
    try {
      answer = await fetchOnce(url, address, limits, remaining);
    } catch (error) {
      return { outcome: 'failed', url: url.toString(), error: (error as Error).message.slice(0, 200), redirects };
    }
    if (!(answer.status >= 300 && answer.status < 400 && answer.location)) {
      return {
        outcome: 'fetched',
        url: url.toString(),
        httpStatus: answer.status,
        body: answer.body,
        truncated: answer.truncated,
        redirects,
      };
    }
    let next: URL;
    try {
      next = new URL(answer.location, url);
    } catch {
      return {
        outcome: 'redirect-refused',
        url: url.toString(),
        target: answer.location.slice(0, 300),
        reason: 'not an address',
        redirects,
      };
    }
    redirects.push(url.toString());
    if (next.protocol !== 'http:' && next.protocol !== 'https:')
      return {
        outcome: 'redirect-refused',
        url: url.toString(),
        target: next.toString(),
        reason: 'not a web address',
        redirects,
      };
    if (next.port)
      return {
        outcome: 'redirect-refused',
        url: url.toString(),
        target: next.toString(),
        reason: 'not a web port',
        redirects,
      };
    if (isAddressLiteral(next.hostname) || next.username || next.password)
      return {
        outcome: 'redirect-refused',
        url: url.toString(),
        target: next.toString(),
        reason: 'not a site hosted here',
        redirects,
      };
    if (hop + 1 > limits.maxRedirects)
      return {
        outcome: 'redirect-refused',
        url: url.toString(),
        target: next.toString(),
        reason: 'too many redirects',
        redirects,
      };
    url = next;
  }
}
