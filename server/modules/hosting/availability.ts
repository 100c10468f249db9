import { HOSTING_MESSAGES, type CheckDomainResponse } from '../../../contract/hosting.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import { checkSubdomainLabel, type LabelCheck } from './domain-rules.js';
import type { SiteGuardSlot } from './site-guard.js';
import { isDomainTaken } from './repo.js';
import { describeWhmError } from './whm-errors.js';

// A search is interactive: WHM gets a short time-out, and when it cannot answer we decide on our own rows
// (provisioning still refuses a domain that WHM holds for another account, and says so).
const WHM_CHECK_TIMEOUT_MS = 5_000;

export interface AvailabilityDeps {
  db: Db;
  apiSettings: ApiSettingsService;
  hostedDomain: string;
  log: AuditLog;
  guard: SiteGuardSlot;
}

/** A name that may be claimed, with the guard's review note when it is to be held for review. */
export type ClaimCheck = LabelCheck & { review: unknown };

export function createAvailability({ db, apiSettings, hostedDomain, log, guard }: AvailabilityDeps) {
  async function isTakenOnWhm(domain: string): Promise<boolean> {
    const client = await apiSettings.getWhmClient({ timeoutMs: WHM_CHECK_TIMEOUT_MS });
    if (!client) return false;
    try {
      const found = await client.listAccounts({ searchtype: 'domain', search: domain, exact: true });
      return found.some((a) => a.domain.toLowerCase() === domain);
    } catch (error) {
      log.warn(
        { event: 'whm-domain-check-failed', reason: describeWhmError(error) },
        'WHM domain check failed; answering from local data',
      );
      return false;
    }
  }

  async function isTaken(domain: string): Promise<boolean> {
    return (await isDomainTaken(db, domain)) || (await isTakenOnWhm(domain));
  }

  return {
    /** POST /api/check-domain-availability: rule failures are answers (available false), not errors. */
    async checkAvailability(input: string): Promise<CheckDomainResponse> {
      const check = checkSubdomainLabel(input, hostedDomain);
      if (check.problem) return { available: false, domain: check.domain, message: check.problem };
      if (await isTaken(check.domain))
        return { available: false, domain: check.domain, message: HOSTING_MESSAGES.taken };
      const verdict = await guard.get().checkName(check.domain, 'free');
      if (verdict.outcome === 'refuse') return { available: false, domain: check.domain, message: verdict.message };
      return { available: true, domain: check.domain, message: `${check.domain} ${HOSTING_MESSAGES.available}` };
    },

    /**
     * Before creating: 400 for a label that breaks a rule or that the guard refuses, 409 when the name is taken here
     * or on WHM. An admin's own choice is never refused by the guard, only held for review (it is deliberate and
     * audited).
     */
    async requireAvailable(input: string, options: { byAdmin?: boolean } = {}): Promise<ClaimCheck> {
      const check = checkSubdomainLabel(input, hostedDomain);
      if (check.problem) throw new AppError('BAD_REQUEST', check.problem, { field: 'subdomain' });
      if (await isTaken(check.domain)) throw new AppError('CONFLICT', HOSTING_MESSAGES.taken, { field: 'subdomain' });
      const verdict = await guard.get().checkName(check.domain, 'free');
      if (verdict.outcome === 'refuse' && !options.byAdmin)
        throw new AppError('BAD_REQUEST', verdict.message, { field: 'subdomain' });
      return { ...check, review: verdict.outcome === 'allow' ? null : verdict.review };
    },
  };
}

export type Availability = ReturnType<typeof createAvailability>;
