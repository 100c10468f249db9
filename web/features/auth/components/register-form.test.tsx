import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { RegisterForm } from './register-form';

async function fill(
  values: Partial<Record<'Username' | 'First Name' | 'Last Name' | 'Email' | 'Password' | 'Confirm Password', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('RegisterForm', () => {
  it('shows the spec validation messages', async () => {
    const api = mockApi(backgroundHandlers);
    renderWithProviders(<RegisterForm />, { path: '/auth', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/register')).toHaveLength(0);
  });

  it('rejects a bad e-mail and says "Passwords don\'t match" on the confirmation', async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<RegisterForm />, { path: '/auth', user: null });
    await fill({ Email: 'not-an-email', Password: 'secret-one', 'Confirm Password': 'secret-two' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    const mismatch = screen.getByText("Passwords don't match");
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-describedby', mismatch.id);
  });

  it('registers with the fingerprint and device info, toasts and redirects', async () => {
    const user = makeUser({ username: 'grace' });
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/register': { status: 201, body: { token: 'tok-r', user } },
    });
    const { location } = renderWithProviders(<RegisterForm />, { path: '/auth', user: null });
    await fill({
      'First Name': 'Grace',
      Email: 'grace@example.com',
      Password: 'secret-one',
      'Confirm Password': 'secret-one',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/register')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'grace@example.com',
      password: 'secret-one',
      firstName: 'Grace',
      lastName: '',
    });
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body.fingerprintHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.deviceInfo).toMatchObject({
      userAgent: expect.any(String),
      screenResolution: expect.any(String),
      platformInfo: expect.any(String),
    });
    expect(localStorage.getItem('hfAuthToken')).toBe('tok-r');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('stays signed out, with only a warning, when the answer has no token', async () => {
    mockApi({ ...backgroundHandlers, 'POST /api/register': { status: 201, body: { user: makeUser() } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { location } = renderWithProviders(<RegisterForm />, { path: '/auth', user: null });
    await fill({ Email: 'grace@example.com', Password: 'secret-one', 'Confirm Password': 'secret-one' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(localStorage.getItem('hfAuthToken')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(location.history).toEqual(['/auth']);
  });

  it("toasts 'Registration failed' with the server's message", async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/register': { status: 409, body: { message: 'An account with this email already exists' } },
    });
    renderWithProviders(<RegisterForm />, { path: '/auth', user: null });
    await fill({ Email: 'grace@example.com', Password: 'secret-one', 'Confirm Password': 'secret-one' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it("falls back to 'Registration failed. Please try again.' without a message", async () => {
    mockApi({ ...backgroundHandlers, 'POST /api/register': { status: 500, text: '' } });
    renderWithProviders(<RegisterForm />, { path: '/auth', user: null });
    await fill({ Email: 'grace@example.com', Password: 'secret-one', 'Confirm Password': 'secret-one' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('shows the device limit message when the server refuses the device', async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/register': {
        status: 403,
        body: { message: 'Device registration limit exceeded', deviceLimitReached: true },
      },
    });
    renderWithProviders(<RegisterForm />, { path: '/auth', user: null });
    await fill({ Email: 'grace@example.com', Password: 'secret-one', 'Confirm Password': 'secret-one' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Device Limit Reached')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Each device can register up to 2 accounts. You've reached the maximum number of accounts for this device.",
      ),
    ).toBeInTheDocument();
  });
});
