import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TIMINGS } from '../../../../contract/constants.js';
import { getActivationStartedAt, getSessionJson, SESSION_KEYS, setActivationStartedAt } from '../../../lib/storage';

interface DomainRegistrationData {
  timestamp?: number;
  hostingAccount?: { status?: string } | null;
}

const isRunning = (at: number | null, now: number): at is number =>
  at !== null && now - at >= 0 && now - at < TIMINGS.activationCountdownMs;

/**
 * When the activation countdown runs (000 §2/§4): '?activation=true' (an anonymous user's account created
 * from the dashboard) starts it now; a domain registration less than 120 s old whose account was still
 * pending carries on its countdown. The start is kept in sessionStorage and the parameter leaves the address
 * at once, so a reload carries the countdown on (or shows nothing once it is over) instead of starting again.
 */
export function useActivationStart(now = Date.now) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('activation') === 'true';
  const [startedAt, setStartedAt] = useState<number | null>(() => {
    const at = now();
    if (requested) {
      setActivationStartedAt(at);
      return at;
    }
    const stored = getActivationStartedAt();
    if (isRunning(stored, at)) return stored;
    const data = getSessionJson<DomainRegistrationData>(SESSION_KEYS.domainRegistrationData);
    const registered =
      typeof data?.timestamp === 'number' && data?.hostingAccount?.status !== 'active' ? data.timestamp : null;
    return isRunning(registered, at) ? registered : null;
  });

  useEffect(() => {
    if (!requested) return;
    const params = new URLSearchParams(search);
    params.delete('activation');
    const rest = params.toString();
    navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [requested, search, location, navigate]);

  const finish = useCallback(() => {
    setActivationStartedAt(null);
    setStartedAt(null);
  }, []);

  return { active: startedAt !== null, startedAt: startedAt ?? undefined, finish };
}
