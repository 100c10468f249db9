// Reading a registry's WHOIS answer. There is no standard format (RFC 3912 defines only the transport), so the
// answer is matched against the phrases real registries use; anything that matches none is unreadable, never a
// guess. Order: a rate-limit notice first (it may quote the name), then "free", then "registered".

export type WhoisVerdict = 'available' | 'registered' | 'rate-limited' | 'unreadable';

// Anchored at a line's start (after a '%' or 'Error:'), so a registry's terms of use that mention limits do not match.
const LINE = String.raw`^\s*(%+\s*|#+\s*|Error:?\s*)?`;
const RATE_LIMITED = [
  new RegExp(`${LINE}(Your )?query rate (limit )?(has been )?exceeded`, 'im'), // CentralNic, ZACR: "Query rate exceeded"
  new RegExp(`${LINE}(WHOIS )?LIMIT EXCEEDED`, 'im'), // Afilias/Identity Digital
  new RegExp(`${LINE}too many (queries|requests|connections)`, 'im'),
  new RegExp(`${LINE}excessive (querying|queries)`, 'im'),
  new RegExp(`${LINE}(you have )?exceeded (the|your) (maximum|allowed|query)`, 'im'),
];

const AVAILABLE = [
  /^\s*No match for\b/im, // Verisign (.com, .net, .cc): 'No match for "NAME.COM".'
  /^\s*%*\s*NOT FOUND\b/im, // PIR (.org), many ccTLDs
  /^\s*(DOMAIN )?NOT FOUND\b/im,
  /^\s*No Data Found\b/im, // .co, .tv and other Neustar/GoDaddy Registry TLDs
  /^\s*Domain Status:\s*(AVAILABLE|free|No Object Found)\b/im,
  /^\s*Status:\s*(AVAILABLE|free)\b/im, // .de "Status: free", .eu/.be "Status: AVAILABLE"
  /^\s*Available\s*$/im, // ZACR (.co.za): "Available"
  /\bwas not found\b/i, // Isle of Man (whois.nic.im): "The domain NAME.im was not found."
  /^\s*No entries found\b/im,
  /^\s*%*\s*No match\b/im,
  /^\s*No Object Found\b/im,
  /^\s*The queried object does not exist/im,
  /^\s*Domain not found\b/im,
  /\bis available for registration\b/i,
];

/** A registered name's record echoes it: "Domain Name: NAME" or "domain: NAME" (the value may be on the next line). */
function namesDomain(text: string, domain: string): boolean {
  const escaped = domain.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return new RegExp(`^\\s*(domain( name)?|domain_name)\\s*:\\s*(\\r?\\n\\s*)?${escaped}\\.?\\s*$`, 'im').test(text);
}

export function readWhoisAnswer(domain: string, text: string): WhoisVerdict {
  if (RATE_LIMITED.some((re) => re.test(text))) return 'rate-limited';
  if (AVAILABLE.some((re) => re.test(text))) return 'available';
  if (namesDomain(text, domain.toLowerCase())) return 'registered';
  return 'unreadable';
}

/** What is worth keeping of a registered name's record: the first lines that look like fields, trimmed. */
export function summariseWhoisAnswer(text: string): Record<string, unknown> {
  const fields: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match =
      /^\s*(Domain Name|Registrar|Creation Date|Registration Date|Registry Expiry Date|Expiry Date|Domain Status|Status)\s*:\s*(\S.*?)\s*$/i.exec(
        line,
      );
    if (match && !(match[1]!.toLowerCase() in fields)) fields[match[1]!.toLowerCase()] = match[2]!.slice(0, 200);
  }
  return fields;
}
