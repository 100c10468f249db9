import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../test/render';
import { EmailPrompt } from './email-prompt';

describe('EmailPrompt', () => {
  it('shows the missing e-mail toast once when armed', async () => {
    mockApi();
    sessionStorage.setItem('emailPromptPending', 'pending');
    const first = renderWithProviders(<EmailPrompt />, { path: '/profile', user: makeUser({ email: null }) });
    expect(await screen.findByText('Add your email address')).toBeInTheDocument();
    expect(screen.getByText('Please add an email so we can deliver credentials securely.')).toBeInTheDocument();
    expect(sessionStorage.getItem('emailPromptPending')).toBe('shown');
    first.unmount();
  });

  it('stays quiet when not armed or when the user has an e-mail', () => {
    mockApi();
    renderWithProviders(<EmailPrompt />, { path: '/', user: makeUser({ email: null }) });
    sessionStorage.setItem('emailPromptPending', 'pending');
    renderWithProviders(<EmailPrompt />, { path: '/', user: makeUser() });
    expect(screen.queryByText('Add your email address')).not.toBeInTheDocument();
  });
});
