// The fake WHM server's web front: Apache as a visitor meets it, serving each account's public_html by the Host
// header, on its own loopback port (the real one listens on 80 and 443 of the account's address). What it serves
// comes from the state (FakeWhmState.putSiteFile). An unknown host gets cPanel's default page, a suspended account
// cPanel's suspended page, as the real server does. Fault switches per host (or '*'): fail, hang, garbage, slow.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaultSwitches, type FaultSwitches } from '../fault-switches.js';
import type { FakeWhmState } from './state.js';

export interface FakeWebFront {
  url: string;
  port: number;
  switches: FaultSwitches;
  /** Requests in arrival order (the last 1,000): host and path. */
  requests: { host: string; path: string }[];
  stop(): Promise<void>;
}

const DEFAULT_PAGE =
  '<!DOCTYPE html><html><head><title>Default Web Site Page</title></head><body><h1>SORRY!</h1>' +
  '<p>If you are the owner of this website, please contact your hosting provider.</p></body></html>';
const SUSPENDED_PAGE =
  '<!DOCTYPE html><html><head><title>Account Suspended</title></head><body><h1>This Account has been suspended.</h1>' +
  '<p>Contact your hosting provider for more information.</p></body></html>';

function send(res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), server: 'Apache' });
  res.end(body);
}

export async function startFakeWebFront(
  stateOrGetter: FakeWhmState | (() => FakeWhmState),
  options: { host?: string; port?: number } = {},
): Promise<FakeWebFront> {
  // A getter lets the front start before the fake WHM it serves (its port goes into the app's config first).
  const stateOf = typeof stateOrGetter === 'function' ? stateOrGetter : () => stateOrGetter;
  const switches = createFaultSwitches();
  const requests: { host: string; path: string }[] = [];
  const server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const path = new URL(req.url ?? '/', 'http://front').pathname;
    requests.push({ host, path });
    if (requests.length > 1000) requests.shift();
    const fault = switches.faultFor(host);
    if (fault?.kind === 'hang' || fault?.kind === 'hangAfter') return;
    if (fault?.kind === 'fail') return send(res, fault.status, `<h1>${fault.status}</h1>`);
    if (fault?.kind === 'garbage') return send(res, 200, '\u0000\u00ff<<<', 'application/octet-stream');
    const delay = switches.delayFor(host);
    const answer = () => {
      const state = stateOf();
      const account = state.accountByDomain(host) ?? state.accountByDomain(host.replace(/^www\./, ''));
      if (!account) return send(res, 200, DEFAULT_PAGE);
      if (account.suspended) {
        // cPanel sends every request of a suspended account to its suspended page.
        if (path === '/suspended.page/') return send(res, 200, SUSPENDED_PAGE);
        res.writeHead(302, { location: '/suspended.page/', 'content-length': 0 });
        return void res.end();
      }
      const file = state.siteFiles.get(account.domain)?.get(path === '/index.html' ? '/' : path);
      if (!file)
        return send(
          res,
          path === '/' ? 200 : 404,
          path === '/' ? '<html><body>Index of /</body></html>' : '<h1>Not Found</h1>',
        );
      if ('redirect' in file) {
        res.writeHead(file.status ?? 302, { location: file.redirect, 'content-length': 0 });
        return void res.end();
      }
      send(res, 200, file.body, file.contentType);
    };
    if (delay > 0) setTimeout(answer, delay);
    else answer();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    switches,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
