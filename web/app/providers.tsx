import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../contract/constants.js';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { createQueryClient } from '../lib/query-client';

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
      <TooltipProvider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <Router hook={location?.hook} searchHook={location?.searchHook}>
          {children}
        </Router>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
