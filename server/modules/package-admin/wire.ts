import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import type { HostingService } from '../hosting/index.js';
import type { HostingBilling } from '../paid-hosting/index.js';
import type { PackageService } from '../packages/index.js';
import { createPackageAdminService } from './service.js';

interface Needs {
  audit: AuditService;
  packages: PackageService;
  hosting: HostingService;
  hostingBilling: HostingBilling;
}

/**
 * Package Management: counts accounts per package, a paid package gets its Stripe price when saved, and a
 * saved package's quotas go onto its WHM package.
 */
export function wire({ db, log, now }: Core, { audit, packages, hosting, hostingBilling }: Needs) {
  return {
    packageAdmin: createPackageAdminService({
      db,
      packages,
      countAccountsOnPackage: (packageId) => hosting.countAccounts({ packageId }),
      log,
      now,
      audit: audit.trail,
      whmPackageSync: {
        schedule: (tx) => hosting.scheduleWhmPackageSync(tx),
        nudge: () => hosting.nudgeWhmPackageSync(),
      },
      ensureStripePrice: async (pkg) =>
        (await hostingBilling.isConfigured())
          ? hostingBilling.ensurePrice({ ...pkg, planType: pkg.planType as 'starter' | 'premium' })
          : null,
    }),
  };
}
