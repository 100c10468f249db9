// The fake DigitalOcean's state and how it is shown on the wire (droplets/models/droplet.yml,
// actions/models/action.yml, the error model and the pagination envelope of DigitalOcean's OpenAPI document).
import { FAKE_DO_IMAGES, FAKE_DO_REGIONS, FAKE_DO_SIZES } from './fixtures.js';

export interface FakeDroplet {
  id: number;
  name: string;
  region: string;
  size: string;
  imageId: number;
  status: 'new' | 'active' | 'off' | 'archive';
  tags: string[];
  ipv6: boolean;
  backups: boolean;
  monitoring: boolean;
  /** Ids of the team SSH keys embedded at creation. */
  sshKeyIds: number[];
  /** What the Droplet's cloud-init received (served by the metadata service on the real one, never by the API). */
  userData: string | null;
  publicIpv4: string | null;
  privateIpv4: string | null;
  publicIpv6: string | null;
  createdAt: string;
  createdAtMs: number;
  /** Reads of this Droplet (or its create action) since creation: it turns active after `readsToActive`. */
  reads: number;
}

export interface FakeDoAction {
  id: number;
  dropletId: number;
  type: string;
  status: 'in-progress' | 'completed' | 'errored';
  startedAt: string;
  startedAtMs: number;
  completedAt: string | null;
  reads: number;
}

export const isoNow = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

export function regionView(slug: string) {
  return (
    FAKE_DO_REGIONS.find((r) => r.slug === slug) ?? { name: slug, slug, features: [], available: false, sizes: [] }
  );
}

export function dropletView(d: FakeDroplet, locked: boolean) {
  const size = FAKE_DO_SIZES.find((s) => s.slug === d.size)!;
  const image = FAKE_DO_IMAGES.find((i) => i.id === d.imageId)!;
  const { disk_info, ...sizeFields } = size;
  return {
    id: d.id,
    name: d.name,
    memory: size.memory,
    vcpus: size.vcpus,
    disk: size.disk,
    disk_info,
    locked,
    status: d.status,
    kernel: null,
    created_at: d.createdAt,
    features: [
      ...(d.backups ? ['backups'] : []),
      ...(d.ipv6 ? ['ipv6'] : []),
      ...(d.monitoring ? ['monitoring'] : []),
      'droplet_agent',
      'private_networking',
    ],
    backup_ids: [],
    next_backup_window: null,
    snapshot_ids: [],
    image,
    volume_ids: [],
    size: { ...sizeFields, disk_info },
    size_slug: d.size,
    networks: {
      v4: [
        ...(d.privateIpv4
          ? [{ ip_address: d.privateIpv4, netmask: '255.255.240.0', gateway: '10.108.0.1', type: 'private' }]
          : []),
        ...(d.publicIpv4
          ? [
              {
                ip_address: d.publicIpv4,
                netmask: '255.255.240.0',
                gateway: d.publicIpv4.replace(/\.\d+$/, '.1'),
                type: 'public',
              },
            ]
          : []),
      ],
      v6: d.publicIpv6 ? [{ ip_address: d.publicIpv6, netmask: 64, gateway: '2001:db8:d0::1', type: 'public' }] : [],
    },
    region: regionView(d.region),
    tags: d.tags,
    vpc_uuid: '760e09ef-dc84-11e8-981e-3cfdfeaae000',
  };
}

export function actionView(a: FakeDoAction, regionSlug: string) {
  return {
    id: a.id,
    status: a.status,
    type: a.type,
    started_at: a.startedAt,
    completed_at: a.completedAt,
    resource_id: a.dropletId,
    resource_type: 'droplet',
    region: regionView(regionSlug),
    region_slug: regionSlug,
  };
}

/** `{ id, message, request_id }` (shared/models/error.yml). */
export const errorBody = (id: string, message: string, requestId: string) => ({ id, message, request_id: requestId });

/** page/per_page (default 20, at most 200), links.pages with absolute URLs, meta.total (shared/pages.yml, meta.yml). */
export function paginate<T>(
  items: T[],
  url: URL,
  selfUrl: string,
): { items: T[]; links: unknown; meta: { total: number } } {
  const perPage = Math.min(200, Math.max(1, Math.trunc(Number(url.searchParams.get('per_page'))) || 20));
  const pageNo = Math.max(1, Math.trunc(Number(url.searchParams.get('page'))) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number) => {
    const u = new URL(url.pathname + url.search, selfUrl);
    u.searchParams.set('page', String(n));
    u.searchParams.set('per_page', String(perPage));
    return u.toString();
  };
  const pages: Record<string, string> = {};
  if (pageNo > 1) Object.assign(pages, { first: link(1), prev: link(pageNo - 1) });
  if (pageNo < last) Object.assign(pages, { last: link(last), next: link(pageNo + 1) });
  return {
    items: items.slice((pageNo - 1) * perPage, pageNo * perPage),
    links: Object.keys(pages).length ? { pages } : {},
    meta: { total: items.length },
  };
}
