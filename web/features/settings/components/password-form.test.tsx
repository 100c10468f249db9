import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { PasswordForm } from './password-form';

const user = makeUser({ id: 3 });
const twoFactor = (enabled: boolean) => ({
  'GET /api/user/two-factor': { body: { enabled, enabledAt: null, recoveryCodesLeft: 10, required: false } },
});

describe('PasswordForm', () => {
  it("says 'Please enter a new password' when empty", async () => {
    const api = mockApi(twoFactor(false));
    renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please enter a new password')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/3')).toHaveLength(0);
  });

  it("says 'New password and confirmation do not match'", async () => {
    mockApi(twoFactor(false));
    renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New password and confirmation do not match')).toBeInTheDocument();
  });

  it('sends the current password only when filled', async () => {
    const api = mockApi({ ...twoFactor(false), 'PATCH /api/user/3': { body: user } });
    renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(screen.getByText('Your password has been changed successfully.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/3')[0].body).toEqual({ password: 'brand-new-1' });

    await userEvent.type(screen.getByLabelText('Current Password'), 'old-pass');
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-2');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await screen.findAllByText('Password Updated');
    expect(api.callsTo('PATCH', '/api/user/3')[1].body).toEqual({
      password: 'brand-new-2',
      currentPassword: 'old-pass',
    });
    expect(screen.queryByLabelText('Two-factor code')).not.toBeInTheDocument();
  });

  it('asks for a two-factor code when two-factor is on, and sends it', async () => {
    const api = mockApi({
      ...twoFactor(true),
      'PATCH /api/user/3': { status: 400, body: { message: 'Invalid authentication code or recovery code' } },
    });
    renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-pass');
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    const code = await screen.findByLabelText('Two-factor code');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText(
        'Two-factor authentication is on: enter a code from your authenticator app or a recovery code',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/3')).toHaveLength(0);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Invalid authentication code or recovery code')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/3')[0].body).toEqual({
      password: 'brand-new-1',
      currentPassword: 'old-pass',
      twoFactorCode: '123456',
    });
  });

  it("shows 'Update Failed' with the message, or 'Unable to update password.'", async () => {
    mockApi({
      ...twoFactor(false),
      'PATCH /api/user/3': { status: 400, body: { message: 'Current password is incorrect' } },
    });
    const first = renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
    first.unmount();

    mockApi({ ...twoFactor(false), 'PATCH /api/user/3': { status: 500, text: '' } });
    renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Unable to update password.')).toBeInTheDocument();
  });
});
