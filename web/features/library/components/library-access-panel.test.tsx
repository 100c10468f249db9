import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { LibraryAccessPanel } from './library-access-panel';

describe('LibraryAccessPanel (001 §4)', () => {
  it('shows nothing to a signed-in user with an e-mail on file', () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<LibraryAccessPanel variant="plugin" />, { user: makeUser() });
    expect(screen.queryByTestId('library-access')).not.toBeInTheDocument();
  });

  it("asks a signed-in user without an e-mail to save one; saving says 'Email Updated' and unlocks", async () => {
    const saved = makeUser({ email: 'new@example.com' });
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/update-email': { body: { message: 'Email updated', user: saved } },
    });
    const { queryClient } = renderWithProviders(<LibraryAccessPanel variant="plugin" />, {
      user: makeUser({ email: null }),
    });
    expect(screen.getByText('Add your email to unlock downloads')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText('Email Updated')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/update-email')[0].body).toEqual({ email: 'new@example.com' });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ email: 'new@example.com' });
    await waitFor(() => expect(screen.queryByTestId('library-access')).not.toBeInTheDocument());
  });

  it('with two-factor on, asks for the code and sends it with the e-mail', async () => {
    const saved = makeUser({ email: 'new@example.com' });
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/user/two-factor': {
        body: { enabled: true, enabledAt: '2026-11-01T00:00:00.000Z', recoveryCodesLeft: 10 },
      },
      'POST /api/update-email': { body: { message: 'Email updated', user: saved } },
    });
    renderWithProviders(<LibraryAccessPanel variant="plugin" />, { user: makeUser({ email: null }) });
    await userEvent.type(screen.getByLabelText('Email address'), 'new@example.com');
    const code = await screen.findByLabelText('Two-factor code');
    await userEvent.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText(ACCOUNT_SAFETY_MESSAGES.secondFactorRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/update-email')).toHaveLength(0);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText('Email Updated')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/update-email')[0].body).toEqual({
      email: 'new@example.com',
      twoFactorCode: '123456',
    });
  });

  it("says 'Error' / 'Failed to update email address' when saving fails without a message", async () => {
    mockApi({ ...backgroundHandlers, 'POST /api/update-email': { status: 500, text: '' } });
    renderWithProviders(<LibraryAccessPanel variant="plugin" />, { user: makeUser({ email: null }) });
    await userEvent.type(screen.getByLabelText('Email address'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to update email address')).toBeInTheDocument();
  });

  it('lets a visitor whose e-mail has an account in, and remembers the e-mail', async () => {
    const api = mockApi({ ...backgroundHandlers, 'POST /api/check-email-exists': { body: { hasAccess: true } } });
    renderWithProviders(<LibraryAccessPanel variant="plugin" />, { user: null });
    await userEvent.type(screen.getByLabelText('Your email address'), 'member@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Check Access' }));
    expect(await screen.findByText(/has library access/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/check-email-exists')[0].body).toEqual({ email: 'member@example.com' });
    expect(localStorage.getItem('pluginLibraryEmail')).toBe('member@example.com');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=login');
  });

  it('offers Create Account or Sign In to a visitor without an account', async () => {
    mockApi({ ...backgroundHandlers, 'POST /api/check-email-exists': { body: { hasAccess: false } } });
    renderWithProviders(<LibraryAccessPanel variant="plugin" />, { user: null });
    await userEvent.type(screen.getByLabelText('Your email address'), 'stranger@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Check Access' }));
    expect(await screen.findByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/auth?tab=register');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=login');
    expect(localStorage.getItem('pluginLibraryEmail')).toBeNull();
  });

  it('remembers a visitor who already passed the check', () => {
    localStorage.setItem('pluginLibraryEmail', 'member@example.com');
    mockApi(backgroundHandlers);
    renderWithProviders(<LibraryAccessPanel variant="plugin" />, { user: null });
    expect(screen.getByText('member@example.com')).toBeInTheDocument();
    expect(screen.getByText(/has library access/)).toBeInTheDocument();
  });

  it('relies on the e-mail input type in the plugin library', () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<LibraryAccessPanel variant="plugin" />, { user: null });
    const input = screen.getByLabelText('Your email address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  it("checks the theme library's e-mail itself: 'Email Required' and 'Invalid Email'", async () => {
    const api = mockApi(backgroundHandlers);
    renderWithProviders(<LibraryAccessPanel variant="theme" />, { user: makeUser({ email: null }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save Email' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/update-email')).toHaveLength(0);
  });
});
