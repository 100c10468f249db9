// WHOIS server addresses as config writes them: "host" or "host:port" (port 43 when left out, RFC 3912), and the
// overrides list "co.za=whois.registry.net.za,im=127.0.0.1:4343".
import type { WhoisServer } from './types.js';

export const WHOIS_PORT = 43;

/** undefined for anything that is not host[:port] with a port 1-65535. */
export function parseWhoisServer(text: string): WhoisServer | undefined {
  const value = text.trim();
  const match = /^([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?$/i.exec(value);
  if (!match) return undefined;
  const port = match[2] === undefined ? WHOIS_PORT : Number(match[2]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return undefined;
  return { host: match[1]!.replace(/^\[|\]$/g, '').toLowerCase(), port };
}

/** Throws with the offending entry, so a typo stops the server at start instead of failing searches later. */
export function parseWhoisOverrides(text: string): Map<string, WhoisServer> {
  const map = new Map<string, WhoisServer>();
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const eq = entry.indexOf('=');
    const suffix = eq > 0 ? entry.slice(0, eq).trim().toLowerCase().replace(/^\./, '') : '';
    const server = eq > 0 ? parseWhoisServer(entry.slice(eq + 1)) : undefined;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(suffix) || !server)
      throw new Error(`Not a "suffix=host[:port]" entry: "${entry}"`);
    map.set(suffix, server);
  }
  return map;
}

/** The override for the longest matching suffix of `domain` ('co.za' before 'za'). */
export function findOverride(overrides: ReadonlyMap<string, WhoisServer>, domain: string): WhoisServer | undefined {
  const labels = domain.toLowerCase().split('.');
  for (let i = 1; i < labels.length; i++) {
    const server = overrides.get(labels.slice(i).join('.'));
    if (server) return server;
  }
  return undefined;
}
