import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { SystemTab } from './system-tab';

const admin = makeUser({ id: 1, role: 'admin' });

function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

describe('SystemTab', () => {
  it('opens WHM in a new tab at the loginUrl of POST /api/admin/whm-login', async () => {
    const tab = fakeTab();
    const api = mockApi({
      'POST /api/admin/whm-login': { body: { loginUrl: 'https://whm.example.com:2087/cpsess1/login' } },
    });
    renderWithProviders(<SystemTab />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: 'Open WHM Panel' }));
    await waitFor(() => expect(tab.location.href).toBe('https://whm.example.com:2087/cpsess1/login'));
    expect(tab.opener).toBeNull();
    expect(api.callsTo('POST', '/api/admin/whm-login')).toHaveLength(1);
  });

  it("toasts 'Failed to open WHM' and closes the blank tab", async () => {
    const tab = fakeTab();
    mockApi({ 'POST /api/admin/whm-login': { status: 502, body: { message: 'WHM is not configured' } } });
    renderWithProviders(<SystemTab />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: 'Open WHM Panel' }));
    expect(await screen.findByText('Failed to open WHM')).toBeInTheDocument();
    expect(screen.getByText('WHM is not configured')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('shows System Settings and Backup Management disabled (System Analytics is the Status sub-tab now)', () => {
    mockApi({});
    renderWithProviders(<SystemTab />, { user: admin });
    for (const name of ['System Settings', 'Backup Management'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.queryByText('System Analytics')).not.toBeInTheDocument();
  });
});
