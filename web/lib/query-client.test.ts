import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { currentUserQueryOptions } from './session';

describe('query client (000 §7, §4)', () => {
  it('keeps data fresh 5 minutes, never retries, never refetches on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults).toMatchObject({
      staleTime: 300_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(createQueryClient().getDefaultOptions().mutations).toMatchObject({ retry: false });
  });

  it('caches the current user for 1 minute, no focus or interval refetch', () => {
    expect(currentUserQueryOptions()).toMatchObject({
      queryKey: ['/api/user'],
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
  });
});
