import type { VpsPublicPackage } from '../../../contract/vps.js';
import { VPS_OS_CHOICES } from '../../../contract/vps-constants.js';
import { formatMegabytes } from '../../lib/format-size';

/** A package's resources as short lines ('2 vCPU', '4.0 GB RAM', …) for the offer and the order summaries. */
export function vpsSpecLines(
  pkg: Pick<VpsPublicPackage, 'vcpu' | 'memory' | 'storage' | 'additionalStorage' | 'ipv4Addresses' | 'trafficPort'>,
): string[] {
  return [
    `${pkg.vcpu} vCPU`,
    `${formatMegabytes(pkg.memory)} RAM`,
    `${pkg.storage} GB SSD storage${pkg.additionalStorage ? ` + ${pkg.additionalStorage} GB extra` : ''}`,
    `${pkg.ipv4Addresses} IPv4 address${pkg.ipv4Addresses === 1 ? '' : 'es'}`,
    `${pkg.trafficPort} port`,
  ];
}

/** An order's OS value as its label when known ('ubuntu-24-04' → 'Ubuntu 24.04 LTS'). */
export function osLabel(value: string | null, choices?: readonly { label: string; value: string }[]): string {
  if (!value) return '—';
  return (
    choices?.find((c) => c.value === value)?.label ?? VPS_OS_CHOICES.find((c) => c.value === value)?.label ?? value
  );
}
