import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../contract/email-verification.js';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { VerifyEmailRoute } from './verify-email';

// The page a confirmation link opens confirms on a button press (a mail scanner opening the link does not).
describe('VerifyEmailRoute', () => {
  it('confirms the address only when the button is pressed, then leads to Cloud Compute', async () => {
    const api = mockApi({
      'POST /api/email-verification/confirm': {
        body: { message: EMAIL_VERIFICATION_MESSAGES.verified, email: 'anon@example.test' },
      },
    });
    renderWithProviders(<VerifyEmailRoute />, { path: '/verify-email?token=abc_DEF-123' });
    const button = screen.getByRole('button', { name: 'Confirm my e-mail address' });
    expect(api.callsTo('POST', '/api/email-verification/confirm')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText(`${EMAIL_VERIFICATION_MESSAGES.verified} (anon@example.test)`)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/email-verification/confirm')[0].body).toEqual({ token: 'abc_DEF-123' });
    expect(screen.getByRole('link', { name: 'Go to Cloud Compute' })).toHaveAttribute('href', '/compute');
  });

  it("shows the server's refusal (used, expired or for another address) and lets the person try again", async () => {
    mockApi({
      'POST /api/email-verification/confirm': {
        status: 400,
        body: { message: EMAIL_VERIFICATION_MESSAGES.expiredLink },
      },
    });
    renderWithProviders(<VerifyEmailRoute />, { path: '/verify-email?token=old' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.expiredLink);
    expect(screen.getByRole('button', { name: 'Confirm my e-mail address' })).toBeEnabled();
  });

  it('says the link is not valid when it carries no token', () => {
    mockApi({});
    renderWithProviders(<VerifyEmailRoute />, { path: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
