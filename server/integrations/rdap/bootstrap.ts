// The IANA RDAP bootstrap file for DNS (RFC 9224 §4): { version, publication, services: [[[tlds], [urls]], …] }.

export type RdapBootstrap = ReadonlyMap<string, string[]>;

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** TLD (lowercase, no dot) → base URLs, https first. Returns undefined for anything not shaped like the file. */
export function parseBootstrap(body: unknown): RdapBootstrap | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const services = (body as { services?: unknown }).services;
  if (!Array.isArray(services)) return undefined;
  const map = new Map<string, string[]>();
  for (const service of services) {
    if (!Array.isArray(service) || service.length < 2 || !isStringArray(service[0]) || !isStringArray(service[1]))
      return undefined;
    // RFC 9224 §3: clients should prefer https when several base URLs are given.
    const urls = [...service[1]]
      .filter((u) => /^https?:\/\//i.test(u))
      .sort((a, b) => Number(b.toLowerCase().startsWith('https:')) - Number(a.toLowerCase().startsWith('https:')));
    for (const tld of service[0]) map.set(tld.toLowerCase(), urls);
  }
  return map;
}

/** RFC 9224 §4: the longest matching label sequence wins ('co.za' before 'za'). */
export function findServers(bootstrap: RdapBootstrap, domain: string): string[] | undefined {
  const labels = domain.toLowerCase().split('.');
  for (let i = 1; i < labels.length; i++) {
    const servers = bootstrap.get(labels.slice(i).join('.'));
    if (servers && servers.length > 0) return servers;
  }
  return undefined;
}
