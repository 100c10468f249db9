// A fake api.wordpress.org as a real HTTP server on loopback, speaking the info/1.2 wire format of
// ../shared/reference/wordpress-org.md (§1b, §2, §9): plugins and themes, single and batch lookups, the exact
// error bodies and statuses, and switches to fail, hang, go slow or answer garbage. See sandbox/README.md.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  parseRequest,
  pluginReply,
  themeReply,
  type FakePluginInfo,
  type FakeThemeInfo,
  type ParsedRequest,
} from './wordpress-org/replies.js';
import { createSwitches, type FakeWordpressOrgKind, type FakeWordpressOrgSwitches } from './wordpress-org/switches.js';
import { readBody } from './lib/read-body.js';

export { formatPluginLastUpdated, type FakePluginInfo, type FakeThemeInfo } from './wordpress-org/replies.js';
export type { FakeWordpressOrgSwitches, FaultScope } from './wordpress-org/switches.js';

export interface FakeWordpressOrgOptions {
  /** 0 (default) = a free port. */
  port?: number;
  host?: string;
}

export interface FakeWordpressOrgRequest {
  method: string;
  api: FakeWordpressOrgKind;
  /** The slugs asked for (one for a single lookup). */
  slugs: string[];
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface FakeWordpressOrg {
  url: string;
  setPlugin(slug: string, info: FakePluginInfo): void;
  setTheme(slug: string, info: FakeThemeInfo): void;
  /** Forget a plugin or theme (it was closed): it answers "not found" from now on. */
  remove(api: FakeWordpressOrgKind, slug: string): void;
  switches: FakeWordpressOrgSwitches;
  /** Requests to the info APIs in arrival order (the last 1,000). */
  requests: FakeWordpressOrgRequest[];
  stop(): Promise<void>;
}

const SLUG = /^[a-z0-9_-]+$/;
const MAX_SLUGS = 100;
const KEEP_REQUESTS = 1000;
const MAX_BODY = 64 * 1024;

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...extra });
  res.end(body);
}

const PLUGIN_JSON = 'application/json';
const THEME_JSON = 'application/json; charset=UTF-8';
const NOT_IMPLEMENTED =
  '<p>Action not implemented. <a href="https://codex.wordpress.org/WordPress.org_API">API Docs</a>.</p>';

export async function startFakeWordpressOrg(options: FakeWordpressOrgOptions = {}): Promise<FakeWordpressOrg> {
  const plugins = new Map<string, FakePluginInfo>();
  const themes = new Map<string, FakeThemeInfo>();
  const switches = createSwitches();
  const requests: FakeWordpressOrgRequest[] = [];

  function answerPlugins(res: ServerResponse, request: ParsedRequest): void {
    const json = (status: number, body: unknown) => send(res, status, PLUGIN_JSON, JSON.stringify(body));
    if (request.slugs) {
      if (request.slugs.length > MAX_SLUGS)
        return json(422, { error: 'A maximum of 100 plugins can be queried at once.' });
      const answer: Record<string, unknown> = {};
      for (const slug of request.slugs) {
        const info = plugins.get(slug);
        answer[slug] = !SLUG.test(slug)
          ? { error: 'Invalid plugin slug.' }
          : info
            ? pluginReply(slug, info, request.fields)
            : { error: 'Plugin not found.' };
      }
      return json(200, answer);
    }
    if (typeof request.slug !== 'string' || request.slug === '') return json(400, { error: 'Invalid Input' });
    if (!SLUG.test(request.slug)) return json(404, { error: 'Invalid plugin slug.' });
    const info = plugins.get(request.slug);
    return info
      ? json(200, pluginReply(request.slug, info, request.fields))
      : json(404, { error: 'Plugin not found.' });
  }

  function answerThemes(res: ServerResponse, request: ParsedRequest): void {
    const json = (status: number, body: unknown) =>
      send(res, status, THEME_JSON, JSON.stringify(body), { 'access-control-allow-origin': '*' });
    if (request.slugs) {
      if (request.slugs.length > MAX_SLUGS)
        return json(422, { error: 'A maximum of 100 themes can be queried at once.' });
      const answer: Record<string, unknown> = {};
      for (const slug of request.slugs) {
        const info = themes.get(slug);
        answer[slug] = info ? themeReply(slug, info, request.fields) : { error: 'Theme not found' };
      }
      return json(200, answer);
    }
    if (!request.slug || request.slug.trim() === '') return json(200, { error: 'Slug not provided' });
    const info = themes.get(request.slug);
    return info ? json(200, themeReply(request.slug, info, request.fields)) : json(404, { error: 'Theme not found' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? '/', 'http://fake.wordpress.org');
    const api: FakeWordpressOrgKind | undefined = /^\/plugins\/info\/1\.2\/?$/.test(target.pathname)
      ? 'plugin'
      : /^\/themes\/info\/1\.2\/?$/.test(target.pathname)
        ? 'theme'
        : undefined;
    if (!api) return send(res, 404, 'text/html', '<html><body><h1>Not Found</h1></body></html>');
    const method = req.method ?? 'GET';
    if (api === 'theme' && !['GET', 'HEAD', 'OPTIONS'].includes(method)) {
      return send(res, 405, 'text/plain', 'This API only serves GET requests.');
    }
    const params = new URLSearchParams(target.search);
    if (api === 'plugin' && method === 'POST')
      for (const [key, value] of new URLSearchParams(await readBody(req, MAX_BODY))) params.append(key, value);
    const hasRequestKey = [...params.keys()].some((key) => key.startsWith('request['));
    const parsed = parseRequest(params, api === 'theme' && !hasRequestKey);
    requests.push({
      method,
      api,
      query: params,
      headers: req.headers,
      slugs: parsed === 'invalid' ? [] : (parsed.slugs ?? (parsed.slug ? [parsed.slug] : [])),
    });
    if (requests.length > KEEP_REQUESTS) requests.shift();

    const fault = switches.takeFault(api);
    if (fault?.kind === 'hang') return; // the response is never written
    if (fault?.kind === 'fail')
      return send(
        res,
        fault.status,
        'text/html',
        `<html><body><h1>${fault.status} Server Error</h1><p>nginx</p></body></html>`,
      );
    if (fault?.kind === 'garbage')
      return send(res, 200, 'text/html', '<html><body>Briefly unavailable for scheduled maintenance.</body></html>');
    if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms));

    const action = params.get('action');
    if (action !== (api === 'plugin' ? 'plugin_information' : 'theme_information'))
      return send(res, 200, 'text/html', NOT_IMPLEMENTED);
    if (parsed === 'invalid')
      return send(res, 400, api === 'plugin' ? PLUGIN_JSON : THEME_JSON, JSON.stringify({ error: 'Invalid Input' }));
    return api === 'plugin' ? answerPlugins(res, parsed) : answerThemes(res, parsed);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain', 'fake wordpress.org error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    setPlugin: (slug, info) => void plugins.set(slug, info),
    setTheme: (slug, info) => void themes.set(slug, info),
    remove: (api, slug) => void (api === 'plugin' ? plugins : themes).delete(slug),
    switches,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would keep close() waiting forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
