// Provider states → our instance statuses (001 §4 labels). Vultr has three fields (vultr.md §5), Azure a
// provisioning state and a power state (azure.md §10).
import type { AzureVmState } from '../../integrations/azure/types.js';
import type { VultrInstance } from '../../integrations/vultr/types.js';

export function vultrStatus(instance: VultrInstance): string {
  if (instance.status === 'pending') return 'pending';
  if (instance.status === 'suspended') return 'halted';
  if (instance.powerStatus === 'stopped') return 'stopped';
  // Active and powered, but still installing or without an address: not ready for the user yet.
  if (instance.serverStatus !== 'ok' || !instance.mainIp) return 'building';
  return 'running';
}

export function azureStatus(vm: AzureVmState): string {
  const provisioning = (vm.provisioningState ?? '').toLowerCase();
  if (provisioning === 'failed') return 'failed';
  if (provisioning === 'deleting') return 'deleting';
  if (provisioning !== 'succeeded') return 'provisioning';
  switch (vm.powerState) {
    case 'running': return 'running';
    case 'starting': return 'provisioning';
    case 'stopped': case 'stopping': return 'stopped';
    case 'deallocated': case 'deallocating': return 'stopped';
    default: return 'provisioning';
  }
}
