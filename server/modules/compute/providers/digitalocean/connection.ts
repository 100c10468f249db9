// A DigitalOcean account's token → the CloudConnection contract (providers/types.ts) on the DigitalOcean API v2 client.
import { fillMessage } from '../../../../../contract/i18n/format.js';
import type { DigitalOceanClient, DigitalOceanDroplet } from '../../../../integrations/digitalocean/types.js';
import { generateVmPassword, rowIdFromTags, rowTag } from '../../names.js';
import type { CloudConnection, Machine } from '../types.js';
import { DIGITALOCEAN_MESSAGES } from './contract.js';
import { digitaloceanStatus } from './status.js';
import { buildUserData } from './user-data.js';

/** DigitalOcean tag names take letters, digits, '_', '-' and ':' only; a HOSTED_DOMAIN's dots become '_'. */
export const doTag = (tag: string) => tag.replace(/[^a-zA-Z0-9_\-:]/g, '_').slice(0, 255);
/** A Droplet name is its hostname: ^[a-zA-Z0-9]?[a-z0-9A-Z.-]*[a-z0-9A-Z]$. */
export const dropletName = (wanted: string, rowId: number) => {
  const cleaned = wanted
    .replace(/[^a-zA-Z0-9.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 63);
  return cleaned || `hostfree-${rowId}`;
};

function machineOf(droplet: DigitalOceanDroplet, installTag: string | null): Machine {
  const ours = installTag !== null && droplet.tags.includes(doTag(installTag));
  return {
    ref: { providerInstanceId: String(droplet.id), group: null },
    status: digitaloceanStatus(droplet),
    ipv4: droplet.publicIpv4,
    label: droplet.name || null,
    region: droplet.region || null,
    plan: droplet.sizeSlug || null,
    imageName: [droplet.image.distribution, droplet.image.name].filter(Boolean).join(' ') || null,
    ours,
    rowId: ours ? rowIdFromTags(droplet.tags) : null,
    createdAt: droplet.createdAt,
    generatedPassword: null,
  };
}

const idOf = (providerInstanceId: string) => Number(providerInstanceId);

export function digitaloceanConnection(client: DigitalOceanClient, allowedRegions: readonly string[]): CloudConnection {
  return {
    async catalogue() {
      const [sizes, regions, images] = await Promise.all([
        client.listSizes(),
        client.listRegions(),
        client.listDistributionImages(),
      ]);
      const allowed = allowedRegions.length ? new Set(allowedRegions) : null;
      const regionList = regions.filter((r) => r.available && (!allowed || allowed.has(r.slug)));
      const regionIds = new Set(regionList.map((r) => r.slug));
      return {
        regions: regionList.map((r) => ({ id: r.slug, city: r.name, country: null, continent: null })),
        plans: sizes
          .filter((s) => s.available)
          .map((s) => ({
            id: s.slug,
            vcpuCount: s.vcpus,
            ram: s.memory,
            disk: s.disk,
            monthlyCost: s.priceMonthly,
            hourlyCost: s.priceHourly,
            locations: s.regions.filter((r) => regionIds.has(r)),
          }))
          .filter((p) => p.locations.length > 0),
        // By numeric id (create takes an id or a slug): the launch forms and rows keep OS ids as numbers.
        images: images
          .filter((i) => i.status !== 'retired' && i.status !== 'deleted')
          .map((i) => ({
            id: i.id,
            name: `${i.distribution} ${i.name}`.trim(),
            family: i.distribution.toLowerCase() || null,
            arch: 'x64',
          })),
      };
    },
    async findLaunched({ rowId, installTag }) {
      const found = (await client.listDroplets({ tagName: doTag(rowTag(rowId)) })).find((d) =>
        d.tags.includes(doTag(installTag)),
      );
      return found ? machineOf(found, installTag) : null;
    },
    async launch(spec) {
      // Never retried by the client (a second billable Droplet): a lost answer is found again by findLaunched.
      const password = spec.adminPassword ?? generateVmPassword();
      const { droplet } = await client.createDroplet({
        name: dropletName(spec.hostname || spec.label, spec.rowId),
        region: spec.region,
        size: spec.plan,
        image: typeof spec.image === 'string' && /^\d+$/.test(spec.image) ? Number(spec.image) : spec.image,
        tags: [...new Set(spec.tags.map(doTag))],
        userData: buildUserData(password, spec.sshKeys, spec.userData),
        ipv6: spec.enableIpv6,
        backups: spec.backups === 'enabled',
      });
      return { ...machineOf(droplet, spec.installTag), generatedPassword: spec.adminPassword ? null : password };
    },
    async status(ref, knownIpv4) {
      const droplet = await client.getDroplet(idOf(ref.providerInstanceId));
      if (!droplet) return 'gone';
      return { status: digitaloceanStatus(droplet), ipv4: droplet.publicIpv4 ?? knownIpv4 };
    },
    async start(ref) {
      await client.dropletAction(idOf(ref.providerInstanceId), 'power_on');
    },
    async stop(ref) {
      await client.dropletAction(idOf(ref.providerInstanceId), 'shutdown');
    },
    async reboot(ref) {
      await client.dropletAction(idOf(ref.providerInstanceId), 'reboot');
    },
    // No API for a browser console: the owner gets the address and the root password instead (docs/decisions.md).
    console: async () => null,
    async terminate(ref) {
      if (ref.providerInstanceId) await client.deleteDroplet(idOf(ref.providerInstanceId));
    },
    async listMachines(installTag) {
      return (await client.listDroplets()).map((d) => machineOf(d, installTag));
    },
    async costPerHour(plan) {
      return (await client.listSizes()).find((s) => s.slug === plan)?.priceHourly ?? null;
    },
    async testCredentials() {
      const account = await client.getAccount();
      return {
        message:
          account.status === 'active'
            ? DIGITALOCEAN_MESSAGES.tokenVerified
            : fillMessage(DIGITALOCEAN_MESSAGES.tokenVerifiedStatus, { status: account.status }),
        details: {
          account: {
            email: account.email,
            status: account.status,
            team: account.teamName,
            dropletLimit: account.dropletLimit,
          },
        },
      };
    },
  };
}
