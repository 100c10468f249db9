// Turns DigitalOcean's JSON into our types, defensively: a missing or odd field becomes null/''/0 rather than a
// crash, and a body that is not the documented envelope is a DigitalOceanError 'malformed'.
import {
  DigitalOceanError,
  type DigitalOceanAccount,
  type DigitalOceanAction,
  type DigitalOceanDroplet,
  type DigitalOceanImage,
  type DigitalOceanRegion,
  type DigitalOceanSize,
} from './types.js';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const intOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A list answer: `{ <key>: [...], links: { pages: { next } }, meta: { total } }`. */
export function listOf(body: unknown, key: string): { items: unknown[]; next: string | null; total: number | null } {
  if (!isRecord(body) || !Array.isArray(body[key]))
    throw new DigitalOceanError('malformed', `DigitalOcean answered an unexpected ${key} list`);
  const links = isRecord(body.links) ? body.links : {};
  const pages = isRecord(links.pages) ? links.pages : {};
  const meta = isRecord(body.meta) ? body.meta : {};
  return { items: body[key] as unknown[], next: strOrNull(pages.next), total: intOrNull(meta.total) };
}

export function parseAccount(body: unknown): DigitalOceanAccount {
  const account = isRecord(body) && isRecord(body.account) ? body.account : null;
  if (!account || typeof account.uuid !== 'string')
    throw new DigitalOceanError('malformed', 'DigitalOcean answered without an account');
  return {
    email: str(account.email),
    uuid: account.uuid,
    status: str(account.status) || 'active',
    statusMessage: str(account.status_message),
    dropletLimit: num(account.droplet_limit),
    teamName: isRecord(account.team) ? strOrNull(account.team.name) : null,
  };
}

export function parseRegion(item: unknown): DigitalOceanRegion | null {
  if (!isRecord(item) || typeof item.slug !== 'string') return null;
  return {
    slug: item.slug,
    name: str(item.name),
    available: item.available === true,
    sizes: strings(item.sizes),
    features: strings(item.features),
  };
}

export function parseSize(item: unknown): DigitalOceanSize | null {
  if (!isRecord(item) || typeof item.slug !== 'string') return null;
  return {
    slug: item.slug,
    memory: num(item.memory),
    vcpus: num(item.vcpus),
    disk: num(item.disk),
    transfer: num(item.transfer),
    priceMonthly: num(item.price_monthly),
    priceHourly: num(item.price_hourly),
    regions: strings(item.regions),
    available: item.available !== false,
    description: str(item.description),
  };
}

export function parseImage(item: unknown): DigitalOceanImage | null {
  if (!isRecord(item) || typeof item.id !== 'number') return null;
  return {
    id: item.id,
    slug: strOrNull(item.slug),
    name: str(item.name),
    distribution: str(item.distribution),
    type: str(item.type),
    public: item.public === true,
    regions: strings(item.regions),
    minDiskSize: intOrNull(item.min_disk_size),
    status: str(item.status),
  };
}

function address(networks: unknown, family: 'v4' | 'v6', type: 'public' | 'private'): string | null {
  if (!isRecord(networks) || !Array.isArray(networks[family])) return null;
  const entry = (networks[family] as unknown[]).find(
    (n) => isRecord(n) && n.type === type && typeof n.ip_address === 'string',
  );
  return isRecord(entry) ? strOrNull(entry.ip_address) : null;
}

export function parseDroplet(item: unknown): DigitalOceanDroplet {
  if (!isRecord(item) || typeof item.id !== 'number' || !Number.isInteger(item.id)) {
    throw new DigitalOceanError('malformed', 'DigitalOcean answered a Droplet without an id');
  }
  const image = isRecord(item.image) ? item.image : {};
  const region = isRecord(item.region) ? item.region : {};
  return {
    id: item.id,
    name: str(item.name),
    status: str(item.status) || 'new',
    locked: item.locked === true,
    memory: num(item.memory),
    vcpus: num(item.vcpus),
    disk: num(item.disk),
    sizeSlug: str(item.size_slug),
    region: str(region.slug),
    image: {
      id: intOrNull(image.id),
      slug: strOrNull(image.slug),
      name: str(image.name),
      distribution: str(image.distribution),
    },
    publicIpv4: address(item.networks, 'v4', 'public'),
    privateIpv4: address(item.networks, 'v4', 'private'),
    publicIpv6: address(item.networks, 'v6', 'public'),
    tags: strings(item.tags),
    features: strings(item.features),
    createdAt: strOrNull(item.created_at),
  };
}

export function dropletOf(body: unknown): DigitalOceanDroplet {
  if (!isRecord(body) || !isRecord(body.droplet))
    throw new DigitalOceanError('malformed', 'DigitalOcean answered without a droplet');
  return parseDroplet(body.droplet);
}

/** links.actions of a create answer: `[{ id, rel: 'create', href }]`. */
export function actionIdsOf(body: unknown): number[] {
  const links = isRecord(body) && isRecord(body.links) ? body.links : {};
  if (!Array.isArray(links.actions)) return [];
  return (links.actions as unknown[]).flatMap((a) => (isRecord(a) && typeof a.id === 'number' ? [a.id] : []));
}

export function actionOf(body: unknown): DigitalOceanAction {
  const action = isRecord(body) && isRecord(body.action) ? body.action : null;
  if (!action || typeof action.id !== 'number')
    throw new DigitalOceanError('malformed', 'DigitalOcean answered without an action');
  return {
    id: action.id,
    status: str(action.status) || 'in-progress',
    type: str(action.type),
    startedAt: strOrNull(action.started_at),
    completedAt: strOrNull(action.completed_at),
    resourceId: intOrNull(action.resource_id),
    regionSlug: strOrNull(action.region_slug),
  };
}
