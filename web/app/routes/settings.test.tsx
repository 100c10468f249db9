import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { backgroundHandlers } from '../../test/fixtures';
import { makeUser, renderWithProviders } from '../../test/render';
import { SettingsRoute } from './settings';

const user = makeUser();

describe('SettingsRoute', () => {
  it('has every account-safety section, and Manage Sessions leads to #sessions', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/user/two-factor': { body: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false } },
      'GET /api/user/sessions': { body: { sessions: [] } },
      'GET /api/user/security-events': {
        body: { events: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
      },
    });
    const { container } = renderWithProviders(<SettingsRoute user={user} />, { path: '/settings', user });
    expect(screen.getByRole('link', { name: 'Manage Sessions' })).toHaveAttribute('href', '#sessions');
    for (const id of ['two-factor', 'sessions', 'security-events', 'your-data'])
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    expect(await screen.findByText('No security events yet.')).toBeInTheDocument();
  });
});
