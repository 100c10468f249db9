import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../contract/accounts.js';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { useAutoCreateDomain } from './use-auto-create-domain';

function Probe({ user }: { user: User | null }) {
  useAutoCreateDomain(user);
  return <p>probe</p>;
}

const created = {
  status: 201,
  body: {
    account: {
      id: 4,
      userId: 7,
      domain: 'my-site.hostfree.test',
      subdomain: 'my-site',
      status: 'pending',
      packageId: 1,
      packageName: 'Free Hosting',
      cpanelUsername: null,
      diskUsage: 0,
      diskLimit: 5120,
      bandwidthUsed: 0,
      bandwidthLimit: 10240,
      provisionedAt: null,
      createdAt: 'x',
      updatedAt: 'x',
    },
    domain: 'my-site.hostfree.test',
  },
};

describe('useAutoCreateDomain', () => {
  it('creates the account named in ?domain= once, clears pendingDomain and the parameter, then goes to /dashboard', async () => {
    localStorage.setItem('pendingDomain', 'my-site');
    const api = mockApi({ ...backgroundHandlers, 'POST /api/hosting-accounts': created });
    const user = makeUser();
    const { location } = renderWithProviders(<Probe user={user} />, { user, path: '/?domain=My-Site.hostfree.test' });
    expect(await screen.findByText('Hosting provisioned')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hosting-accounts')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/hosting-accounts')[0].body).toEqual({ subdomain: 'my-site', packageId: 1 });
    expect(localStorage.getItem('pendingDomain')).toBeNull();
    expect(location.history).toContain('/');
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'), { timeout: 2000 });
    // Re-rendered by the address changes, it asked only once.
    expect(api.callsTo('POST', '/api/hosting-accounts')).toHaveLength(1);
  });

  it("toasts 'Error' with the server's message when the account cannot be created", async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/hosting-accounts': {
        status: 409,
        body: { message: 'This subdomain is already taken. Please choose another one.' },
      },
    });
    renderWithProviders(<Probe user={makeUser()} />, { user: makeUser(), path: '/?domain=my-site' });
    expect(await screen.findByText('This subdomain is already taken. Please choose another one.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('does nothing without a user or without the parameter', async () => {
    const api = mockApi(backgroundHandlers);
    const first = renderWithProviders(<Probe user={null} />, { user: null, path: '/?domain=my-site' });
    const second = renderWithProviders(<Probe user={makeUser()} />, { user: makeUser(), path: '/' });
    // Once the hosted suffix is known the hook could act: it must not.
    await waitFor(() => expect(api.callsTo('GET', '/api/client-config').length).toBeGreaterThan(0));
    await screen.findAllByText('probe');
    expect(api.callsTo('POST', '/api/hosting-accounts')).toHaveLength(0);
    first.unmount();
    second.unmount();
  });
});
