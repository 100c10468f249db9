// Registry answers as real WHOIS servers send them (trimmed), read as free, registered, rate-limited or unreadable.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config.js';
import { readWhoisAnswer, summariseWhoisAnswer } from './answer.js';
import { parseIanaReferral } from './referral.js';
import { findOverride, parseWhoisOverrides, parseWhoisServer } from './servers.js';

const VERISIGN_FREE =
  'No match for "HF-NOT-REGISTERED-7731.COM".\r\n>>> Last update of whois database: 2026-11-25T08:12:41Z <<<\r\n\r\n' +
  "NOTICE: The expiration date displayed in this record is the date the\r\nregistrar's sponsorship of the domain name registration in the registry is\r\ncurrently set to expire.\r\n" +
  'TERMS OF USE: You are not authorized to access or query our Whois\r\ndatabase through the use of electronic processes that are high-volume and\r\nautomated except as reasonably necessary to register domain names.\r\n';
const VERISIGN_TAKEN =
  '   Domain Name: GOOGLE.COM\r\n   Registry Domain ID: 2138514_DOMAIN_COM-VRSN\r\n   Registrar WHOIS Server: whois.markmonitor.com\r\n' +
  '   Creation Date: 1997-09-15T04:00:00Z\r\n   Registry Expiry Date: 2028-09-14T04:00:00Z\r\n   Registrar: MarkMonitor Inc.\r\n' +
  '   Domain Status: clientDeleteProhibited https://icann.org/epp#clientDeleteProhibited\r\n>>> Last update of whois database: 2026-11-25T08:12:41Z <<<\r\n';
const PIR_FREE =
  'NOT FOUND\r\n>>> Last update of WHOIS database: 2026-11-25T08:14:01Z <<<\r\n\r\nTerms of Use: Access to Public Interest Registry WHOIS information is provided to assist persons in determining the contents of a domain name registration record. You agree not to exceed the query rate limit.\r\n';
const ZACR_FREE =
  'Available\n>>> Last update of WHOIS database: 2026-11-25T08:15:00Z <<<\n\n# The use of this Whois facility is subject to the ZACR Whois Terms of Use.\n';
const ZACR_TAKEN =
  'Domain Name: google.co.za\nRegistry Domain ID: dom_2B9-9999\nRegistrar WHOIS Server: \nUpdated Date: 2025-01-09T09:44:37Z\n' +
  'Creation Date: 2001-05-17T22:00:00Z\nRegistry Expiry Date: 2026-12-31T22:00:00Z\nRegistrar: MarkMonitor\nDomain Status: ok https://icann.org/epp#ok\n';
const ZACR_OLD_TAKEN = '    Domain Name:\n        google.co.za\n\n    Registrant:\n        Google Inc.\n';
const IM_FREE = 'The domain hf-gift-free.im was not found.\r\n';
const IM_TAKEN =
  'Domain Name: google.im\r\nDomain Managers\r\nName: MarkMonitor Inc.\r\nAddress\r\nBoise\r\nExpiry Date: 07/12/2026 23:59:43\r\nName Server: ns1.google.com.\r\n';
const DENIC_FREE = 'Domain: hf-frei-123.de\nStatus: free\n';
const CO_FREE =
  'No Data Found\nURL of the ICANN Whois Inaccuracy Complaint Form: https://www.icann.org/wicf/\n>>> Last update of WHOIS database: 2026-11-25T08:20:00Z <<<\n';
const CENTRALNIC_LIMIT = 'Query rate exceeded\r\n';
const IDENTITY_DIGITAL_LIMIT = 'WHOIS LIMIT EXCEEDED - SEE WWW.PIR.ORG/WHOIS FOR DETAILS\r\n';

describe('reading registry WHOIS answers', () => {
  it.each([
    ['Verisign .com free', 'hf-not-registered-7731.com', VERISIGN_FREE, 'available'],
    ['Verisign .com taken', 'google.com', VERISIGN_TAKEN, 'registered'],
    ['PIR .org free (its terms mention the query rate limit)', 'hf-free.org', PIR_FREE, 'available'],
    ['ZACR .co.za free ("Available")', 'hf-free.co.za', ZACR_FREE, 'available'],
    ['ZACR .co.za taken', 'google.co.za', ZACR_TAKEN, 'registered'],
    ['ZACR .co.za taken, older layout (name on the next line)', 'google.co.za', ZACR_OLD_TAKEN, 'registered'],
    ['Isle of Man .im free ("was not found")', 'hf-gift-free.im', IM_FREE, 'available'],
    ['Isle of Man .im taken', 'google.im', IM_TAKEN, 'registered'],
    ['DENIC .de free ("Status: free")', 'hf-frei-123.de', DENIC_FREE, 'available'],
    ['.co free ("No Data Found")', 'hf-free.co', CO_FREE, 'available'],
    ['CentralNic/ZACR rate limit', 'anything.co.za', CENTRALNIC_LIMIT, 'rate-limited'],
    ['Identity Digital rate limit', 'anything.org', IDENTITY_DIGITAL_LIMIT, 'rate-limited'],
    ['an HTML error page', 'anything.co.za', '<html><body><h1>502 Bad Gateway</h1></body></html>', 'unreadable'],
    ['binary junk', 'anything.im', '\u0000\u001b[2J\ufffd\ufffd', 'unreadable'],
    ['a record of another name', 'mine.co.za', ZACR_TAKEN, 'unreadable'],
  ] as const)('%s', (_name, domain, text, verdict) => {
    expect(readWhoisAnswer(domain, text)).toBe(verdict);
  });

  it('keeps a short summary of a registered record', () => {
    expect(summariseWhoisAnswer(ZACR_TAKEN)).toMatchObject({
      'domain name': 'google.co.za',
      registrar: 'MarkMonitor',
      'creation date': '2001-05-17T22:00:00Z',
    });
  });
});

describe('IANA referral answers', () => {
  const IM =
    '% IANA WHOIS server\n% for more information on IANA, visit http://www.iana.org\n% This query returned 1 object\n\nrefer:        whois.nic.im\n\n' +
    'domain:       IM\n\norganisation: Isle of Man Government\n\nwhois:        whois.nic.im\n\nstatus:       ACTIVE\n';
  it('reads whois: (else refer:); a record without either names no server; garbage is no record', () => {
    expect(parseIanaReferral(IM)).toEqual({ host: 'whois.nic.im', isRecord: true });
    expect(parseIanaReferral(IM.replace(/^whois:.*$/m, ''))).toEqual({ host: 'whois.nic.im', isRecord: true });
    expect(
      parseIanaReferral('% IANA WHOIS server\n\ndomain:       ZA\n\nwhois:        \n\nstatus:       ACTIVE\n'),
    ).toEqual({ host: undefined, isRecord: true });
    expect(parseIanaReferral('<html>nope</html>')).toEqual({ host: undefined, isRecord: false });
  });
});

describe('WHOIS server settings', () => {
  it('parses host[:port] and the overrides list; a typo is refused with the entry', () => {
    expect(parseWhoisServer('whois.iana.org')).toEqual({ host: 'whois.iana.org', port: 43 });
    expect(parseWhoisServer('127.0.0.1:4343')).toEqual({ host: '127.0.0.1', port: 4343 });
    expect(parseWhoisServer('host:99999')).toBeUndefined();
    expect(parseWhoisServer('http://whois.iana.org')).toBeUndefined();
    const overrides = parseWhoisOverrides(' co.za=whois.registry.net.za , .im=127.0.0.1:4343,');
    expect([...overrides]).toEqual([
      ['co.za', { host: 'whois.registry.net.za', port: 43 }],
      ['im', { host: '127.0.0.1', port: 4343 }],
    ]);
    expect(() => parseWhoisOverrides('co.za:whois.registry.net.za')).toThrow('"co.za:whois.registry.net.za"');
    expect(parseWhoisOverrides('')).toEqual(new Map());
  });

  it('the longest matching suffix wins', () => {
    const overrides = parseWhoisOverrides('za=za.example,co.za=co.example:44');
    expect(findOverride(overrides, 'shop.co.za')).toEqual({ host: 'co.example', port: 44 });
    expect(findOverride(overrides, 'shop.org.za')).toEqual({ host: 'za.example', port: 43 });
    expect(findOverride(overrides, 'shop.im')).toBeUndefined();
  });
});

describe('WHOIS settings in config', () => {
  it('defaults to whois.iana.org:43 and the co.za override; a bad entry stops the start with its name', () => {
    expect(parseConfig({}).whois).toEqual({
      ianaServer: { host: 'whois.iana.org', port: 43 },
      overrides: new Map([['co.za', { host: 'whois.registry.net.za', port: 43 }]]),
    });
    const set = parseConfig({
      WHOIS_IANA_SERVER: '127.0.0.1:5408',
      WHOIS_SERVER_OVERRIDES: 'co.za=127.0.0.1:5408,im=127.0.0.1:5408',
    }).whois;
    expect(set.ianaServer).toEqual({ host: '127.0.0.1', port: 5408 });
    expect([...set.overrides.keys()]).toEqual(['co.za', 'im']);
    expect(() => parseConfig({ WHOIS_SERVER_OVERRIDES: 'co.za' })).toThrow(ConfigError);
    expect(() => parseConfig({ WHOIS_SERVER_OVERRIDES: 'co.za' })).toThrow(/WHOIS_SERVER_OVERRIDES.*"co\.za"/);
    expect(() => parseConfig({ WHOIS_IANA_SERVER: 'whois://x' })).toThrow(/WHOIS_IANA_SERVER/);
  });
});
