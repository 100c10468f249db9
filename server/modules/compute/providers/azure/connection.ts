// An Azure service principal → the CloudConnection contract (providers/types.ts) on the Entra ID + ARM client.
// A trial is one resource group (VNet, IP, NSG, NIC, VM) whose PUTs are all create-or-replace, so repeating a
// launch after a lost answer changes nothing; terminate deletes the group.
import {
  AZURE_DEFAULT_REGION,
  AZURE_OS_CHOICES,
  AZURE_VM_SIZE,
  type AzureOs,
} from '../../../../../contract/compute.js';
import { fillMessage } from '../../../../../contract/i18n/format.js';
import { AZURE_IMAGES } from '../../../../integrations/azure/http-client.js';
import { AzureError, type AzureClient } from '../../../../integrations/azure/types.js';
import type { CloudConnection, LaunchSpec, MachineRef } from '../types.js';
import { isPermanent } from '../../provider-errors.js';
import {
  AZURE_ADMIN_USERNAME,
  AZURE_PLATFORM_VALUE,
  AZURE_TAG_PLATFORM,
  AZURE_TRIAL_PRIORITY,
  trialResourceGroup,
  trialVmName,
} from './names.js';
import { AZURE_MESSAGES } from './messages.js';
import { azureStatus } from './status.js';

export const AZURE_TRIAL_SPECS = { vcpuCount: 1, ram: 2048, disk: 60 } as const;

function groupOf(ref: MachineRef): string {
  if (!ref.group) throw new AzureError('not_found', 'This Azure machine has no resource group');
  return ref.group;
}

function trialSpec(spec: LaunchSpec) {
  const os = (AZURE_OS_CHOICES.some((o) => o.id === spec.image) ? spec.image : 'ubuntu-24-04') as AzureOs;
  const name = spec.machineName ?? trialVmName(spec.rowId);
  return {
    resourceGroup: spec.group ?? trialResourceGroup(spec.rowId),
    location: spec.region || AZURE_DEFAULT_REGION,
    name,
    computerName: name,
    size: spec.plan || AZURE_VM_SIZE,
    priority: AZURE_TRIAL_PRIORITY,
    image: AZURE_IMAGES[os],
    adminUsername: spec.adminUsername || AZURE_ADMIN_USERNAME,
    adminPassword: spec.adminPassword!,
    customData: spec.userData,
    sshPublicKeys: AZURE_IMAGES[os].windows ? [] : spec.sshKeys,
    tags: {
      [AZURE_TAG_PLATFORM]: AZURE_PLATFORM_VALUE,
      install: spec.install,
      instanceRow: String(spec.rowId),
      ...(spec.expiresAt ? { expiresAt: spec.expiresAt.toISOString() } : {}),
    },
  };
}

export function azureConnection(client: AzureClient, allowedRegions: readonly string[]): CloudConnection {
  return {
    async catalogue() {
      return {
        regions: (allowedRegions.length ? allowedRegions : [AZURE_DEFAULT_REGION]).map((id) => ({
          id,
          city: null,
          country: null,
          continent: null,
        })),
        plans: [
          {
            id: AZURE_VM_SIZE,
            ...AZURE_TRIAL_SPECS,
            monthlyCost: null,
            hourlyCost: null,
            locations: [...allowedRegions],
          },
        ],
        images: AZURE_OS_CHOICES.map((o) => ({ id: o.id, name: o.name, family: null, arch: null })),
      };
    },
    // Every launch step is an idempotent PUT: a repeated launch is the re-link.
    findLaunched: async () => null,
    async launch(input) {
      if (!input.adminPassword) throw new AzureError('rejected', 'The trial has no credentials');
      const spec = trialSpec(input);
      try {
        await client.putResourceGroup(spec.resourceGroup, spec.location, spec.tags);
        await client.putTrialNetwork(spec);
        await client.putTrialVm(spec);
      } catch (error) {
        // Nothing of a refused trial may keep costing money: the group goes (the sweeper retries if this fails).
        if (isPermanent(error)) await client.deleteResourceGroup(spec.resourceGroup).catch(() => undefined);
        throw error;
      }
      return {
        ref: { providerInstanceId: spec.name, group: spec.resourceGroup },
        status: 'provisioning',
        ipv4: null,
        label: null,
        region: spec.location,
        plan: spec.size,
        imageName: null,
        ours: true,
        rowId: input.rowId,
        createdAt: null,
        generatedPassword: null,
      };
    },
    async status(ref, knownIpv4) {
      const group = groupOf(ref);
      const vm = await client.getVm(group, ref.providerInstanceId);
      if (!vm) return (await client.getResourceGroup(group)) ? null : 'gone';
      const status = azureStatus(vm);
      const ipv4 = knownIpv4 ?? (status === 'running' ? await client.getPublicIp(group, ref.providerInstanceId) : null);
      return { status, ipv4 };
    },
    start: (ref) => client.startVm(groupOf(ref), ref.providerInstanceId),
    // Deallocate: no compute charge while stopped, disks kept.
    stop: (ref) => client.deallocateVm(groupOf(ref), ref.providerInstanceId),
    reboot: (ref) => client.restartVm(groupOf(ref), ref.providerInstanceId),
    console: async () => null,
    async terminate(ref) {
      if (ref.group) await client.deleteResourceGroup(ref.group);
    },
    async listMachines(_installTag, install) {
      const groups = await client.listResourceGroups(AZURE_TAG_PLATFORM, AZURE_PLATFORM_VALUE);
      return groups
        .filter((g) => g.tags.install === install)
        .map((g) => {
          const rowId = Number(g.tags.instanceRow);
          return {
            ref: { providerInstanceId: '', group: g.name },
            status: 'provisioning' as const,
            ipv4: null,
            label: g.name,
            region: g.location,
            plan: null,
            imageName: null,
            ours: true,
            rowId: Number.isInteger(rowId) && rowId > 0 ? rowId : null,
            createdAt: null,
            generatedPassword: null,
          };
        });
    },
    // The trial is free to the user; the $3 run beyond it is priced per 48 hours, not per hour.
    costPerHour: async () => null,
    async testCredentials() {
      const subscription = await client.getSubscription();
      return {
        message: fillMessage(AZURE_MESSAGES.connected, {
          subscription: subscription.displayName ?? subscription.subscriptionId,
        }),
        details: { subscription },
      };
    },
  };
}
