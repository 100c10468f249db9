import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as fingerprint from '../../../lib/fingerprint';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { getShownOnceCredentials } from '../../../lib/storage';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { DomainSearchCard } from './domain-search-card';
import { wholeText } from '../../../test/whole-text';

const account = (overrides = {}) => ({
  id: 4,
  userId: 9,
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
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const anonymousUser = makeUser({
  id: 9,
  username: 'user_quiet',
  email: null,
  isAnonymous: true,
  firstName: null,
  lastName: null,
});
const registered = {
  token: 'tok-domain',
  user: anonymousUser,
  plaintextCredentials: { username: 'user_quiet', password: 'Pw-123456789', recoveryPhrase: 'apple river stone cloud' },
  credentials: { password: 'Pw-123456789' },
  account: account(),
  domain: 'my-site.hostfree.test',
};
const available = {
  body: { available: true, domain: 'my-site.hostfree.test', message: 'my-site.hostfree.test is available!' },
};

function setup(
  handlers: Record<string, MockHandler>,
  options: Parameters<typeof renderWithProviders>[1] = { user: null },
) {
  const api = mockApi({ ...backgroundHandlers, ...handlers });
  const view = renderWithProviders(<DomainSearchCard />, options);
  return { api, ...view };
}

const input = () => screen.getByLabelText('Domain name');
const searchButton = () => screen.getByRole('button', { name: /^Search/ });

async function searchFor(text: string) {
  // The suffix comes from /api/client-config: wait for it before typing a name that ends with it.
  await screen.findByText('.hostfree.test');
  await userEvent.type(input(), text);
  await userEvent.click(searchButton());
}

describe('DomainSearchCard: searching', () => {
  it('shows the hosted suffix and keeps Search disabled while the box is empty', async () => {
    setup({});
    expect(await screen.findByText('.hostfree.test')).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
    await userEvent.type(input(), '   ');
    expect(searchButton()).toBeDisabled();
    await userEvent.type(input(), 'a');
    expect(searchButton()).toBeEnabled();
  });

  it('trims, lowercases, strips a typed suffix and removes other characters before asking', async () => {
    const echo = (body: unknown) => ({
      body: { available: true, domain: (body as { domain: string }).domain, message: 'ok' },
    });
    const api = setup({ 'POST /api/check-domain-availability': echo }).api;
    await searchFor('  My_Site!.HostFree.test ');
    expect(await screen.findByText('mysite.hostfree.test is available!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/check-domain-availability')[0].body).toEqual({ domain: 'mysite.hostfree.test' });
    expect(input()).toHaveValue('mysite');
  });

  it("toasts 'Domain name required' when Enter is pressed on an empty box or nothing valid is left", async () => {
    const api = setup({}).api;
    await screen.findByText('.hostfree.test');
    await userEvent.type(input(), '{Enter}');
    expect(await screen.findByText('Domain name required')).toBeInTheDocument();
    expect(screen.getByText('Please enter the name of the domain you would like to register.')).toBeInTheDocument();
    await userEvent.type(input(), '!!!{Enter}');
    expect(api.callsTo('POST', '/api/check-domain-availability')).toHaveLength(0);
  });

  it('goes idle → checking → available, with Search disabled while checking', async () => {
    let release: (reply: { body: unknown }) => void = () => {};
    const { container } = setup({
      'POST /api/check-domain-availability': () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    const card = () => container.querySelector('[data-state]')!;
    expect(card()).toHaveAttribute('data-state', 'idle');
    await searchFor('my-site');
    await waitFor(() => expect(card()).toHaveAttribute('data-state', 'checking'));
    expect(screen.getByText('Checking my-site.hostfree.test...')).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();
    release(available);
    expect(await screen.findByText('my-site.hostfree.test is available!')).toBeInTheDocument();
    expect(card()).toHaveAttribute('data-state', 'available');
  });

  it("says '{domain} is not available' with the server's message", async () => {
    setup({
      'POST /api/check-domain-availability': {
        body: {
          available: false,
          domain: 'www.hostfree.test',
          message: 'This name is reserved. Please choose another one.',
        },
      },
    });
    await searchFor('www');
    expect(await screen.findByText('www.hostfree.test is not available')).toBeInTheDocument();
    expect(screen.getByText('This name is reserved. Please choose another one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Your Free Account' })).not.toBeInTheDocument();
  });

  it("toasts 'Domain lookup failed' with the server's message, or the fallback when there is none", async () => {
    const first = setup({
      'POST /api/check-domain-availability': {
        status: 429,
        body: { message: 'Too many attempts. Please try again later.' },
      },
    });
    await searchFor('my-site');
    expect(await screen.findByText('Domain lookup failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please try again later.')).toBeInTheDocument();
    first.unmount();

    mockApi({
      ...backgroundHandlers,
      'POST /api/check-domain-availability': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<DomainSearchCard />, { user: null });
    await searchFor('my-site');
    expect(await screen.findByText('Unable to check domain availability. Please try again.')).toBeInTheDocument();
  });

  it('forgets the answer when the name is edited', async () => {
    const { container } = setup({ 'POST /api/check-domain-availability': available });
    await searchFor('my-site');
    await screen.findByText('my-site.hostfree.test is available!');
    await userEvent.type(input(), 'x');
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'idle');
    expect(screen.queryByText('my-site.hostfree.test is available!')).not.toBeInTheDocument();
  });
});

describe('DomainSearchCard: a visitor claims the name', () => {
  it("offers 'Create Your Free Account' with the no-card note", async () => {
    setup({ 'POST /api/check-domain-availability': available });
    await searchFor('my-site');
    expect(await screen.findByRole('button', { name: 'Create Your Free Account' })).toBeInTheDocument();
    expect(screen.getByText('No credit card required • Setup takes less than 30 seconds')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Hosting Account' })).not.toBeInTheDocument();
  });

  it('registers the domain anonymously, stores everything of 000 §4 and goes at once to the credentials panel', async () => {
    const { api, location, queryClient } = setup({
      'POST /api/check-domain-availability': available,
      'POST /api/register-domain': { status: 201, body: registered },
    });
    await searchFor('my-site');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Your Free Account' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth?showCredentials=true'));
    expect(screen.queryByText('Pw-123456789')).not.toBeInTheDocument();

    const body = api.callsTo('POST', '/api/register-domain')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      subdomain: 'my-site',
      packageId: 1,
      fingerprintHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      userAgent: expect.any(String),
      screenResolution: expect.any(String),
      timezone: expect.any(String),
      language: expect.any(String),
      platformInfo: expect.any(String),
    });
    expect(body).toHaveProperty('macAddress');
    expect(localStorage.getItem('hfAuthToken')).toBe('tok-domain');
    expect(JSON.parse(sessionStorage.getItem('newCredentials')!)).toMatchObject({
      username: 'user_quiet',
      password: 'Pw-123456789',
      recoveryPhrase: 'apple river stone cloud',
      domain: 'my-site.hostfree.test',
    });
    expect(JSON.parse(sessionStorage.getItem('domainRegistrationData')!)).toMatchObject({
      type: 'anonymous',
      domain: 'my-site.hostfree.test',
      hostingAccount: { id: 4, status: 'pending' },
      timestamp: expect.any(Number),
    });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(anonymousUser);
  });

  it('still goes to the credentials panel when the browser refuses to store the credentials (a page-lifetime copy shows them)', async () => {
    const { location } = setup({
      'POST /api/check-domain-availability': available,
      'POST /api/register-domain': { status: 201, body: registered },
    });
    await searchFor('my-site');
    const button = await screen.findByRole('button', { name: 'Create Your Free Account' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string) {
      if (key === 'newCredentials' || key === 'domainRegistrationData')
        throw new DOMException('quota', 'QuotaExceededError');
    });
    await userEvent.click(button);
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth?showCredentials=true'));
    expect(getShownOnceCredentials()).toMatchObject({ username: 'user_quiet', domain: 'my-site.hostfree.test' });
  });

  it("marks the device limit reached with 000 §8's domain-path message", async () => {
    setup({
      'POST /api/check-domain-availability': available,
      'POST /api/register-domain': {
        status: 403,
        body: { message: 'Device registration limit exceeded', deviceLimitReached: true },
      },
    });
    await searchFor('my-site');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Your Free Account' }));
    expect((await screen.findAllByText('Device Registration Limit Reached')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText(
        wholeText(
          "You've reached the maximum number of accounts this device can register. Please use an existing account or contact support.",
        ),
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Create Your Free Account' })).not.toBeInTheDocument();
  });

  it("toasts 'Registration Failed' with the server's message", async () => {
    setup({
      'POST /api/check-domain-availability': available,
      'POST /api/register-domain': {
        status: 409,
        body: { message: 'This subdomain is already taken. Please choose another one.' },
      },
    });
    await searchFor('my-site');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Your Free Account' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('This subdomain is already taken. Please choose another one.')).toBeInTheDocument();
  });

  it("toasts 'Registration Error' when the fingerprint cannot be made", async () => {
    const { api } = setup({ 'POST /api/check-domain-availability': available });
    vi.spyOn(fingerprint, 'collectFingerprint').mockRejectedValue(new Error('no hashing'));
    await searchFor('my-site');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Your Free Account' }));
    expect(await screen.findByText('Failed to generate device fingerprint. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/register-domain')).toHaveLength(0);
  });

  it('keeps the name in pendingDomain when the visitor signs in instead', async () => {
    const { location } = setup({ 'POST /api/check-domain-availability': available });
    await searchFor('my-site');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to add this site to it' }));
    expect(localStorage.getItem('pendingDomain')).toBe('my-site');
    expect(location.history.at(-1)).toBe('/auth?tab=login');
  });
});

describe('DomainSearchCard: a signed-in user creates the account', () => {
  const client = makeUser({ id: 9 });

  it("creates it with 'Create Hosting Account', toasts, clears the box and goes to /dashboard after 1 s", async () => {
    const { api, location } = setup(
      {
        'POST /api/check-domain-availability': available,
        'POST /api/hosting-accounts': { status: 201, body: { account: account(), domain: 'my-site.hostfree.test' } },
      },
      { user: client },
    );
    await searchFor('my-site');
    expect(screen.queryByText('No credit card required • Setup takes less than 30 seconds')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Hosting Account' }));
    expect(await screen.findByText('Hosting provisioned')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hosting-accounts')[0].body).toEqual({ subdomain: 'my-site', packageId: 1 });
    expect(input()).toHaveValue('');
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'), { timeout: 2000 });
  });

  it("toasts 'Error' with the server's message on the landing path", async () => {
    setup(
      {
        'POST /api/check-domain-availability': available,
        'POST /api/hosting-accounts': {
          status: 403,
          body: { message: 'You have reached the maximum number of hosting accounts for your group' },
        },
      },
      { user: client },
    );
    await searchFor('my-site');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Hosting Account' }));
    expect(
      await screen.findByText('You have reached the maximum number of hosting accounts for your group'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("toasts 'Authentication Required' when the session has ended", async () => {
    setup(
      {
        'POST /api/check-domain-availability': available,
        'POST /api/hosting-accounts': { status: 401, body: { message: 'Unauthorized' } },
      },
      { user: client },
    );
    await searchFor('my-site');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Hosting Account' }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to create a hosting account.')).toBeInTheDocument();
  });
});
