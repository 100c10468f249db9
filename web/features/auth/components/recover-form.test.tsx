import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { RecoverForm } from './recover-form';

describe('RecoverForm', () => {
  it("says 'Recovery phrase is required' when empty", async () => {
    const api = mockApi();
    renderWithProviders(<RecoverForm />, { path: '/auth', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Recover Account' }));
    expect(await screen.findByText('Recovery phrase is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('recovers: sends the phrase, toasts the new credentials until dismissed and shows them', async () => {
    const api = mockApi({
      'POST /api/recover-account': {
        body: {
          id: 4,
          username: 'calm-heron-7',
          email: null,
          role: 'client',
          isAnonymous: true,
          newPassword: 'N3w-pass-word',
          recoveryPhrase: 'new words here now',
        },
      },
    });
    renderWithProviders(<RecoverForm />, { path: '/auth', user: null });
    await userEvent.type(screen.getByLabelText('Recovery Phrase'), '  old words here now ');
    await userEvent.click(screen.getByRole('button', { name: 'Recover Account' }));

    expect(await screen.findByText('Account Recovered!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/recover-account')[0].body).toEqual({ recoveryPhrase: 'old words here now' });
    // The toast itself, not Radix's copy of its text for screen readers (an aria-live region filled a frame after the
    // toast opens: whether it is there yet depends on the library's frame timing, not on this form).
    expect(
      screen.getByText(/Your password was reset for security. Save these details/, {
        ignore: 'script, style, [aria-live="assertive"]',
      }),
    ).toBeInTheDocument();
    // the toast and the card both show the new details (the card's code is fetched as the phrase is sent)
    await waitFor(() => expect(screen.getAllByText('N3w-pass-word')).toHaveLength(2));
    expect(screen.getAllByText('new words here now')).toHaveLength(2);
    expect(screen.getAllByText('calm-heron-7').length).toBeGreaterThanOrEqual(2);
  });

  it("toasts 'Account recovery failed' with the message", async () => {
    mockApi({ 'POST /api/recover-account': { status: 400, body: { message: 'Invalid recovery phrase' } } });
    renderWithProviders(<RecoverForm />, { path: '/auth', user: null });
    await userEvent.type(screen.getByLabelText('Recovery Phrase'), 'wrong words');
    await userEvent.click(screen.getByRole('button', { name: 'Recover Account' }));
    expect(await screen.findByText('Account recovery failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid recovery phrase')).toBeInTheDocument();
  });
});
