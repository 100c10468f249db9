import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { backgroundHandlers } from '../../../test/fixtures';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';
import { SignInDialog } from './sign-in-dialog';

const challenge = { twoFactorRequired: true, challengeToken: 'chal-1', message: 'Two-factor authentication required' };

async function signInWithPassword() {
  await userEvent.type(screen.getByLabelText('Username or Email'), 'ada');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm with two-factor sign-in', () => {
  it('asks for the code only after the password step says so, then signs in with it', async () => {
    const user = makeUser();
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/auth/login': { body: challenge },
      'POST /api/auth/2fa': { body: { token: 'tok-2fa', user } },
    });
    const { location } = renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await signInWithPassword();
    const code = await screen.findByLabelText('Authentication code');
    expect(localStorage.getItem('hfAuthToken')).toBeNull();

    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/2fa')[0].body).toEqual({ challengeToken: 'chal-1', code: '123456' });
    expect(localStorage.getItem('hfAuthToken')).toBe('tok-2fa');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('checks the code before sending: empty, then not six digits', async () => {
    const api = mockApi({ ...backgroundHandlers, 'POST /api/auth/login': { body: challenge } });
    renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await signInWithPassword();
    await screen.findByLabelText('Authentication code');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.codeRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Authentication code'), '12a45');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/2fa')).toHaveLength(0);
  });

  it("shows the server's 'Invalid authentication code' and lets the user try again", async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/auth/login': { body: challenge },
      'POST /api/auth/2fa': { status: 401, body: { message: ACCOUNT_SAFETY_MESSAGES.codeInvalid } },
    });
    renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await signInWithPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
  });

  it('signs in with a recovery code through the link and says how many are left', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/auth/login': { body: challenge },
      'POST /api/auth/2fa': { body: { token: 'tok-r', user: makeUser(), recoveryCodesLeft: 9 } },
    });
    renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await signInWithPassword();
    await screen.findByLabelText('Authentication code');
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), ' abcde-12345 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('You signed in with a recovery code. 9 recovery codes are left.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/2fa')[0].body).toEqual({
      challengeToken: 'chal-1',
      recoveryCode: 'abcde-12345',
    });
  });

  it('goes back to the password step when the challenge has expired', async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/auth/login': { body: challenge },
      'POST /api/auth/2fa': { status: 401, body: { message: ACCOUNT_SAFETY_MESSAGES.challengeExpired } },
    });
    renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await signInWithPassword();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.challengeExpired)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });

  it('sends an admin who must set up two-factor to /settings#two-factor', async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/auth/login': { body: { token: 't', user: makeUser({ role: 'admin' }), twoFactorSetupRequired: true } },
    });
    const { location } = renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await signInWithPassword();
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.adminSetupRequired)).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/settings#two-factor'));
  });
});

describe('SignInDialog with two-factor sign-in', () => {
  it('asks for the code inside the dialog after the password, then closes signed in', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/auth/login': { body: challenge },
      'POST /api/auth/2fa': { body: { token: 'tok-d', user: makeUser() } },
    });
    renderWithProviders(<SignInDialog />, { path: '/plugins', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Username or Email'), 'ada');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText('Two-factor sign-in is on for this account.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Authentication code'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/auth/2fa')[0].body).toEqual({ challengeToken: 'chal-1', code: '246810' });
    expect(localStorage.getItem('hfAuthToken')).toBe('tok-d');
  });
});
