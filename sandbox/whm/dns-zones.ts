// WHM API 1 parse_dns_zone and mass_edit_dns_zone: any zone on the server, as root sees it. HostFree uses them
// for the operator's shared domain (verification TXT records of free subdomains), which no cPanel user owns.
// The rows and the serial rule are the UAPI pair's (uapi-dns.ts); the answer sits in data.payload / data.new_serial.
import { mustProvide, ok, refuse, type FakeReply, type Handler, type HandlerContext } from './reply.js';
import type { FakeZone } from './site-state.js';
import { editZone, zoneLines } from './uapi-dns.js';

function zoneNamed(ctx: HandlerContext): FakeZone | FakeReply {
  const name = ctx.params.get('zone');
  if (!name) return mustProvide('zone');
  return ctx.state.serverZone(name) ?? refuse(`The zone “${name}” does not exist.`);
}

const isReply = (value: FakeZone | FakeReply): value is FakeReply => 'result' in value;

const parse_dns_zone: Handler = (ctx) => {
  const zone = zoneNamed(ctx);
  return isReply(zone) ? zone : ok('OK', { payload: zoneLines(zone) });
};

const mass_edit_dns_zone: Handler = (ctx) => {
  const zone = zoneNamed(ctx);
  if (isReply(zone)) return zone;
  const result = editZone(zone, ctx.params);
  return 'error' in result ? refuse(result.error) : ok('OK', { new_serial: result.newSerial });
};

export const dnsZoneHandlers: Record<string, Handler> = { parse_dns_zone, mass_edit_dns_zone };
