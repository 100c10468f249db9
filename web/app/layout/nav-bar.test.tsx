import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { replacePage } from '../../lib/page-navigation';
import { CURRENT_USER_KEY } from '../../lib/session';
import { mockApi } from '../../test/fetch-mock';
import { backgroundHandlers } from '../../test/fixtures';
import { makeUser, renderWithProviders } from '../../test/render';
import { NavBar } from './nav-bar';
import { COMPUTE_LINKS_SHOWN } from './nav-links';
import { isBuiltWebPath } from '../../../contract/web-routes.js';

vi.mock('../../lib/page-navigation', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const linkNames = () =>
  within(screen.getAllByRole('navigation', { name: 'Main' })[0])
    .getAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);

describe('NavBar', () => {
  it('shows the brand tag, the public links and a Sign In button to visitors', () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<NavBar />, { user: null });
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(linkNames()).toEqual([
      ['Home', '/'],
      ['Plugin Library', '/plugins'],
      ['Theme Library', '/themes'],
      ['Donate', '/#donate'],
    ]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('adds the admin links and View Site (new tab) for admins; Compute only once /compute is built', () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<NavBar />, { user: makeUser({ role: 'admin' }) });
    expect(linkNames()).toEqual([
      ['Dashboard', '/'],
      ['Plugin Library', '/plugins'],
      ['Theme Library', '/themes'],
      ['Donate', '/client#donate'],
      ['Billing', '/billing'],
      ...(COMPUTE_LINKS_SHOWN ? [['Compute', '/compute']] : []),
      ['Client View', '/client'],
      ['API Settings', '/admin/api-settings'],
      ['View Site(opens in a new tab)', '/'],
    ]);
    const viewSite = screen.getByRole('link', { name: /View Site/ });
    expect(viewSite).toHaveAttribute('target', '_blank');
  });

  it('has a user menu with name, e-mail, role label and the account links', async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<NavBar />, { user: makeUser() });
    expect(linkNames()[0]).toEqual(['Dashboard', '/']);
    expect(linkNames()).toContainEqual(['Billing', '/billing']);
    expect(linkNames()).toContainEqual(['Support', '/support']);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByText('Client')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dashboard',
      'Profile',
      ...(COMPUTE_LINKS_SHOWN ? ['Compute'] : []),
      'Billing',
      'Support',
      'Settings',
      'Sign Out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(within(menu).getByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('opens the account menu from the keyboard, focus inside it, and gives focus back to its button on Escape', async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<NavBar />, { user: makeUser() });
    const button = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toHaveFocus();
  });

  it('hides the Compute links while /compute is not built (no link to the 404 page)', () => {
    expect(COMPUTE_LINKS_SHOWN).toBe(isBuiltWebPath('/compute'));
  });

  it('closes the phone menu with Escape (focus back on its button) and with a tap outside', async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(
      <div>
        <NavBar />
        <p>Page text</p>
      </div>,
      { user: null },
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(document.getElementById('mobile-nav')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('mobile-nav')).toBeNull();
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    expect(document.getElementById('mobile-nav')).not.toBeNull();
    await userEvent.click(screen.getByText('Page text'));
    expect(document.getElementById('mobile-nav')).toBeNull();
  });

  it("labels admins 'Administrator'", async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<NavBar />, { user: makeUser({ role: 'admin' }) });
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
  });

  it("signs out: 'Signing Out...', token and cache cleared, 'Logged out', then / after 500 ms", async () => {
    localStorage.setItem('hfAuthToken', 'tok');
    let answer: () => void = () => {};
    const api = mockApi({
      ...backgroundHandlers,
      'POST /api/logout': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { message: 'Logged out' } });
        }),
    });
    const { queryClient } = renderWithProviders(<NavBar />, { user: makeUser() });
    queryClient.setQueryData(['/api/other'], { cached: true });
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('menuitem', { name: 'Signing Out...' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/logout')[0].headers.Authorization).toBe('Bearer tok');
    expect(localStorage.getItem('hfAuthToken')).toBeNull();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/other'])).toBeUndefined();
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/'));
  });

  it("toasts 'Logout failed' when the server fails", async () => {
    localStorage.setItem('hfAuthToken', 'tok');
    mockApi({ ...backgroundHandlers, 'POST /api/logout': { status: 500, body: { message: 'Database unavailable' } } });
    renderWithProviders(<NavBar />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(localStorage.getItem('hfAuthToken')).toBe('tok');
  });
});
