import type { Core } from '../../wiring/core.js';
import type { AuditService } from '../audit/index.js';
import { createYourDataService, type YourDataDeps } from './service.js';

type Needs = Omit<YourDataDeps, 'db' | 'auditLog' | 'audit' | 'log' | 'now'> & { audit: AuditService };

/** A user's own data: reads every module through its service, so it is wired last. */
export function wire(
  { db, log, now }: Core,
  { audit, accounts, hosting, devices, library, donations, paidHosting, compute, vps, payments }: Needs,
) {
  return {
    yourData: createYourDataService({
      db,
      accounts,
      hosting,
      devices,
      library,
      donations,
      paidHosting,
      compute,
      vps,
      payments,
      auditLog: audit,
      audit: audit.trail,
      log,
      now,
    }),
  };
}
