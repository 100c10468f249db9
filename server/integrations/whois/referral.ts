// IANA's WHOIS (whois.iana.org) answers a query for a TLD with its record; the registry's WHOIS server is the
// `whois:` line, and `refer:` names it too (whois clients follow `refer:`). A TLD with neither has no WHOIS.
//
//   % IANA WHOIS server
//   refer:        whois.nic.im
//   domain:       IM
//   …
//   whois:        whois.nic.im
//   status:       ACTIVE

export interface IanaReferral {
  /** The registry's WHOIS host, from `whois:` else `refer:`; undefined when IANA names none. */
  host?: string;
  /** Whether the answer is an IANA record at all (a `domain:` line or a referral); garbage is not. */
  isRecord: boolean;
}

const field = (text: string, name: string): string | undefined => {
  const match = new RegExp(`^${name}:[ \\t]*(\\S*)[ \\t]*$`, 'im').exec(text);
  return match?.[1] ? match[1].toLowerCase() : undefined;
};

const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

export function parseIanaReferral(text: string): IanaReferral {
  const whois = field(text, 'whois');
  const refer = field(text, 'refer');
  const host = [whois, refer].find((h) => h !== undefined && HOST.test(h));
  const isRecord = host !== undefined || field(text, 'domain') !== undefined || /^% IANA WHOIS server/im.test(text);
  return { host, isRecord };
}
