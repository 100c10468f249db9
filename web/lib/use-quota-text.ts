import {
  describePackageQuotas,
  formatByteLimit,
  formatCountLimit,
  formatSizeLimit,
  type PackageQuotas,
  type QuotaValue,
} from './format-quota';
import { layoutMessages } from './i18n/layout-messages';
import { useMessages } from './i18n/messages';

/**
 * The quota formatters with 'Unlimited' in the page's language. The word is the shell's (`layout`, always here), as
 * the customer's cards, the plans, the billing centre and the admin's lists all say it: no screen fetches more for it.
 */
export function useQuotaText() {
  const unlimited = useMessages(layoutMessages)('unlimited');
  return {
    unlimited,
    sizeLimit: (limitMb: QuotaValue) => formatSizeLimit(limitMb, unlimited),
    countLimit: (limit: QuotaValue) => formatCountLimit(limit, unlimited),
    byteLimit: (bytes: number) => formatByteLimit(bytes, unlimited),
    packageQuotas: (pkg: PackageQuotas) => describePackageQuotas(pkg, unlimited),
  };
}
