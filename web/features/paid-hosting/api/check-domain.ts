import type { DomainAvailability } from '../../../../contract/paid-hosting.js';
import { apiJson } from '../../../lib/api-client';

/** POST /api/domains/availability {label, tld} (000 §7); a non-OK answer throws with the server's message. */
export function checkDomain(label: string, tld: string, signal?: AbortSignal): Promise<DomainAvailability> {
  return apiJson<DomainAvailability>('POST', '/api/domains/availability', { label, tld }, { signal });
}
