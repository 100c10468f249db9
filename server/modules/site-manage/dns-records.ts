import { EDITABLE_RECORD_TYPES, type DnsRecordInput } from '../../../contract/site-manage.js';
import type { ZoneRecordInput } from '../../integrations/whm/cpanel/dns.js';

// The DNS editor's records ↔ the zone file's. The form speaks names relative to the zone ("@", "www") and one
// field per value; the zone speaks fully qualified names ending in a dot and value lists in zone-file order.

const fqdn = (host: string) => (host.endsWith('.') ? host : `${host}.`);

/** "@" → "example.com.", "www" → "www.example.com.". */
export function absoluteName(name: string, zone: string): string {
  return name === '@' ? `${zone}.` : `${name}.${zone}.`;
}

/** "example.com." → "@", "www.example.com." → "www", "www" (already relative) → "www". */
export function relativeName(name: string, zone: string): string {
  const bare = name.replace(/\.$/, '');
  if (bare === zone) return '@';
  if (bare.endsWith(`.${zone}`)) return bare.slice(0, -zone.length - 1);
  return name.endsWith('.') ? bare : name;
}

export function toZoneValues(record: DnsRecordInput): string[] {
  switch (record.type) {
    case 'A':
    case 'AAAA':
      return [record.address];
    case 'CNAME':
      return [fqdn(record.target)];
    case 'MX':
      return [String(record.priority), fqdn(record.exchange)];
    case 'TXT':
      // A TXT record is a list of strings of at most 255 bytes each (RFC 1035); a long SPF or DKIM key is split.
      return splitTxt(record.text);
    case 'SRV':
      return [String(record.priority), String(record.weight), String(record.port), fqdn(record.target)];
    case 'CAA':
      return [String(record.flag), record.tag, record.value];
  }
}

export function splitTxt(text: string): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const char of text) {
    if (Buffer.byteLength(current + char, 'utf8') > 255) {
      chunks.push(current);
      current = '';
    }
    current += char;
  }
  chunks.push(current);
  return chunks;
}

export function toZoneRecord(record: DnsRecordInput, zone: string): ZoneRecordInput {
  return { name: absoluteName(record.name, zone), type: record.type, ttl: record.ttl, data: toZoneValues(record) };
}

export const isEditableType = (type: string) => (EDITABLE_RECORD_TYPES as readonly string[]).includes(type);
