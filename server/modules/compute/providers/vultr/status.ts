// Vultr's three state fields (vultr.md §5) → the product's states (001 §4 labels).
import type { VultrInstance } from '../../../../integrations/vultr/types.js';
import type { MachineStatus } from '../types.js';

export function vultrStatus(
  instance: Pick<VultrInstance, 'status' | 'powerStatus' | 'serverStatus' | 'mainIp'>,
): MachineStatus {
  if (instance.status === 'pending') return 'pending';
  if (instance.status === 'suspended') return 'halted';
  if (instance.powerStatus === 'stopped') return 'stopped';
  // Active and powered, but still installing or without an address: not ready for the user yet.
  if (instance.serverStatus !== 'ok' || !instance.mainIp) return 'building';
  return 'running';
}
