import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../server-message';
import { checkDomainAvailability } from '../api/check-domain-availability';
import { HOSTING_MESSAGES, normaliseSubdomainLabel } from '../../../../contract/hosting-constants.js';
import { translate, useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { domainsMessages } from '../i18n';

/** 000 §4: idle, then submitted, then checking, then available or not available. */
export type DomainSearchState =
  | { status: 'idle' }
  | { status: 'submitted' | 'checking'; label: string; domain: string }
  | { status: 'available' | 'unavailable'; label: string; domain: string; message: string };

/**
 * The search half of the domain search card: normalises the typed name (000 §5), asks the server, and
 * keeps only the answer to the latest question (typing again or a newer search makes older answers moot).
 */
export function useDomainSearch(hostedDomain: string) {
  const [state, setState] = useState<DomainSearchState>({ status: 'idle' });
  const latest = useRef(0);
  // The words are here before a search can start (the effect below says them through translate()).
  useMessages(domainsMessages);
  const tError = useErrorText();

  /** Returns the normalised label, or null (and the 'Domain name required' toast) when nothing is left. */
  const search = useCallback(
    (raw: string): string | null => {
      const label = normaliseSubdomainLabel(raw, hostedDomain);
      if (!label) {
        toast({
          title: tError(HOSTING_MESSAGES.domainRequiredTitle),
          description: tError(HOSTING_MESSAGES.domainRequired),
          variant: 'destructive',
        });
        return null;
      }
      setState({ status: 'submitted', label, domain: `${label}.${hostedDomain}` });
      return label;
    },
    [hostedDomain, tError],
  );

  // A submitted search starts its check here, so 'submitted' and 'checking' are two real, visible steps.
  useEffect(() => {
    if (state.status !== 'submitted') return;
    const { label, domain } = state;
    const ticket = ++latest.current;
    setState({ status: 'checking', label, domain });
    checkDomainAvailability(domain).then(
      (result) => {
        if (ticket !== latest.current) return;
        const checked = result.domain || domain;
        setState({
          status: result.available ? 'available' : 'unavailable',
          label,
          domain: checked,
          message: result.message,
        });
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        toast({
          title: translate(domainsMessages, 'lookupFailedTitle'),
          description: serverMessage(error, translate(domainsMessages, 'lookupFailedFallback')),
          variant: 'destructive',
        });
        setState({ status: 'idle' });
      },
    );
  }, [state]);

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, search, reset, isChecking: state.status === 'submitted' || state.status === 'checking' };
}
