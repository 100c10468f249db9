// cPanel UAPI DNS::parse_zone and DNS::mass_edit_zone through uapi_cpanel. parse_zone answers every line of the
// zone file with names and values base64-encoded (dname_b64, data_b64[]); the SOA's serial (its third value) is
// what mass_edit_zone must be given, and a zone changed since then is refused rather than overwritten.
import { isRecord, toNumber, toText } from '../parse.js';
import { WhmError, type WhmClient } from '../types.js';

export interface ZoneRecord {
  lineIndex: number;
  /** Relative to the zone ('@' style names are as the zone file has them, e.g. "www" or "example.com."). */
  name: string;
  type: string;
  ttl: number;
  /** The record's values in zone-file order: A [address], MX [preference, exchange], SRV [prio, weight, port, target]. */
  data: string[];
}

export interface ParsedZone {
  serial: string;
  records: ZoneRecord[];
}

export interface ZoneRecordInput {
  name: string;
  type: string;
  ttl: number;
  data: string[];
}

export interface ZoneEdit {
  add?: ZoneRecordInput[];
  edit?: (ZoneRecordInput & { lineIndex: number })[];
  remove?: number[];
}

const decode = (value: unknown): string =>
  typeof value === 'string' ? Buffer.from(value, 'base64').toString('utf8') : '';

/** The substring cPanel's mass_edit_zone refusal carries when the serial is stale (matched, never shown raw). */
export const STALE_SERIAL_HINT = 'serial';

export async function parseZone(client: WhmClient, user: string, zone: string): Promise<ParsedZone> {
  return parseZoneLines(await client.uapi(user, 'DNS', 'parse_zone', { zone }), 'DNS::parse_zone');
}

/**
 * parse_zone's lines (UAPI DNS::parse_zone and WHM API 1 parse_dns_zone answer the same rows): the records with
 * their names and values decoded from base64, and the SOA's serial.
 */
export function parseZoneLines(data: unknown, call: string): ParsedZone {
  const lines = Array.isArray(data) ? data.filter(isRecord) : [];
  let serial: string | null = null;
  const records: ZoneRecord[] = [];
  for (const line of lines) {
    if (line.type !== 'record') continue;
    const type = toText(line.record_type) ?? '';
    const values = Array.isArray(line.data_b64) ? line.data_b64.map(decode) : [];
    if (type === 'SOA') {
      serial = values[2] ?? null;
      continue;
    }
    records.push({
      lineIndex: toNumber(line.line_index) ?? -1,
      name: decode(line.dname_b64),
      type,
      ttl: toNumber(line.ttl) ?? 0,
      data: values,
    });
  }
  if (!serial) throw new WhmError('malformed', `${call} answered a zone without an SOA serial`);
  return { serial, records };
}

const recordJson = (r: ZoneRecordInput) =>
  JSON.stringify({ dname: r.name, ttl: r.ttl, record_type: r.type, data: r.data });

/**
 * mass_edit_zone's (and WHM API 1 mass_edit_dns_zone's) add/edit/remove arguments: each record a serialized JSON
 * object, an edit with the line_index it replaces.
 */
export function zoneEditParams(change: ZoneEdit) {
  return {
    add: change.add?.map(recordJson),
    edit: change.edit?.map((r) => JSON.stringify({ line_index: r.lineIndex, ...JSON.parse(recordJson(r)) })),
    remove: change.remove,
  };
}

/** Answers the zone's new serial. A stale serial rejects with WhmError 'api' (see isStaleSerial). */
export async function massEditZone(
  client: WhmClient,
  user: string,
  zone: string,
  serial: string,
  change: ZoneEdit,
): Promise<string | null> {
  const data = await client.uapi(user, 'DNS', 'mass_edit_zone', { zone, serial, ...zoneEditParams(change) });
  return isRecord(data) ? toText(data.new_serial) : null;
}

/** Whether a mass_edit_zone refusal says the zone changed since the serial was read. */
export function isStaleSerial(error: unknown): boolean {
  return error instanceof WhmError && error.kind === 'api' && /serial/i.test(error.reason ?? error.message);
}
