import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '../../../lib/session';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ProfileForm } from './profile-form';

const user = makeUser({ id: 12, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });

async function edit(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('ProfileForm', () => {
  it('sends trimmed {firstName, lastName, email} to PATCH /api/user/{id} and toasts', async () => {
    const updated = { ...user, firstName: 'Augusta', email: 'augusta@example.com' };
    const api = mockApi({ 'PATCH /api/user/12': { body: updated } });
    const { queryClient } = renderWithProviders(<ProfileForm user={user} />, { path: '/profile', user });
    await edit('First Name', '  Augusta  ');
    await edit('Email', ' augusta@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile information has been saved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/12')[0].body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'augusta@example.com',
    });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(updated);
  });

  it('rejects an invalid e-mail but allows an empty one', async () => {
    const api = mockApi({ 'PATCH /api/user/12': { body: { ...user, email: null } } });
    renderWithProviders(<ProfileForm user={user} />, { path: '/profile', user });
    await edit('Email', 'broken@');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/12')).toHaveLength(0);
    await edit('Email', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/12')[0].body).toMatchObject({ email: '' });
  });

  it.each([
    'EMAIL_ALREADY_EXISTS: This email address is already registered by another user.',
    'That address is already registered',
    'duplicate key value violates unique constraint',
  ])("shows 'Email Already Taken' for: %s", async (message) => {
    mockApi({ 'PATCH /api/user/12': { status: 409, body: { message } } });
    renderWithProviders(<ProfileForm user={user} />, { path: '/profile', user });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Email Already Taken')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This email address is already registered by another user. Please use a different email address.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Update Failed' with the message, or the fallback", async () => {
    mockApi({ 'PATCH /api/user/12': { status: 400, body: { message: 'Control characters are not allowed' } } });
    const first = renderWithProviders(<ProfileForm user={user} />, { path: '/profile', user });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Control characters are not allowed')).toBeInTheDocument();
    first.unmount();

    mockApi({ 'PATCH /api/user/12': { status: 500, text: '' } });
    renderWithProviders(<ProfileForm user={user} />, { path: '/profile', user });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Unable to update profile at this time.')).toBeInTheDocument();
  });

  it('highlights the e-mail field when the e-mail is required', () => {
    mockApi();
    renderWithProviders(<ProfileForm user={{ ...user, email: null }} emailRequired />, { path: '/profile', user });
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email').closest('[data-highlighted]')).not.toBeNull();
  });
});
