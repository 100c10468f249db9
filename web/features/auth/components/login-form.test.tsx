import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { backgroundHandlers } from '../../../test/fixtures';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { USER_SUSPENSION_MESSAGES } from '../../../../contract/user-suspension-constants.js';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('shows the spec validation messages and sends nothing when empty', async () => {
    const api = mockApi(backgroundHandlers);
    renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('signs in: sends {username, password}, stores the token, toasts and redirects after 500 ms', async () => {
    const user = makeUser();
    const api = mockApi({ ...backgroundHandlers, 'POST /api/auth/login': { body: { token: 'tok-1', user } } });
    const { location, queryClient } = renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await userEvent.type(screen.getByLabelText('Username or Email'), '  ada ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have been logged in successfully.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login')[0].body).toEqual({ username: 'ada', password: 'secret-pass' });
    expect(localStorage.getItem('hfAuthToken')).toBe('tok-1');
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('sends a user without an e-mail to /profile?email_required=1', async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/auth/login': { body: { token: 't', user: makeUser({ email: null }) } },
    });
    const { location } = renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await userEvent.type(screen.getByLabelText('Username or Email'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile?email_required=1'));
  });

  it('goes to /?domain={pendingDomain} when a domain was stored', async () => {
    localStorage.setItem('pendingDomain', 'mysite');
    mockApi({ ...backgroundHandlers, 'POST /api/auth/login': { body: { token: 't', user: makeUser() } } });
    const { location } = renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await userEvent.type(screen.getByLabelText('Username or Email'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/?domain=mysite'));
  });

  it("toasts 'Login failed' with the server's message", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid username or password' } } });
    renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await userEvent.type(screen.getByLabelText('Username or Email'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(localStorage.getItem('hfAuthToken')).toBeNull();
  });

  it('shows a suspended person why, and where to write, on the form', async () => {
    const message =
      'Your account is suspended: Phishing pages on your site. If you think this is a mistake, write to help@hostfree.test.';
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: {
          message,
          error: 'ACCOUNT_SUSPENDED',
          reason: 'Phishing pages on your site',
          supportContact: 'help@hostfree.test',
        },
      },
    });
    renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await userEvent.type(screen.getByLabelText('Username or Email'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'right-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const notice = await screen.findByRole('alert', { name: 'Your account is suspended' });
    expect(notice).toHaveTextContent('Reason: Phishing pages on your site');
    expect(within(notice).getByRole('link', { name: 'help@hostfree.test' })).toHaveAttribute(
      'href',
      'mailto:help@hostfree.test',
    );
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    expect(localStorage.getItem('hfAuthToken')).toBeNull();
  });

  it('with no support contact set, names no address and points to the Acceptable Use Policy; a support page is linked as it is', async () => {
    const reason = 'Spam';
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: {
          message: USER_SUSPENSION_MESSAGES.signInRefused(reason, null),
          error: 'ACCOUNT_SUSPENDED',
          reason,
          supportContact: null,
        },
      },
    });
    const { unmount } = renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await userEvent.type(screen.getByLabelText('Username or Email'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'right-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const notice = await screen.findByRole('alert', { name: 'Your account is suspended' });
    expect(within(notice).getByRole('link', { name: 'Acceptable Use Policy' })).toHaveAttribute(
      'href',
      '/acceptable-use',
    );
    expect(notice).not.toHaveTextContent(/write to|@/);
    unmount();

    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: {
          message: USER_SUSPENSION_MESSAGES.signInRefused(reason, 'https://help.example.org'),
          error: 'ACCOUNT_SUSPENDED',
          reason,
          supportContact: 'https://help.example.org',
        },
      },
    });
    renderWithProviders(<LoginForm />, { path: '/auth', user: null });
    await userEvent.type(screen.getByLabelText('Username or Email'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'right-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const page = await screen.findByRole('alert', { name: 'Your account is suspended' });
    expect(within(page).getByRole('link', { name: 'https://help.example.org' })).toHaveAttribute(
      'href',
      'https://help.example.org',
    );
  });
});
