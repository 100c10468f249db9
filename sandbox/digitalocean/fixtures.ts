// The catalogue the fake DigitalOcean serves: a few real region, size and distribution image entries in the shapes
// of DigitalOcean's OpenAPI document (regions/models/region.yml, sizes/models/size.yml, images/models/image.yml).
// Prices are DigitalOcean's list prices for Basic Droplets.

const size = (
  slug: string,
  memory: number,
  vcpus: number,
  disk: number,
  transfer: number,
  priceMonthly: number,
  regions: string[],
) => ({
  slug,
  memory,
  vcpus,
  disk,
  transfer,
  price_monthly: priceMonthly,
  price_hourly: Math.round((priceMonthly / 672) * 1e5) / 1e5,
  regions,
  available: true,
  description: 'Basic',
  disk_info: [{ type: 'local', size: { amount: disk, unit: 'gib' } }],
});

const EVERYWHERE = ['nyc1', 'nyc3', 'sfo3', 'ams3', 'fra1', 'lon1', 'sgp1', 'tor1', 'blr1', 'syd1'];

export const FAKE_DO_SIZES = [
  size('s-1vcpu-512mb-10gb', 512, 1, 10, 0.5, 4, ['nyc1', 'fra1', 'sfo3']),
  size('s-1vcpu-1gb', 1024, 1, 25, 1, 6, EVERYWHERE),
  size('s-1vcpu-2gb', 2048, 1, 50, 2, 12, EVERYWHERE),
  size('s-2vcpu-2gb', 2048, 2, 60, 3, 18, EVERYWHERE),
  size('s-2vcpu-4gb', 4096, 2, 80, 4, 24, EVERYWHERE),
  size('s-4vcpu-8gb', 8192, 4, 160, 5, 48, ['nyc3', 'fra1', 'ams3', 'lon1']),
];

const FEATURES = ['backups', 'ipv6', 'metadata', 'install_agent', 'storage', 'image_transfer'];
const region = (slug: string, name: string, available = true) => ({
  name,
  slug,
  features: FEATURES,
  available,
  sizes: available ? FAKE_DO_SIZES.filter((s) => s.regions.includes(slug)).map((s) => s.slug) : [],
});

export const FAKE_DO_REGIONS = [
  region('nyc1', 'New York 1'),
  region('nyc2', 'New York 2', false),
  region('nyc3', 'New York 3'),
  region('sfo3', 'San Francisco 3'),
  region('ams3', 'Amsterdam 3'),
  region('fra1', 'Frankfurt 1'),
  region('lon1', 'London 1'),
  region('sgp1', 'Singapore 1'),
  region('tor1', 'Toronto 1'),
  region('blr1', 'Bangalore 1'),
  region('syd1', 'Sydney 1'),
];

const image = (id: number, slug: string, name: string, distribution: string, minDisk: number) => ({
  id,
  name,
  distribution,
  slug,
  public: true,
  regions: EVERYWHERE,
  created_at: '2025-04-24T16:11:24Z',
  min_disk_size: minDisk,
  type: 'base',
  size_gigabytes: 2.3,
  description: `${distribution} ${name} x64`,
  tags: [],
  status: 'available',
});

export const FAKE_DO_IMAGES = [
  image(185121098, 'ubuntu-24-04-x64', '24.04 (LTS) x64', 'Ubuntu', 7),
  image(129211873, 'ubuntu-22-04-x64', '22.04 (LTS) x64', 'Ubuntu', 7),
  image(184929087, 'debian-12-x64', '12 x64', 'Debian', 7),
  image(174464578, 'rockylinux-9-x64', '9 x64', 'Rocky Linux', 10),
  image(171447066, 'fedora-41-x64', '41 x64', 'Fedora', 15),
];

/** A 1-Click application image: listed without ?type=distribution only. */
export const FAKE_DO_APP_IMAGES = [
  { ...image(180043230, 'wordpress-24-04', 'WordPress 6.8 on Ubuntu 24.04', 'Ubuntu', 25), type: 'snapshot' },
];

/** SSH keys already on the sandbox team: create accepts their id or fingerprint. */
export const FAKE_DO_SSH_KEYS = [
  { id: 289794, fingerprint: '3b:16:e4:bf:8b:00:8b:b8:59:8c:a9:d3:f0:19:fa:45', name: 'Sandbox admin key' },
];
