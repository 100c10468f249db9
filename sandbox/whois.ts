// A fake IANA WHOIS and the registries' WHOIS servers, as one TCP server on loopback speaking RFC 3912: the
// client sends one line (a TLD for IANA's referral, a domain for a registry) and reads until the server closes.
// A TLD query ('im', 'za', 'com') answers IANA's record for it (refer:/whois: lines naming the registry's server,
// none for 'za', as IANA's own record); a domain query answers in the format of the registry serving it:
// Verisign (.com .net .cc), PIR (.org), CentralNic (.best .store), ZACR (.co.za) and the Isle of Man's (.im).
// Stateful: names can be registered and released. Switches make IANA or one registry close early, hang, go slow,
// answer garbage or answer "Query rate exceeded". See sandbox/README.md.
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/** 'iana' = the referral server; a TLD suffix ('co.za', 'im', 'com') = the registry serving it. */
export type WhoisFaultTarget = 'iana' | string;
export type WhoisFault =
  | { kind: 'fail' }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'slow'; ms: number }
  | { kind: 'rate-limit' };

export interface WhoisFaultScope {
  /** Default: IANA and every registry. */
  target?: WhoisFaultTarget;
  /** Only the next `times` queries of that target; default until reset(). */
  times?: number;
}

export interface FakeWhoisSwitches {
  /** Close the connection without a byte of answer. */
  fail(scope?: WhoisFaultScope): void;
  /** Keep the connection open and never answer. */
  hang(scope?: WhoisFaultScope): void;
  /** Answer bytes that are no WHOIS record. */
  garbage(scope?: WhoisFaultScope): void;
  slow(ms: number, scope?: WhoisFaultScope): void;
  /** Answer as a registry that is throttling the source ("Query rate exceeded"). */
  rateLimit(scope?: WhoisFaultScope): void;
  reset(): void;
}

export interface FakeWhoisQuery {
  target: WhoisFaultTarget;
  query: string;
}

export interface FakeWhois {
  host: string;
  port: number;
  /** "127.0.0.1:PORT", as WHOIS_IANA_SERVER and WHOIS_SERVER_OVERRIDES write it. */
  address: string;
  /** Opens a connection to this server whatever host the client meant (the IANA and registry host names). */
  dial(server: { host: string; port: number }): Socket;
  /** The host names dial() was asked for, in order. */
  dialed: string[];
  register(...domains: string[]): void;
  release(...domains: string[]): void;
  isRegistered(domain: string): boolean;
  switches: FakeWhoisSwitches;
  queries: FakeWhoisQuery[];
  stop(): Promise<void>;
}

export interface FakeWhoisOptions {
  port?: number;
  host?: string;
  /** Names registered from the start. */
  registered?: string[];
}

interface Registry {
  host: string;
  suffixes: string[];
  answer(domain: string, registered: boolean): string;
}

const UPDATED = '2026-11-25T08:00:00Z';

const icannRecord = (domain: string, registryHost: string, upper: boolean) => {
  const name = upper ? domain.toUpperCase() : domain;
  return [
    `Domain Name: ${name}`,
    `Registry Domain ID: ${Math.abs(hash(domain))}_DOMAIN-SANDBOX`,
    `Registrar WHOIS Server: ${registryHost}`,
    'Updated Date: 2025-02-01T10:00:00Z',
    'Creation Date: 2015-03-14T09:26:53Z',
    'Registry Expiry Date: 2027-03-14T09:26:53Z',
    'Registrar: Sandbox Registrar Ltd',
    'Registrar IANA ID: 9999',
    'Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited',
    'Name Server: NS1.EXAMPLE-DNS.NET',
    'DNSSEC: unsigned',
  ];
};

/** The TLDs of 000 §9 and the donation gift's .im, with their registries' answer formats (as of 2026). */
const REGISTRIES: Registry[] = [
  {
    host: 'whois.verisign-grs.com',
    suffixes: ['com', 'net', 'cc'],
    answer: (d, taken) =>
      (taken
        ? icannRecord(d, 'whois.verisign-grs.com', true).map((l) => `   ${l}`)
        : [`No match for "${d.toUpperCase()}".`]
      )
        .concat([
          `>>> Last update of whois database: ${UPDATED} <<<`,
          '',
          'NOTICE: The expiration date displayed in this record is the date the',
          "registrar's sponsorship of the domain name registration in the registry is",
          'currently set to expire.',
        ])
        .join('\r\n'),
  },
  {
    host: 'whois.publicinterestregistry.org',
    suffixes: ['org'],
    answer: (d, taken) =>
      (taken ? icannRecord(d, 'whois.publicinterestregistry.org', false) : ['NOT FOUND'])
        .concat([
          `>>> Last update of WHOIS database: ${UPDATED} <<<`,
          '',
          'Terms of Use: Access to Public Interest Registry WHOIS information is provided to assist persons in determining the contents of a domain name registration record.',
        ])
        .join('\r\n'),
  },
  {
    host: 'whois.centralnic.com',
    suffixes: ['best', 'store'],
    answer: (d, taken) =>
      (taken ? icannRecord(d, 'whois.centralnic.com', true) : ['DOMAIN NOT FOUND'])
        .concat([
          `>>> Last update of WHOIS database: ${UPDATED} <<<`,
          '',
          'The Service is provided so that you may look up certain information in relation to domain names that we store in our database.',
        ])
        .join('\r\n'),
  },
  {
    // ZA Central Registry: "Available" alone on a line for a free name.
    host: 'whois.registry.net.za',
    suffixes: ['co.za'],
    answer: (d, taken) =>
      (taken ? icannRecord(d, 'whois.registry.net.za', false) : ['Available'])
        .concat([
          `>>> Last update of WHOIS database: ${UPDATED} <<<`,
          '',
          '# The use of this Whois facility is subject to the ZACR Whois Terms of Use.',
        ])
        .join('\n'),
  },
  {
    // Isle of Man (Domicilium): "was not found" for a free name.
    host: 'whois.nic.im',
    suffixes: ['im'],
    answer: (d, taken) =>
      (taken
        ? [
            `Domain Name: ${d}`,
            'Domain Managers',
            'Name: Sandbox Registrar Ltd',
            'Address',
            'Douglas',
            'Isle of Man',
            'Domain Owners / Registrant',
            'Name: Redacted',
            'Expiry Date: 14/03/2027 00:00:00',
            'Name Server: ns1.example-dns.net.',
          ]
        : [`The domain ${d} was not found.`]
      ).join('\r\n'),
  },
];

/** IANA's records (whois.iana.org) for the TLDs above; 'za' names no WHOIS server, as IANA's own does not. */
const IANA: Record<string, { organisation: string; whois?: string }> = {
  com: { organisation: 'VeriSign Global Registry Services', whois: 'whois.verisign-grs.com' },
  net: { organisation: 'VeriSign Global Registry Services', whois: 'whois.verisign-grs.com' },
  cc: {
    organisation: 'eNIC Cocos (Keeling) Islands Pty. Ltd. d/b/a Island Internet Services',
    whois: 'ccwhois.verisign-grs.com',
  },
  org: { organisation: 'Public Interest Registry (PIR)', whois: 'whois.publicinterestregistry.org' },
  best: { organisation: 'BestTLD Pty Ltd', whois: 'whois.nic.best' },
  store: { organisation: 'Radix Technologies Inc.', whois: 'whois.nic.store' },
  za: { organisation: 'ZA Domain Name Authority (ZADNA)' },
  im: { organisation: 'Isle of Man Government', whois: 'whois.nic.im' },
};

function ianaAnswer(tld: string): string {
  const head = ['% IANA WHOIS server', '% for more information on IANA, visit http://www.iana.org'];
  const record = IANA[tld];
  if (!record) return [...head, '% This query returned 0 objects.', ''].join('\n');
  return [
    ...head,
    '% This query returned 1 object',
    '',
    ...(record.whois ? [`refer:        ${record.whois}`, ''] : []),
    `domain:       ${tld.toUpperCase()}`,
    '',
    `organisation: ${record.organisation}`,
    '',
    `nserver:      A.NIC.${tld.toUpperCase()} 192.0.2.1`,
    '',
    ...(record.whois ? [`whois:        ${record.whois}`, ''] : []),
    'status:       ACTIVE',
    `remarks:      Registration information: http://www.nic.${tld}`,
    '',
    'created:      1985-01-01',
    'changed:      2024-01-01',
    'source:       IANA',
    '',
  ].join('\n');
}

function hash(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

const suffixOf = (domain: string) =>
  REGISTRIES.flatMap((r) => r.suffixes)
    .filter((s) => domain.endsWith(`.${s}`))
    .sort((a, b) => b.length - a.length)[0];

function createSwitches() {
  let armed: { fault: WhoisFault; target?: string; remaining: number }[] = [];
  const arm = (fault: WhoisFault, scope: WhoisFaultScope = {}) => {
    armed.unshift({ fault, target: scope.target, remaining: scope.times ?? Number.POSITIVE_INFINITY });
  };
  return {
    fail: (scope?: WhoisFaultScope) => arm({ kind: 'fail' }, scope),
    hang: (scope?: WhoisFaultScope) => arm({ kind: 'hang' }, scope),
    garbage: (scope?: WhoisFaultScope) => arm({ kind: 'garbage' }, scope),
    slow: (ms: number, scope?: WhoisFaultScope) => arm({ kind: 'slow', ms }, scope),
    rateLimit: (scope?: WhoisFaultScope) => arm({ kind: 'rate-limit' }, scope),
    reset: () => {
      armed = [];
    },
    take(target: string): WhoisFault | undefined {
      const entry = armed.find((a) => a.remaining > 0 && (a.target === undefined || a.target === target));
      if (!entry) return undefined;
      entry.remaining -= 1;
      armed = armed.filter((a) => a.remaining > 0);
      return entry.fault;
    },
  };
}

const KEEP_QUERIES = 1000;
const MAX_QUERY = 512;

export async function startFakeWhois(options: FakeWhoisOptions = {}): Promise<FakeWhois> {
  const host = options.host ?? '127.0.0.1';
  const registered = new Set((options.registered ?? []).map((d) => d.toLowerCase()));
  const switches = createSwitches();
  const queries: FakeWhoisQuery[] = [];
  const dialed: string[] = [];
  const sockets = new Set<Socket>();

  async function answer(socket: Socket, line: string): Promise<void> {
    const query = line.trim().toLowerCase();
    const suffix = query.includes('.') ? suffixOf(query) : undefined;
    const target = !query.includes('.') ? 'iana' : (suffix ?? 'unknown');
    queries.push({ target, query });
    if (queries.length > KEEP_QUERIES) queries.shift();

    const fault = switches.take(target);
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'fail') {
      socket.destroy();
      return;
    }
    if (fault?.kind === 'garbage') {
      socket.end(Buffer.from([0x3c, 0x68, 0x74, 0x6d, 0x6c, 0x3e, 0xff, 0xfe, 0x00, 0x1b, 0x5b, 0x32, 0x4a, 0x0a]));
      return;
    }
    if (fault?.kind === 'rate-limit') {
      socket.end('Query rate exceeded\r\n');
      return;
    }
    if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms));

    if (!suffix) {
      // A query without a dot is a TLD: IANA's referral. A name no registry here serves is not found.
      socket.end(target === 'iana' ? `${ianaAnswer(query)}\n` : `No match for "${query.toUpperCase()}".\r\n`);
      return;
    }
    const registry = REGISTRIES.find((r) => r.suffixes.includes(suffix))!;
    socket.end(`${registry.answer(query, registered.has(query))}\r\n`);
  }

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const end = buffer.indexOf('\n');
      if (end < 0) {
        if (buffer.length > MAX_QUERY) socket.end('Query too long\r\n');
        return;
      }
      socket.removeAllListeners('data');
      answer(socket, buffer.slice(0, end)).catch(() => socket.destroy());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    host,
    port,
    address: `${host}:${port}`,
    dial: (target) => {
      dialed.push(target.host);
      return connect({ host, port });
    },
    dialed,
    register: (...domains) => {
      for (const d of domains) registered.add(d.toLowerCase());
    },
    release: (...domains) => {
      for (const d of domains) registered.delete(d.toLowerCase());
    },
    isRegistered: (domain) => registered.has(domain.toLowerCase()),
    switches,
    queries,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
