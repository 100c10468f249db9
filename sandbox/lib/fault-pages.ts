import type { ServerResponse } from 'node:http';

// What a cloud fake answers when a fault switch (fault-switches.ts) says fail or garbage: HTML pages as the
// gateways in front of real cloud APIs send them, never the API's JSON, so a client's handling of an answer it
// cannot read is what gets tested.

/** The page a load balancer answers with when the API behind it is down: HTTP `status`, HTML. */
export function sendErrorPage(res: ServerResponse, status: number): void {
  const page = `<html><body><h1>${status} Service Unavailable</h1></body></html>`;
  res.writeHead(status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(page) });
  res.end(page);
}

/** A 200 whose body is an HTML page instead of JSON (a CDN's challenge or outage page). */
export function sendGarbagePage(res: ServerResponse, page: string): void {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(page);
}

/** The challenge page Cloudflare, in front of Vultr's and DigitalOcean's APIs, answers a client with. */
export const CLOUDFLARE_CHALLENGE_PAGE = '<html><body>Cloudflare: checking your browser…</body></html>';
