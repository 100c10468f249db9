import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as fingerprint from '../../../lib/fingerprint';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { AnonymousForm } from './anonymous-form';

const limits = (overrides = {}) => ({
  body: { canRegister: true, currentDevices: 1, maxDevices: 2, deviceLimitsEnabled: true, ...overrides },
});
const anonymousAnswer = {
  token: 'tok-anon',
  user: makeUser({
    username: 'brave-otter-42',
    isAnonymous: true,
    email: 'me@example.com',
    firstName: null,
    lastName: null,
  }),
  username: 'brave-otter-42',
  password: 'Xy7-secret-99',
  recoveryPhrase: 'apple river stone cloud',
  email: 'me@example.com',
  message: 'Anonymous account created.',
};

/** What a visitor does first on the form: the device is looked at from then on. */
async function startOnForm() {
  await userEvent.click(screen.getByLabelText(/^Email/));
}

async function submit(email: string) {
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Create Anonymous Account' }));
}

describe('AnonymousForm', () => {
  it('requires a valid e-mail', async () => {
    const api = mockApi({ ...backgroundHandlers, 'POST /api/check-device-limits': limits() });
    renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await submit('nope');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/register-anonymous')).toHaveLength(0);
  });

  it('looks at the device only once the visitor starts on the form', async () => {
    const api = mockApi({ ...backgroundHandlers, 'POST /api/check-device-limits': limits() });
    const collect = vi.spyOn(fingerprint, 'collectFingerprint');
    renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    expect(
      screen
        .getByText('Accounts are limited per device: this one is checked as soon as you start.')
        .closest('[data-state]'),
    ).toHaveAttribute('data-state', 'idle');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(collect).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/check-device-limits')).toHaveLength(0);
    await startOnForm();
    expect(await screen.findByText('1 of 2 accounts used on this device.')).toBeInTheDocument();
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("keeps the banner's place while the device is checked, then shows the answer there", async () => {
    let answer: (value: ReturnType<typeof limits>) => void = () => {};
    mockApi({
      ...backgroundHandlers,
      'POST /api/check-device-limits': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await startOnForm();
    expect(screen.getByText('Checking this device...').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'checking',
    );
    await waitFor(() => expect(answer).not.toBe(undefined));
    await waitFor(() => {
      answer(limits());
      expect(screen.getByText('1 of 2 accounts used on this device.')).toBeInTheDocument();
    });
    expect(screen.queryByText('Checking this device...')).not.toBeInTheDocument();
  });

  it('shows the device-limit banner in its three states', async () => {
    mockApi({ ...backgroundHandlers, 'POST /api/check-device-limits': limits() });
    const first = renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await startOnForm();
    expect(await screen.findByText('1 of 2 accounts used on this device.')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 accounts used on this device.').closest('[data-state]')).toHaveAttribute(
      'data-state',
      'within',
    );
    first.unmount();

    mockApi({
      ...backgroundHandlers,
      'POST /api/check-device-limits': limits({ canRegister: false, currentDevices: 2 }),
    });
    const second = renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await startOnForm();
    expect((await screen.findByText('Account limit reached for this device.')).closest('[data-state]')).toHaveAttribute(
      'data-state',
      'reached',
    );
    second.unmount();

    mockApi({ ...backgroundHandlers, 'POST /api/check-device-limits': limits({ deviceLimitsEnabled: false }) });
    renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await startOnForm();
    expect((await screen.findByText('No device limit.')).closest('[data-state]')).toHaveAttribute(
      'data-state',
      'disabled',
    );
  });

  it('is blocked client-side when limits are on and the device cannot register', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/check-device-limits': limits({ canRegister: false, currentDevices: 3, maxDevices: 2 }),
    });
    renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await submit('me@example.com');
    expect(
      await screen.findByText('Each device can register up to 2 accounts. This device has registered 3.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Device Limit Reached').length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/register-anonymous')).toHaveLength(0);
  });

  it('registers, stores the credentials and goes at once to the credentials panel, with no password in a toast', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/check-device-limits': limits(),
      'POST /api/register-anonymous': { status: 201, body: anonymousAnswer },
    });
    const { location, queryClient } = renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await submit('me@example.com');

    await waitFor(() => expect(location.history.at(-1)).toBe('/auth?showCredentials=true'));
    expect(screen.queryByText('Xy7-secret-99')).not.toBeInTheDocument();
    const body = api.callsTo('POST', '/api/register-anonymous')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'me@example.com',
      fingerprintHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      deviceInfo: expect.any(Object),
    });
    expect(api.callsTo('POST', '/api/check-device-limits').at(-1)?.body).toEqual({
      fingerprintHash: body.fingerprintHash,
    });
    expect(localStorage.getItem('hfAuthToken')).toBe('tok-anon');
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(anonymousAnswer.user);
    expect(JSON.parse(localStorage.getItem('tempCredentials')!)).toMatchObject({
      username: 'brave-otter-42',
      password: 'Xy7-secret-99',
      recoveryPhrase: 'apple river stone cloud',
      timestamp: expect.any(Number),
    });
    expect(JSON.parse(sessionStorage.getItem('newCredentials')!)).toMatchObject({
      username: 'brave-otter-42',
      recoveryPhrase: 'apple river stone cloud',
    });
  });

  it('shows the server device-limit message', async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/check-device-limits': limits(),
      'POST /api/register-anonymous': {
        status: 403,
        body: { message: 'Device registration limit exceeded', deviceLimitReached: true },
      },
    });
    renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await submit('me@example.com');
    expect(
      await screen.findByText(
        "Each device can register up to 2 accounts. You've reached the maximum number of accounts for this device.",
      ),
    ).toBeInTheDocument();
  });

  it("toasts 'Anonymous registration failed' on other errors", async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/check-device-limits': limits(),
      'POST /api/register-anonymous': { status: 429, body: { message: 'Too many attempts. Please try again later.' } },
    });
    renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await submit('me@example.com');
    expect(await screen.findByText('Anonymous registration failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  });

  it('allows registration when the limit check itself errors', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/check-device-limits': { status: 500, body: { message: 'boom' } },
      'POST /api/register-anonymous': { status: 201, body: anonymousAnswer },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { location } = renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await submit('me@example.com');
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth?showCredentials=true'));
    expect(api.callsTo('POST', '/api/register-anonymous')).toHaveLength(1);
  });

  it("toasts 'Registration Error' when the fingerprint cannot be made", async () => {
    const api = mockApi({ ...backgroundHandlers, 'POST /api/check-device-limits': limits() });
    vi.spyOn(fingerprint, 'collectFingerprint').mockRejectedValue(new Error('no hashing'));
    renderWithProviders(<AnonymousForm />, { path: '/auth', user: null });
    await submit('me@example.com');
    expect(await screen.findByText('Registration Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate device fingerprint. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/register-anonymous')).toHaveLength(0);
  });
});
