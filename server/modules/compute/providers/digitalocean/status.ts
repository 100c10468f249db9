// A Droplet's status (droplets/models/droplet.yml: new, active, off, archive) → the product's states (001 §4 labels).
import type { DigitalOceanDroplet } from '../../../../integrations/digitalocean/types.js';
import type { MachineStatus } from '../types.js';

export function digitaloceanStatus(droplet: Pick<DigitalOceanDroplet, 'status' | 'publicIpv4'>): MachineStatus {
  if (droplet.status === 'new') return 'pending';
  if (droplet.status === 'off') return 'stopped';
  // An archived Droplet is kept by DigitalOcean without running; nothing a user can start.
  if (droplet.status === 'archive') return 'halted';
  // Active but without a public address yet: not reachable for the user.
  if (!droplet.publicIpv4) return 'building';
  return 'running';
}
