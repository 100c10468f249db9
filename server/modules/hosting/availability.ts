import { HOSTING_MESSAGES, type CheckDomainResponse } from '../../../contract/hosting.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../../lib/audit-log.js';
import type { ApiSettingsService } from '../api-settings/index.js';
import { checkSubdomainLabel, type LabelCheck } from './domain-rules.js';
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
}

export function createAvailability({ db, apiSettings, hostedDomain, log }: AvailabilityDeps) {
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
      return { available: true, domain: check.domain, message: `${check.domain} ${HOSTING_MESSAGES.available}` };
    },

    /** Before creating: 400 for a label that breaks a rule, 409 when the name is taken here or on WHM. */
    async requireAvailable(input: string): Promise<LabelCheck> {
      const check = checkSubdomainLabel(input, hostedDomain);
      if (check.problem) throw new AppError('BAD_REQUEST', check.problem, { field: 'subdomain' });
      if (await isTaken(check.domain)) throw new AppError('CONFLICT', HOSTING_MESSAGES.taken, { field: 'subdomain' });
      return check;
    },
  };
}

export type Availability = ReturnType<typeof createAvailability>;
