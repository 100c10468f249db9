import { useCallback, useRef, useState } from 'react';
import type { DomainAvailability } from '../../../../contract/paid-hosting.js';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { checkDomain } from '../api/check-domain';
import { availabilityText } from '../availability-text';
import { paidHostingText } from '../i18n';
import { alternativeTlds, cleanLabel, preselect } from '../plan-rules';

export type PremiumSearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'results'; label: string; requested: DomainAvailability; alternatives: DomainAvailability[] };

const messageOf = (error: unknown, fallback: string) => {
  const parsed = parseApiError(error);
  return parsed.status !== null && parsed.message ? parsed.message : fallback;
};

/**
 * 000 §4 premium domain search: idle → searching → results with an optional selection. When the requested name is
 * taken, the other extensions are asked; lookups of alternatives that fail are skipped silently. The first
 * available result is preselected (requested, else first available alternative, else the VIP .com/.org).
 */
export function usePremiumSearch() {
  const [state, setState] = useState<PremiumSearchState>({ status: 'idle' });
  const [selected, setSelected] = useState<DomainAvailability | null>(null);
  const run = useRef(0);

  const search = useCallback(async (input: string, tld: string) => {
    const label = cleanLabel(input);
    if (!label) {
      toast({
        title: paidHostingText('nameRequiredTitle'),
        description: paidHostingText('nameRequired'),
        variant: 'destructive',
      });
      return;
    }
    const id = ++run.current;
    setState({ status: 'searching' });
    setSelected(null);
    let requested: DomainAvailability;
    try {
      requested = await checkDomain(label, tld);
    } catch (error) {
      if (id !== run.current) return;
      toast({
        title: paidHostingText('lookupFailedTitle'),
        description: messageOf(error, paidHostingText('lookupFailed')),
        variant: 'destructive',
      });
      setState({ status: 'idle' });
      return;
    }
    let alternatives: DomainAvailability[] = [];
    if (!requested.available) {
      toast({
        title: paidHostingText('domainUnavailableTitle'),
        description:
          requested.code === 'registered'
            ? paidHostingText('domainRegisteredSearching', { domain: requested.domain })
            : availabilityText(requested, paidHostingText),
      });
      const settled = await Promise.allSettled(alternativeTlds(requested.tld).map((t) => checkDomain(label, t)));
      alternatives = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    }
    if (id !== run.current) return;
    setState({ status: 'results', label, requested, alternatives });
    setSelected(preselect(requested, alternatives));
  }, []);

  return { state, selected, select: setSelected, search };
}
