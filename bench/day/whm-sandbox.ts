// The sandbox WHM (sandbox/whm.ts) and, when asked, its web front, as their own process for the viral day: the abuse
// scan fetches every site from the front and each claim makes WHM calls, so in the bench's own process they shared
// one event loop with the visitors' clients and the measuring load generator, and saturated it (the scan sweep's
// baseline fell to 144 requests a second). The bench reads and seeds the sandbox's state through a small control
// server (day/whm-sandbox-client.ts). Ports, token and latency come from the parent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startFakeWebFront, startFakeWhm } from '../../sandbox/whm.js';
import { CLEAN_PAGE } from '../../sandbox/whm/sample-pages.js';

const [whmPort, controlPort, token, latencyMs, webFrontPort] = process.argv.slice(2);

const whm = await startFakeWhm({ port: Number(whmPort), token, sharedIp: '127.0.0.1' });
// Every WHM call takes a while, as a real one does, so the instances' cap on calls in flight is exercised.
whm.switches.slow('*', Number(latencyMs));
const front = Number(webFrontPort) ? await startFakeWebFront(whm.state, { port: Number(webFrontPort) }) : undefined;

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

function json(res: ServerResponse, value: unknown) {
  const text = JSON.stringify(value);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function control(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'GET' && req.url === '/domains')
    return json(
      res,
      [...whm.state.accounts.values()].map((a) => a.domain),
    );
  if (req.method === 'GET' && req.url === '/calls') return json(res, whm.calls());
  if (req.method === 'POST' && req.url === '/sites') {
    // Accounts made outside the app (seeded by SQL), each with a clean page on the front.
    const sites = (await body(req)) as { user: string; domain: string }[];
    for (const site of sites) {
      whm.state.addAccount({ user: site.user, domain: site.domain });
      whm.state.putSiteFile(site.domain, '/', { body: CLEAN_PAGE });
    }
    return json(res, { added: sites.length });
  }
  res.writeHead(404).end();
}

const server = createServer((req, res) => {
  control(req, res).catch((error: unknown) => {
    res.writeHead(500).end(String(error));
  });
});
await new Promise<void>((resolve) => server.listen(Number(controlPort), '127.0.0.1', resolve));

process.on('SIGTERM', () => {
  server.close();
  void Promise.all([front?.stop(), whm.stop()]).finally(() => process.exit(0));
});
