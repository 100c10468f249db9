import { useEffect, useState } from 'react';
import { SUBDOMAIN_MIN_LENGTH } from '../../../../contract/hosting-constants.js';
import { checkDomainAvailability, type Availability } from '../api/check-domain-availability';

/** 001 §9: the admin availability check waits 500 ms after the last keystroke. */
export const AVAILABILITY_DEBOUNCE_MS = 500;

export type AvailabilityState = { state: 'idle' | 'checking'; message: string } | Availability;

/** 001 §5: only a-z, 0-9 and hyphen are kept, lowercased. */
export function cleanSubdomain(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** Why a cleaned label cannot be checked yet, or null when it can. */
export function subdomainProblem(label: string): string | null {
  if (label.length < SUBDOMAIN_MIN_LENGTH) return `Subdomain must be at least ${SUBDOMAIN_MIN_LENGTH} characters`;
  if (label.startsWith('-') || label.endsWith('-')) return 'Subdomain cannot start or end with a hyphen';
  return null;
}

/** Checks the label 500 ms after it last changed; a newer label cancels the older check. */
export function useDomainAvailability(label: string): AvailabilityState {
  const [result, setResult] = useState<AvailabilityState>({ state: 'idle', message: '' });
  useEffect(() => {
    if (subdomainProblem(label)) {
      setResult({ state: 'idle', message: '' });
      return;
    }
    setResult({ state: 'checking', message: '' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkDomainAvailability(label, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setResult(answer);
        },
        () => {
          /* aborted by a newer label */
        },
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [label]);
  return result;
}
