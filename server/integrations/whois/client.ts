// The real WhoisClient: finds the registry's WHOIS server for a TLD (an override, else IANA's referral, cached),
// asks it, and reads the answer. See README.md.
import { readWhoisAnswer, summariseWhoisAnswer } from './answer.js';
import { whoisQuery } from './query.js';
import { parseIanaReferral } from './referral.js';
import { WHOIS_PORT, findOverride } from './servers.js';
import { WhoisError, type WhoisClient, type WhoisClientOptions, type WhoisServer } from './types.js';
import { unlimited } from '../domain-lookup/rate-limit.js';

export const DEFAULT_WHOIS_TIMEOUT_MS = 5_000;
/** IANA changes a TLD's WHOIS server rarely; a day is the same trust the RDAP bootstrap file gets. */
export const DEFAULT_REFERRAL_TTL_MS = 24 * 3600_000;
/** A failed referral (IANA unreachable) is not cached; "IANA names no server" is, for an hour. */
const NO_SERVER_TTL_MS = 3600_000;
/** How long the rate-limit answer asks the buyer to wait when a registry says "query rate exceeded". */
const REGISTRY_LIMIT_RETRY_SECONDS = 60;

export function createWhoisClient(options: WhoisClientOptions): WhoisClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WHOIS_TIMEOUT_MS;
  const ttlMs = options.referralTtlMs ?? DEFAULT_REFERRAL_TTL_MS;
  const limiter = options.limiter ?? unlimited;
  const now = options.now ?? Date.now;
  const overrides = options.overrides ?? new Map();
  // The referral cache, in memory per instance: TLD → server (or null: IANA names none) and when it was read.
  const referrals = new Map<string, { server: WhoisServer | null; at: number; ttl: number }>();
  const inFlight = new Map<string, Promise<WhoisServer | null>>();

  function ask(server: WhoisServer, query: string): Promise<string> {
    const waitMs = limiter.take(server.host);
    if (waitMs > 0)
      return Promise.reject(
        new WhoisError('rate-limited', `Too many lookups at ${server.host} just now`, Math.ceil(waitMs / 1000)),
      );
    return whoisQuery(server, query, { timeoutMs, dial: options.dial });
  }

  async function refer(tld: string): Promise<WhoisServer | null> {
    const text = await ask(options.ianaServer, tld);
    const referral = parseIanaReferral(text);
    if (!referral.isRecord)
      throw new WhoisError(
        'unreadable',
        `${options.ianaServer.host} answered something that is not an IANA record for .${tld}`,
      );
    const server = referral.host ? { host: referral.host, port: WHOIS_PORT } : null;
    referrals.set(tld, { server, at: now(), ttl: server ? ttlMs : NO_SERVER_TTL_MS });
    return server;
  }

  async function serverFor(domain: string): Promise<WhoisServer> {
    const override = findOverride(overrides, domain);
    if (override) return override;
    const tld = domain.slice(domain.lastIndexOf('.') + 1);
    const cached = referrals.get(tld);
    const t = now();
    let server: WhoisServer | null;
    if (cached && t >= cached.at && t - cached.at < cached.ttl) {
      server = cached.server;
    } else {
      let pending = inFlight.get(tld);
      if (!pending) {
        pending = refer(tld).finally(() => inFlight.delete(tld));
        inFlight.set(tld, pending);
      }
      try {
        server = await pending;
      } catch (error) {
        // A stale referral beats none: registries move between servers rarely.
        if (cached) server = cached.server;
        else throw error;
      }
    }
    if (!server) throw new WhoisError('no-registry', `IANA names no WHOIS server for .${tld}`);
    return server;
  }

  return {
    async lookUpDomain(domain: string) {
      const name = domain.toLowerCase();
      const server = await serverFor(name);
      const text = await ask(server, name);
      const where = `${server.host}${server.port === WHOIS_PORT ? '' : `:${server.port}`}`;
      const verdict = readWhoisAnswer(name, text);
      if (verdict === 'rate-limited')
        throw new WhoisError(
          'rate-limited',
          `The WHOIS server ${where} is limiting queries`,
          REGISTRY_LIMIT_RETRY_SECONDS,
        );
      if (verdict === 'unreadable')
        throw new WhoisError(
          'unreadable',
          `The WHOIS server ${where} answered something that is not a WHOIS record for ${name}`,
        );
      return verdict === 'available'
        ? { status: 'available', server: `whois://${where}` }
        : { status: 'registered', server: `whois://${where}`, summary: summariseWhoisAnswer(text) };
    },
  };
}
