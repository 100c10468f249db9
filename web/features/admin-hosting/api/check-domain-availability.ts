import type { CheckDomainResponse } from '../../../../contract/hosting.js';
import { parseApiError } from '../../../lib/api-error';
import { apiJson } from '../../../lib/api-client';

export type Availability =
  | { state: 'available' | 'unavailable'; message: string }
  | { state: 'error'; message: string };

/**
 * POST /api/check-domain-availability. 001 §8 names the admin check's failures: network error, server
 * error (500), service unavailable (404) and an answer without a boolean `available`.
 */
export async function checkDomainAvailability(domain: string, signal?: AbortSignal): Promise<Availability> {
  let answer: Partial<CheckDomainResponse> | null;
  try {
    answer = await apiJson<Partial<CheckDomainResponse> | null>(
      'POST',
      '/api/check-domain-availability',
      { domain },
      { signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    const { status, message } = parseApiError(error);
    if (status === null)
      return { state: 'error', message: 'Network error: could not reach the server to check this domain.' };
    if (status === 404)
      return { state: 'error', message: 'Service unavailable: the domain check is not available right now.' };
    if (status >= 500)
      return { state: 'error', message: 'Server error: the domain could not be checked. Please try again.' };
    return { state: 'error', message: message || 'The domain could not be checked.' };
  }
  if (!answer || typeof answer.available !== 'boolean') {
    return { state: 'error', message: 'Invalid response format from the domain check.' };
  }
  const message = typeof answer.message === 'string' ? answer.message : '';
  return { state: answer.available ? 'available' : 'unavailable', message };
}
