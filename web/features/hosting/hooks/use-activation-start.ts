import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TIMINGS } from '../../../../contract/constants.js';
import { getSessionJson, SESSION_KEYS } from '../../../lib/storage';

interface DomainRegistrationData {
  timestamp?: number;
  hostingAccount?: { status?: string } | null;
}

/**
 * When the activation countdown runs (000 §2/§4): '?activation=true' (an anonymous user's account created
 * from the dashboard) starts it now; a domain registration less than 120 s old whose account was still
 * pending carries on its countdown. Null when there is nothing to wait for.
 */
export function useActivationStart(now = Date.now) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('activation') === 'true';
  const [registeredAt] = useState(() => {
    const data = getSessionJson<DomainRegistrationData>(SESSION_KEYS.domainRegistrationData);
    const at = data?.timestamp;
    if (typeof at !== 'number' || data?.hostingAccount?.status === 'active') return null;
    const age = now() - at;
    return age >= 0 && age < TIMINGS.activationCountdownMs ? at : null;
  });
  const [dismissed, setDismissed] = useState(false);

  // Once over, the parameter leaves the address so a reload does not start another countdown.
  const finish = useCallback(() => {
    setDismissed(true);
    const params = new URLSearchParams(search);
    if (!params.has('activation')) return;
    params.delete('activation');
    const rest = params.toString();
    navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [search, location, navigate]);

  const startedAt = dismissed ? null : requested ? undefined : registeredAt;
  return { active: !dismissed && (requested || registeredAt !== null), startedAt: startedAt ?? undefined, finish };
}
