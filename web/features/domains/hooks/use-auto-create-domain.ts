import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { User } from '../../../../contract/accounts.js';
import { normaliseSubdomainLabel } from '../../../../contract/hosting-constants.js';
import { clientConfigQueryOptions } from '../../../lib/client-config';
import { setPendingDomain } from '../../../lib/storage';
import { useCreateHostingFlow } from './use-create-hosting-flow';

/**
 * 000 §2: '/?domain={name}' for a signed-in client creates that hosting account automatically, once. The
 * name came from pendingDomain (stored when the visitor chose to sign in instead), which is cleared here,
 * and the parameter leaves the address so a reload does not ask again.
 */
export function useAutoCreateDomain(user: User | null) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The real suffix is needed to strip it: wait for the config rather than guess with the fallback.
  const hostedDomain = useQuery(clientConfigQueryOptions()).data?.hostedDomain;
  const flow = useCreateHostingFlow({ context: 'landing', isAnonymous: !!user?.isAnonymous });
  const done = useRef(false);
  const requested = new URLSearchParams(search).get('domain');

  useEffect(() => {
    if (done.current || !user || !requested || !hostedDomain) return;
    done.current = true;
    setPendingDomain(null);
    const params = new URLSearchParams(search);
    params.delete('domain');
    const rest = params.toString();
    navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: true });
    const label = normaliseSubdomainLabel(requested, hostedDomain);
    if (label) flow.create(label);
  }, [user, requested, search, location, navigate, hostedDomain, flow]);

  return { isCreating: flow.isPending };
}
