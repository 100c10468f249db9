import { useEffect, useState } from 'react';
import { SUBDOMAIN_MIN_LENGTH } from '../../../../contract/hosting-constants.js';
import { checkDomainAvailability, type Availability } from '../api/check-domain-availability';
import { englishHosting, type HostingTranslate } from '../i18n';

/** 001 §9: the admin availability check waits 500 ms after the last keystroke. */
export const AVAILABILITY_DEBOUNCE_MS = 500;

export type AvailabilityState = { state: 'idle' | 'checking'; message: string } | Availability;

/** 001 §5: only a-z, 0-9 and hyphen are kept, lowercased. */
export function cleanSubdomain(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** Why a cleaned label cannot be checked yet (in the screen's words, English by default), or null when it can. */
export function subdomainProblem(label: string, t: HostingTranslate = englishHosting): string | null {
  if (label.length < SUBDOMAIN_MIN_LENGTH) return t('subdomainTooShort', { min: SUBDOMAIN_MIN_LENGTH });
  if (label.startsWith('-') || label.endsWith('-')) return t('subdomainHyphen');
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
