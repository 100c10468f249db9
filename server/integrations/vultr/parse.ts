// Turns Vultr's JSON into our types, defensively: a missing or odd field becomes null/'' rather than a crash,
// and a body that is not the documented envelope is a VultrError 'malformed'.
import { VultrError, type VultrInstance, type VultrOs, type VultrPlan, type VultrRegion } from './types.js';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;

export function listOf(body: unknown, key: string): { items: unknown[]; next: string } {
  if (!isRecord(body) || !Array.isArray(body[key]))
    throw new VultrError('malformed', `Vultr answered an unexpected ${key} list`);
  const meta = isRecord(body.meta) ? body.meta : {};
  const links = isRecord(meta.links) ? meta.links : {};
  return { items: body[key] as unknown[], next: str(links.next) };
}

export function parsePlan(item: unknown): VultrPlan | null {
  if (!isRecord(item) || typeof item.id !== 'string') return null;
  return {
    id: item.id,
    vcpuCount: num(item.vcpu_count ?? item.vcpus),
    ram: num(item.ram),
    disk: num(item.disk),
    monthlyCost: typeof item.monthly_cost === 'number' ? item.monthly_cost : null,
    type: strOrNull(item.type),
    locations: Array.isArray(item.locations) ? item.locations.filter((l): l is string => typeof l === 'string') : [],
  };
}

export function parseRegion(item: unknown): VultrRegion | null {
  if (!isRecord(item) || typeof item.id !== 'string') return null;
  return { id: item.id, city: str(item.city), country: str(item.country), continent: strOrNull(item.continent) };
}

export function parseOs(item: unknown): VultrOs | null {
  if (!isRecord(item) || typeof item.id !== 'number') return null;
  return { id: item.id, name: str(item.name), arch: str(item.arch), family: str(item.family) };
}

export function parseInstance(item: unknown): VultrInstance {
  if (!isRecord(item) || typeof item.id !== 'string' || !item.id)
    throw new VultrError('malformed', 'Vultr answered an instance without an id');
  const ip = str(item.main_ip);
  return {
    id: item.id,
    label: str(item.label),
    hostname: strOrNull(item.hostname),
    status: str(item.status) || 'pending',
    powerStatus: str(item.power_status),
    serverStatus: str(item.server_status),
    mainIp: ip && ip !== '0.0.0.0' ? ip : null,
    region: str(item.region),
    plan: str(item.plan),
    os: str(item.os),
    osId: typeof item.os_id === 'number' ? item.os_id : null,
    tags: Array.isArray(item.tags) ? item.tags.filter((t): t is string => typeof t === 'string') : [],
    kvm: strOrNull(item.kvm),
    defaultPassword: strOrNull(item.default_password),
    dateCreated: strOrNull(item.date_created),
  };
}

export function instanceOf(body: unknown): VultrInstance {
  if (!isRecord(body) || !isRecord(body.instance))
    throw new VultrError('malformed', 'Vultr answered without an instance');
  return parseInstance(body.instance);
}
