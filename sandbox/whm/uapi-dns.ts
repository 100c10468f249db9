// DNS::parse_zone and DNS::mass_edit_zone in the fake. parse_zone answers each zone-file line with names and
// values base64-encoded; mass_edit_zone needs the SOA serial the caller read and refuses a stale one, as cPanel
// does, so two editors can never overwrite each other.
import type { FakeZone, FakeZoneLine } from './site-state.js';
import { repeated, required, uapiError, uapiOk, type UapiHandler } from './uapi-reply.js';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const EDITABLE = new Set(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA']);

function zoneOf(ctx: Parameters<UapiHandler>[0]) {
  const name = required(ctx.params, 'zone');
  if (typeof name !== 'string') return name;
  const domain = name.toLowerCase();
  // An account may read only its own zones.
  if (domain !== ctx.account.domain && ctx.state.zones.get(domain)?.owner !== ctx.account.user)
    return uapiError(`You do not control a DNS zone named “${name}”.`);
  return ctx.state.zone(ctx.account, domain);
}

/** parse_zone's rows for a zone (UAPI DNS::parse_zone and WHM API 1 parse_dns_zone answer the same). */
export function zoneLines(zone: FakeZone): unknown[] {
  const soa = zone.records[0]!;
  soa.data[2] = String(zone.serial);
  const lines: unknown[] = [
    { line_index: 0, type: 'control', text_b64: b64('$TTL 14400') },
    { line_index: 1, type: 'comment', text_b64: b64('; cPanel first:11.124.0.21 (update_time):1764000000') },
  ];
  zone.records.forEach((record, i) =>
    lines.push({
      line_index: i + 2,
      type: 'record',
      dname_b64: b64(record.name),
      record_type: record.type,
      ttl: record.ttl,
      data_b64: record.data.map(b64),
    }),
  );
  return lines;
}

const parse_zone: UapiHandler = (ctx) => {
  const zone = zoneOf(ctx);
  if ('status' in zone) return zone;
  return uapiOk(zoneLines(zone));
};

function parseRecord(json: string): FakeZoneLine & { line_index?: number } {
  const raw = JSON.parse(json) as {
    dname?: unknown;
    ttl?: unknown;
    record_type?: unknown;
    data?: unknown;
    line_index?: unknown;
  };
  if (typeof raw.dname !== 'string' || typeof raw.record_type !== 'string' || !Array.isArray(raw.data))
    throw new Error('Each record needs “dname”, “record_type” and “data”.');
  if (!EDITABLE.has(raw.record_type)) throw new Error(`The record type “${raw.record_type}” cannot be edited here.`);
  return {
    name: raw.dname,
    type: raw.record_type,
    ttl: Number(raw.ttl ?? 14400),
    data: raw.data.map(String),
    ...(raw.line_index !== undefined ? { line_index: Number(raw.line_index) } : {}),
  };
}

/**
 * mass_edit_zone's work (UAPI DNS::mass_edit_zone and WHM API 1 mass_edit_dns_zone alike): the serial must be the
 * zone's, each line edited or removed must hold an editable record. Answers the new serial, or why not.
 */
export function editZone(zone: FakeZone, params: URLSearchParams): { newSerial: string } | { error: string } {
  const serial = params.get('serial');
  if (!serial) return { error: 'You must specify the “serial” argument.' };
  if (serial !== String(zone.serial))
    return {
      error: `The given serial number (${serial}) does not match the DNS zone’s serial number (${zone.serial}). Refresh your view of the DNS zone, then resubmit.`,
    };
  let adds: FakeZoneLine[];
  let edits: (FakeZoneLine & { line_index?: number })[];
  try {
    adds = repeated(params, 'add').map(parseRecord);
    edits = repeated(params, 'edit').map(parseRecord);
  } catch (error) {
    return { error: (error as Error).message };
  }
  const removes = repeated(params, 'remove').map(Number);
  // Line indexes are parse_zone's: records start at line 2.
  const recordAt = (line: number) => zone.records[line - 2];
  for (const line of [...removes, ...edits.map((e) => e.line_index ?? -1)]) {
    const record = recordAt(line);
    if (!record || !EDITABLE.has(record.type)) return { error: `No editable record is on line ${line}.` };
  }
  for (const edit of edits) {
    const { line_index: line, ...record } = edit;
    zone.records[line! - 2] = record;
  }
  zone.records = zone.records.filter((_, i) => !removes.includes(i + 2));
  zone.records.push(...adds);
  zone.serial += 1;
  zone.records[0]!.data[2] = String(zone.serial);
  return { newSerial: String(zone.serial) };
}

const mass_edit_zone: UapiHandler = (ctx) => {
  const zone = zoneOf(ctx);
  if ('status' in zone) return zone;
  const serial = required(ctx.params, 'serial');
  if (typeof serial !== 'string') return serial;
  const result = editZone(zone, ctx.params);
  return 'error' in result ? uapiError(result.error) : uapiOk({ new_serial: result.newSerial });
};

export const dnsUapi: Record<string, UapiHandler> = {
  'DNS::parse_zone': parse_zone,
  'DNS::mass_edit_zone': mass_edit_zone,
};
