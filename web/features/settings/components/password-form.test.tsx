import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { PasswordForm } from './password-form';

const user = makeUser({ id: 3 });

describe('PasswordForm', () => {
  it("says 'Please enter a new password' when empty", async () => {
    const api = mockApi();
    renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please enter a new password')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'New password and confirmation do not match'", async () => {
    mockApi();
    renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New password and confirmation do not match')).toBeInTheDocument();
  });

  it('sends the current password only when filled', async () => {
    const api = mockApi({ 'PATCH /api/user/3': { body: user } });
    renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(screen.getByText('Your password has been changed successfully.')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ password: 'brand-new-1' });

    await userEvent.type(screen.getByLabelText('Current Password'), 'old-pass');
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-2');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await screen.findAllByText('Password Updated');
    expect(api.calls[1].body).toEqual({ password: 'brand-new-2', currentPassword: 'old-pass' });
  });

  it("shows 'Update Failed' with the message, or 'Unable to update password.'", async () => {
    mockApi({ 'PATCH /api/user/3': { status: 400, body: { message: 'Current password is incorrect' } } });
    const first = renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
    first.unmount();

    mockApi({ 'PATCH /api/user/3': { status: 500, text: '' } });
    renderWithProviders(<PasswordForm userId={3} />, { path: '/settings', user });
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Unable to update password.')).toBeInTheDocument();
  });
});
