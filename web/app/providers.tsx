import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { useToast } from '../components/ui/use-toast';
import { createQueryClient } from '../lib/query-client';

// Toasts live in a store (use-toast) from the first moment; the Radix code that draws them is fetched with the
// first toast and stays mounted from then on (a visitor's first load of a page carries none of it).
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

function DeferredToaster() {
  const { toasts } = useToast();
  const [mounted, setMounted] = useState(false);
  const hasToasts = toasts.length > 0;
  useEffect(() => {
    if (hasToasts) setMounted(true);
  }, [hasToasts]);
  return mounted || hasToasts ? <Suspense fallback={null}><Toaster /></Suspense> : null;
}

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client and an in-memory location. */
  queryClient?: QueryClient;
  location?: { hook: BaseLocationHook; searchHook?: () => string };
}

export function Providers({ children, queryClient, location }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Router hook={location?.hook} searchHook={location?.searchHook}>
        {children}
      </Router>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
