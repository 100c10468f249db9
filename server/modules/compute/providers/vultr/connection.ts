// A Vultr account's key → the CloudConnection contract (providers/types.ts) on the Vultr API v2 client.
import type { VultrClient, VultrInstance } from '../../../../integrations/vultr/types.js';
import { rowIdFromTags, rowTag } from '../../names.js';
import { cloudInitUserData } from '../cloud-init.js';
import type { CloudConnection, Machine } from '../types.js';
import { vultrStatus } from './status.js';

/** Sources the OS picker hides (vultr.md §9): they need an ISO, snapshot, backup or app id, not os_id. */
const HIDDEN_OS_FAMILIES = new Set(['iso', 'snapshot', 'backup', 'application']);
/** Vultr bills by the hour up to the monthly price, which it reaches at 672 hours (28 days). */
const VULTR_HOURS_PER_MONTH = 672;

function machineOf(instance: VultrInstance, installTag: string | null): Machine {
  const ours = installTag !== null && instance.tags.includes(installTag);
  return {
    ref: { providerInstanceId: instance.id, group: null },
    status: vultrStatus(instance),
    ipv4: instance.mainIp,
    label: instance.label || instance.hostname || null,
    region: instance.region,
    plan: instance.plan,
    imageName: instance.os,
    ours,
    rowId: ours ? rowIdFromTags(instance.tags) : null,
    createdAt: instance.dateCreated,
    generatedPassword: instance.defaultPassword,
  };
}

export function vultrConnection(client: VultrClient, allowedRegions: readonly string[]): CloudConnection {
  async function plans() {
    return (await client.listPlans()).map((p) => ({
      id: p.id,
      vcpuCount: p.vcpuCount,
      ram: p.ram,
      disk: p.disk,
      monthlyCost: p.monthlyCost,
      hourlyCost: p.monthlyCost === null ? null : Math.round((p.monthlyCost / VULTR_HOURS_PER_MONTH) * 1000) / 1000,
      locations: p.locations,
    }));
  }
  return {
    async catalogue() {
      const [planList, regions, os] = await Promise.all([plans(), client.listRegions(), client.listOs()]);
      const allowed = allowedRegions.length ? new Set(allowedRegions) : null;
      const regionList = regions.filter((r) => !allowed || allowed.has(r.id));
      const regionIds = new Set(regionList.map((r) => r.id));
      return {
        regions: regionList.map((r) => ({ id: r.id, city: r.city, country: r.country, continent: r.continent })),
        plans: planList
          .map((p) => ({ ...p, locations: p.locations.filter((l) => regionIds.has(l)) }))
          .filter((p) => p.locations.length > 0),
        images: os
          .filter((o) => !HIDDEN_OS_FAMILIES.has(o.family))
          .map((o) => ({ id: o.id, name: o.name, family: o.family, arch: o.arch })),
      };
    },
    async findLaunched({ rowId, installTag }) {
      const found = (await client.listInstances()).find(
        (i) => i.tags.includes(rowTag(rowId)) && i.tags.includes(installTag),
      );
      return found ? { ...machineOf(found, installTag), generatedPassword: null } : null;
    },
    async launch(spec) {
      // Vultr's create is never retried by the client: a lost answer is found again by findLaunched (the row tag).
      const created = await client.createInstance({
        region: spec.region,
        plan: spec.plan,
        osId: Number(spec.image),
        label: spec.label,
        hostname: spec.hostname ?? undefined,
        tags: spec.tags,
        enableIpv6: spec.enableIpv6,
        backups: spec.backups,
        // Vultr's sshkey_id wants keys stored on the account first: the keys travel in the cloud-init data instead.
        userData: cloudInitUserData({ sshKeys: spec.sshKeys, userData: spec.userData }) ?? undefined,
      });
      return machineOf(created, spec.installTag);
    },
    async status(ref, knownIpv4) {
      const instance = await client.getInstance(ref.providerInstanceId);
      if (!instance) return 'gone';
      return { status: vultrStatus(instance), ipv4: instance.mainIp ?? knownIpv4 };
    },
    start: (ref) => client.startInstance(ref.providerInstanceId),
    stop: (ref) => client.haltInstance(ref.providerInstanceId),
    reboot: (ref) => client.rebootInstance(ref.providerInstanceId),
    async console(ref) {
      return (await client.getInstance(ref.providerInstanceId))?.kvm || null;
    },
    async terminate(ref) {
      if (ref.providerInstanceId) await client.deleteInstance(ref.providerInstanceId);
    },
    async listMachines(installTag) {
      return (await client.listInstances()).map((i) => ({ ...machineOf(i, installTag), generatedPassword: null }));
    },
    async costPerHour(plan) {
      return (await plans()).find((p) => p.id === plan)?.hourlyCost ?? null;
    },
    async testCredentials() {
      const account = await client.getAccount();
      return { message: 'API key verified', details: { account } };
    },
  };
}
