// Azure's provisioning state and power state (azure.md §10) → the product's states (001 §4 labels).
import type { AzureVmState } from '../../../../integrations/azure/types.js';
import type { MachineStatus } from '../types.js';

export function azureStatus(vm: AzureVmState): MachineStatus {
  const provisioning = (vm.provisioningState ?? '').toLowerCase();
  if (provisioning === 'failed') return 'failed';
  if (provisioning === 'deleting') return 'deleting';
  if (provisioning !== 'succeeded') return 'provisioning';
  switch (vm.powerState) {
    case 'running':
      return 'running';
    case 'starting':
      return 'provisioning';
    case 'stopped':
    case 'stopping':
      return 'stopped';
    case 'deallocated':
    case 'deallocating':
      return 'stopped';
    default:
      return 'provisioning';
  }
}
