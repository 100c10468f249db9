import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { PluginLibraryRegistration } from './plugin-library-registration';

type Label = 'First Name' | 'Last Name' | 'Email Address' | 'Country' | 'Password' | 'Confirm Password';
type Values = Partial<Record<Label, string>>;

async function fill(values: Values) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
}
const VALID: Values = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  'Email Address': 'ada@example.com',
  Country: 'Kenya',
  Password: 'secret-one',
  'Confirm Password': 'secret-one',
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account & Access Library' }));

describe('PluginLibraryRegistration', () => {
  it('shows every validation message of 000 §5 verbatim and sends nothing', async () => {
    const api = mockApi(backgroundHandlers);
    renderWithProviders(<PluginLibraryRegistration />, { user: null });
    await fill({
      'First Name': 'A',
      'Last Name': 'B',
      'Email Address': 'nope',
      Country: 'K',
      Password: 'abc',
      'Confirm Password': 'abd',
    });
    await submit();
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your country')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/plugin-library-register')).toHaveLength(0);
  });

  it('shows the three benefit cards and the privacy notice', () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<PluginLibraryRegistration />, { user: null });
    for (const title of ['Premium Plugins', 'Instant Downloads', 'Regular Updates'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(/We respect your privacy/)).toBeInTheDocument();
  });

  it('registers, stores the e-mail, makes the user a client and goes to the conversion page', async () => {
    const user = makeUser({ id: 31, username: 'ada31', isAnonymous: true });
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/plugin-library-register': { status: 201, body: { token: 'tok-p', user, message: 'Welcome aboard' } },
    });
    const { location, queryClient } = renderWithProviders(<PluginLibraryRegistration />, { path: '/', user: null });
    await fill(VALID);
    await submit();
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/plugin-library-register')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      country: 'Kenya',
      password: 'secret-one',
    });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body.fingerprintHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.deviceInfo).toMatchObject({ userAgent: expect.any(String) });
    expect(localStorage.getItem('hfAuthToken')).toBe('tok-p');
    expect(localStorage.getItem('pluginLibraryEmail')).toBe('ada@example.com');
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ id: 31, role: 'client', isAnonymous: false });
    await waitFor(() => expect(location.history.at(-1)).toBe('/conversion?type=plugin&destination=/plugins'));
  });

  it('opens /plugins after 2 seconds, skipping the conversion page, when the browser cannot store the registration', async () => {
    const user = makeUser({ id: 32 });
    mockApi({
      ...backgroundHandlers,
      'POST /api/plugin-library-register': { status: 201, body: { token: 'tok-q', user, message: 'Welcome aboard' } },
    });
    const { location } = renderWithProviders(<PluginLibraryRegistration />, { path: '/', user: null });
    await fill(VALID);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Access Library' }));
    // vi.waitFor moves the fake clock 50 ms per try, far less than the margins below.
    await vi.waitFor(() => expect(screen.getByText('Registration Successful')).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(location.history.at(-1)).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(location.history.at(-1)).toBe('/plugins');
    expect(location.history).not.toContain('/conversion?type=plugin&destination=/plugins');
  });

  it("toasts 'Registration Failed' with the server message, else 'Please try again.'", async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/plugin-library-register': {
        status: 409,
        body: { message: 'An account with this email already exists' },
      },
    });
    renderWithProviders(<PluginLibraryRegistration />, { user: null });
    await fill(VALID);
    await submit();
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it("falls back to 'Please try again.' when the failure has no message", async () => {
    mockApi({ ...backgroundHandlers, 'POST /api/plugin-library-register': { status: 500, text: '', statusText: '' } });
    renderWithProviders(<PluginLibraryRegistration />, { user: null });
    await fill(VALID);
    await submit();
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });

  it("says 'Registration Error' when the request never reaches the server", async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/plugin-library-register': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<PluginLibraryRegistration />, { user: null });
    await fill(VALID);
    await submit();
    expect(await screen.findByText('Registration Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
  });

  it("tells signed-in users 'You already have access!' with a Browse Plugins link", () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<PluginLibraryRegistration />, { user: makeUser() });
    expect(screen.getByText('You already have access!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Plugins' })).toHaveAttribute('href', '/plugins');
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
  });
});
