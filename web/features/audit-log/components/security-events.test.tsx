import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { SecurityEvents } from './security-events';

const user = makeUser();
const ev = (id: number, action: string) => ({
  id,
  at: '2026-11-23T10:00:00.000Z',
  actorId: 7,
  actorName: 'ada',
  actorRole: 'client',
  subjectUserId: 7,
  subjectName: 'ada@example.com',
  action,
  targetType: 'user',
  targetId: '7',
  ip: '198.51.100.4',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1',
  details: {},
});

describe('SecurityEvents', () => {
  it("lists the user's own events, 10 a page, with pages when there are more", async () => {
    const api = mockApi({
      'GET /api/user/security-events': () => ({
        body: {
          events: [ev(1, 'auth.sign_in'), ev(2, 'two_factor.enabled')],
          pagination: { page: 1, limit: 10, total: 12, totalPages: 2 },
        },
      }),
    });
    renderWithProviders(<SecurityEvents />, { path: '/settings', user });
    const list = await screen.findByRole('list', { name: 'Security events' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^ada signed in — .+ from 198\.51\.100\.4, Safari 17 on iOS/);
    expect(items[1]).toHaveTextContent(/^ada turned on two-factor sign-in for ada@example\.com — /);
    expect(api.calls[0].url).toBe('/api/user/security-events?page=1&limit=10');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/user/security-events?page=2&limit=10'));
  });

  it('says when there is nothing yet', async () => {
    mockApi({
      'GET /api/user/security-events': {
        body: { events: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
      },
    });
    renderWithProviders(<SecurityEvents />, { path: '/settings', user });
    expect(await screen.findByText('No security events yet.')).toBeInTheDocument();
  });
});
