import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { DeferredToaster } from '../components/deferred-toaster';
import { createQueryClient } from '../lib/query-client';

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client and an in-memory location. */
  queryClient?: QueryClient;
  location?: { hook: BaseLocationHook; searchHook?: () => string };
  /** A prerendered page (web/prerender.tsx, and its hydration in web/main.tsx): the path it was drawn for, no query. */
  ssrPath?: string;
}

export function Providers({ children, queryClient, location, ssrPath }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Router hook={location?.hook} searchHook={location?.searchHook} ssrPath={ssrPath} ssrSearch={ssrPath === undefined ? undefined : ''}>
        {children}
      </Router>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
