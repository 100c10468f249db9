import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { DeferredToaster } from '../components/deferred-toaster';
import { clientConfigQueryOptions } from '../lib/client-config';
import { createQueryClient } from '../lib/query-client';
import { getAuthToken } from '../lib/storage';

/**
 * A signed-in browser opens a dashboard, whose donation banner says at once whether donations are possible (the
 * Stripe key of the client configuration): asked for beside the user, it is known before the dashboard's code has
 * arrived, so the banner's notice never appears after the first frame and pushes the tiers down (CLS).
 */
function createAppQueryClient(): QueryClient {
  const client = createQueryClient();
  if (getAuthToken()) void client.prefetchQuery(clientConfigQueryOptions());
  return client;
}

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client and an in-memory location. */
  queryClient?: QueryClient;
  location?: { hook: BaseLocationHook; searchHook?: () => string };
  /** A prerendered page (web/prerender.tsx, and its hydration in web/main.tsx): the path it was drawn for, no query. */
  ssrPath?: string;
}

export function Providers({ children, queryClient, location, ssrPath }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Router
        hook={location?.hook}
        searchHook={location?.searchHook}
        ssrPath={ssrPath}
        ssrSearch={ssrPath === undefined ? undefined : ''}
      >
        {children}
      </Router>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
