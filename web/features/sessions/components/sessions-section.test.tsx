import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../../../contract/account-safety.js';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { SessionsSection } from './sessions-section';

const user = makeUser();
const recent = new Date(Date.now() - 5 * 60_000).toISOString();
const current: SessionView = {
  id: 1,
  browser: 'Chrome on Windows',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/124.0',
  address: '203.0.113.7',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeen: new Date().toISOString(),
  current: true,
};
const phone: SessionView = {
  id: 2,
  browser: 'Safari on iOS',
  userAgent: 'Mozilla/5.0 (iPhone) Version/17.4 Mobile Safari/604.1',
  address: '198.51.100.4',
  createdAt: '2026-11-21T10:00:00.000Z',
  lastSeen: recent,
  current: false,
};
const laptop: SessionView = {
  id: 3,
  browser: 'Firefox on Linux',
  userAgent: null,
  address: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  lastSeen: recent,
  current: false,
};

describe('SessionsSection', () => {
  it("lists devices with browser, address and last seen, and marks 'This device' without a Sign out button", async () => {
    mockApi({ 'GET /api/user/sessions': { body: { sessions: [current, phone, laptop] } } });
    renderWithProviders(<SessionsSection />, { path: '/settings', user });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const mine = within(list).getByRole('listitem', { name: 'Chrome on Windows (this device)' });
    expect(within(mine).getByText('This device')).toBeInTheDocument();
    expect(within(mine).getByText(/203\.0\.113\.7/)).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    const other = within(list).getByRole('listitem', { name: 'Safari on iOS' });
    expect(within(other).getByText(/198\.51\.100\.4/)).toBeInTheDocument();
    expect(within(other).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(list).getByText(/Unknown address/)).toBeInTheDocument();
  });

  it('signs one device out after confirming', async () => {
    let sessions = [current, phone, laptop];
    const api = mockApi({
      'GET /api/user/sessions': () => ({ body: { sessions } }),
      'DELETE /api/user/sessions/2': () => {
        sessions = [current, laptop];
        return { body: { message: 'Session signed out' } };
      },
    });
    renderWithProviders(<SessionsSection />, { path: '/settings', user });
    const other = await screen.findByRole('listitem', { name: 'Safari on iOS' });
    await userEvent.click(within(other).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(within(dialog).getByText('Safari on iOS at 198.51.100.4 will have to sign in again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/user/sessions/2')).toHaveLength(0);

    await userEvent.click(within(other).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Session signed out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iOS' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/user/sessions/2')).toHaveLength(1);
  });

  it('signs out all other sessions after confirming, and is disabled when there are none', async () => {
    let sessions = [current, phone, laptop];
    const api = mockApi({
      'GET /api/user/sessions': () => ({ body: { sessions } }),
      'POST /api/user/sessions/revoke-others': () => {
        sessions = [current];
        return { body: { message: 'All other sessions signed out', revoked: 2 } };
      },
    });
    renderWithProviders(<SessionsSection />, { path: '/settings', user });
    await screen.findByRole('list', { name: 'Signed-in devices' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    expect(within(dialog).getByText(/2 sessions/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out all others' }));
    expect(await screen.findByText('All other sessions signed out')).toBeInTheDocument();
    expect(screen.getByText('2 devices were signed out.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/sessions/revoke-others')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled());
  });

  it("toasts 'Sign out failed' with the server's message", async () => {
    mockApi({
      'GET /api/user/sessions': { body: { sessions: [current, phone] } },
      'DELETE /api/user/sessions/2': { status: 404, body: { message: 'Session not found' } },
    });
    renderWithProviders(<SessionsSection />, { path: '/settings', user });
    const other = await screen.findByRole('listitem', { name: 'Safari on iOS' });
    await userEvent.click(within(other).getByRole('button', { name: /^Sign out/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(screen.getByText('Session not found')).toBeInTheDocument();
  });
});
