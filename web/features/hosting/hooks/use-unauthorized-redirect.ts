import { useEffect } from 'react';
import { TIMINGS } from '../../../../contract/constants.js';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { leavePage } from '../../../lib/page-navigation';

let redirecting = false;

/** True for the '401: ...' errors the api client throws. */
export function isUnauthorized(error: unknown): boolean {
  return parseApiError(error).status === 401;
}

/**
 * 000 §2/§8: a client dashboard whose calls answer 401 (the session ended) toasts 'Unauthorized' and sends the
 * browser to /api/login after 500 ms. Once per page, however many queries fail together.
 */
export function useUnauthorizedRedirect(error: unknown) {
  const unauthorized = error !== null && error !== undefined && isUnauthorized(error);
  useEffect(() => {
    if (!unauthorized || redirecting) return;
    redirecting = true;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    setTimeout(() => leavePage('/api/login'), TIMINGS.redirectMs);
  }, [unauthorized]);
}

/** Test hook. */
export function resetUnauthorizedRedirect() {
  redirecting = false;
}
