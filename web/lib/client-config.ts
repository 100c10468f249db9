import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '../../contract/client-config.js';

// Runtime settings come from the server (the web build has no environment of its own).
export const CLIENT_CONFIG_KEY = ['/api/client-config'] as const;

export const FALLBACK_CLIENT_CONFIG: ClientConfig = {
  hostedDomain: 'hostfree.cc',
  ipLookupUrl: null,
  communityChatUrl: null,
  stripePublicKey: null,
  supportContact: { email: null, url: null },
};

let pending: Promise<ClientConfig> | null = null;

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * The server's answer, checked by hand rather than with the contract's zod schema: every page reads this first,
 * and zod is kept off a visitor's first load. Anything else throws and the fallback is used.
 */
export function readClientConfig(body: unknown): ClientConfig {
  const value = (body ?? {}) as Record<string, unknown>;
  const { hostedDomain, ipLookupUrl, communityChatUrl, stripePublicKey } = value;
  if (typeof hostedDomain !== 'string' || ![ipLookupUrl, communityChatUrl, stripePublicKey].every(isNullableString)) {
    throw new Error('Unexpected client configuration');
  }
  // An older server without a support contact still configures the page: no contact is shown.
  const contact = (value.supportContact ?? {}) as Record<string, unknown>;
  const supportContact = {
    email: typeof contact.email === 'string' ? contact.email : null,
    url: typeof contact.url === 'string' ? contact.url : null,
  };
  return { hostedDomain, ipLookupUrl, communityChatUrl, stripePublicKey, supportContact } as ClientConfig;
}

/** Fetched once per page load; a failure answers the fallback (no IP lookup) and is retried next time. */
export function fetchClientConfig(): Promise<ClientConfig> {
  if (!pending) {
    pending = fetch('/api/client-config', { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${res.status}`);
        return readClientConfig(await res.json());
      })
      .catch(() => {
        pending = null;
        return FALLBACK_CLIENT_CONFIG;
      });
  }
  return pending;
}

/** Test hook: forget the cached answer. */
export function resetClientConfigCache(): void {
  pending = null;
}

export const clientConfigQueryOptions = () =>
  queryOptions({ queryKey: CLIENT_CONFIG_KEY, queryFn: fetchClientConfig, staleTime: Infinity });

export function useClientConfig(): ClientConfig {
  return useQuery(clientConfigQueryOptions()).data ?? FALLBACK_CLIENT_CONFIG;
}

/**
 * Stripe's publishable key (null: card payments are not configured). `isLoading` is true until the server has
 * answered, so screens do not flash 'unavailable' on the way in.
 */
export function useStripePublicKey(): { publicKey: string | null; isLoading: boolean } {
  const query = useQuery(clientConfigQueryOptions());
  return { publicKey: query.data?.stripePublicKey ?? null, isLoading: query.isPending };
}
