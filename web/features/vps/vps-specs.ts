import type { VpsPublicPackage } from '../../../contract/vps.js';
import { VPS_OS_CHOICES } from '../../../contract/vps-constants.js';
import { formatMegabytes } from '../../lib/format-size';
import type { VpsText } from './i18n';

/** A package's resources as short lines ('2 vCPU', '4.0 GB RAM', …) for the offer and the order summaries. */
export function vpsSpecLines(
  t: VpsText,
  pkg: Pick<VpsPublicPackage, 'vcpu' | 'memory' | 'storage' | 'additionalStorage' | 'ipv4Addresses' | 'trafficPort'>,
): string[] {
  // Figures as strings: written as the admin typed them, as before (no grouping of '1024').
  const storage = pkg.additionalStorage
    ? t('specStorageExtra', { gb: String(pkg.storage), extra: String(pkg.additionalStorage) })
    : t('specStorage', { gb: String(pkg.storage) });
  return [
    t('specVcpu', { count: String(pkg.vcpu) }),
    t('specRam', { size: formatMegabytes(pkg.memory) }),
    storage,
    t(pkg.ipv4Addresses === 1 ? 'specIpv4One' : 'specIpv4Many', { count: String(pkg.ipv4Addresses) }),
    t('specPort', { port: pkg.trafficPort }),
  ];
}

/** An order's OS value as its label when known ('ubuntu-24-04' → 'Ubuntu 24.04 LTS'). */
export function osLabel(value: string | null, choices?: readonly { label: string; value: string }[]): string {
  if (!value) return '—';
  return (
    choices?.find((c) => c.value === value)?.label ?? VPS_OS_CHOICES.find((c) => c.value === value)?.label ?? value
  );
}
