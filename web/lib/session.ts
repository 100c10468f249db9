import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { TIMINGS } from '../../contract/constants.js';
import type { User } from '../../contract/accounts.js';
import { getQueryFn } from './api-client';
import { getAuthToken, setAuthToken } from './storage';

// The signed-in user is shared by every screen, so it lives here rather than in one feature
// (bulletproof-react keeps it in lib/auth the same way). A 401 means signed out (000 §4).

export const CURRENT_USER_KEY = ['/api/user'] as const;

const fetchUser = getQueryFn<User>({ on401: 'returnNull' });

export async function fetchCurrentUser(context: Parameters<typeof fetchUser>[0]): Promise<User | null> {
  // Sessions are bearer tokens only: without a stored token there is nobody to ask about.
  if (!getAuthToken()) return null;
  const user = await fetchUser(context);
  // A stored token the server no longer knows (expired, revoked) is dropped.
  if (user === null) setAuthToken(null);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: (context) => fetchCurrentUser(context),
    // Without a token the answer is known at once: visitors never wait on a 'Loading...' screen.
    initialData: () => (getAuthToken() ? undefined : null),
    staleTime: TIMINGS.currentUserStaleMs,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  });

export interface CurrentUserState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  refetch: () => Promise<unknown>;
}

export function useCurrentUser(): CurrentUserState {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
    refetch: query.refetch,
  };
}

/**
 * After login or registration: keep the token and seed the user cache.
 * An answer without a token only logs a warning and leaves the visitor signed out (000 §8).
 */
export function startSession(
  queryClient: QueryClient,
  { token, user }: { token?: string | null; user: User },
): boolean {
  if (!token) {
    console.warn('Sign-in answer carried no token; staying signed out');
    return false;
  }
  setAuthToken(token);
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  return true;
}

/** Clears the token, the user and every cached answer. */
export function endSession(queryClient: QueryClient): void {
  setAuthToken(null);
  queryClient.cancelQueries();
  queryClient.clear();
  queryClient.setQueryData(CURRENT_USER_KEY, null);
}

export function setCurrentUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

export function hasEmail(user: Pick<User, 'email'> | null | undefined): boolean {
  return !!user?.email && user.email.trim() !== '';
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const full = [user.firstName, user.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return full || user.username;
}
