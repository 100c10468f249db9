import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../../contract/accounts.js';
import { App } from '../app/app';
import { Providers } from '../app/providers';
import { CURRENT_USER_KEY } from '../lib/session';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'client',
    profileImageUrl: null,
    isAnonymous: false,
    userGroupId: null,
    createdAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

export function makeQueryClient(user?: User | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (user !== undefined) client.setQueryData(CURRENT_USER_KEY, user);
  return client;
}

interface Options {
  path?: string;
  /** Seeds the current user (null = signed out); leave undefined to let the app fetch it. */
  user?: User | null;
  queryClient?: QueryClient;
}

function setup({ path = '/', user, queryClient }: Options) {
  const location = memoryLocation({ path, record: true });
  const client = queryClient ?? makeQueryClient(user);
  return { location, client };
}

/** Renders a piece of UI inside the real providers with an in-memory location. */
export function renderWithProviders(ui: ReactNode, options: Options = {}) {
  const { location, client } = setup(options);
  const result = render(
    <Providers queryClient={client} location={location}>
      {ui}
    </Providers>,
  );
  return { ...result, location, queryClient: client };
}

/** Renders the whole app (nav, router, toasts) at a path. */
export function renderApp(options: Options = {}) {
  const { location, client } = setup(options);
  const result = render(<App queryClient={client} location={location} />);
  return { ...result, location, queryClient: client };
}
