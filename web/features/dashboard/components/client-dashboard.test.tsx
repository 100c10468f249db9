import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { useCurrentUser } from '../../../lib/session';
import { ClientDashboard } from './client-dashboard';

/** Reads the user from the cache the way the routes do, so a saved e-mail lifts the overlay. */
function LiveDashboard() {
  const { user } = useCurrentUser();
  return user ? <ClientDashboard user={user} /> : null;
}

const anonymous = makeUser({
  id: 9,
  username: 'quiet-lynx-5',
  isAnonymous: true,
  email: '  ',
  firstName: null,
  lastName: null,
});

describe('ClientDashboard', () => {
  it('welcomes the user by name', () => {
    mockApi();
    renderWithProviders(<ClientDashboard user={makeUser()} />, { user: makeUser() });
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByText('Add an email address (optional)')).not.toBeInTheDocument();
  });

  it('shows the four tiles with real figures only and the slots it is given, the donation banner first', async () => {
    mockApi({
      'GET /api/stats': { body: { totalUsers: 1234, totalPlugins: 56, totalWebsites: 9, totalDonations: 0 } },
    });
    renderWithProviders(
      <ClientDashboard
        user={makeUser()}
        figures={{ activeSites: 1 }}
        hosting={<p>hosting slot</p>}
        activation={<p>activation slot</p>}
        donationBanner={<section id="donate">donation banner slot</section>}
      />,
      { user: makeUser() },
    );
    const tile = (label: string) => screen.getByText(label).closest('div')!.parentElement!;
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(tile('Community Size')).toHaveTextContent('1,234');
    expect(tile('Available Plugins')).toHaveTextContent('56');
    expect(tile('Active Sites')).toHaveTextContent('1');
    expect(tile('Downloaded Plugins')).toHaveTextContent('—');
    expect(document.getElementById('donate')).toHaveTextContent('donation banner slot');
    expect(screen.getByText('activation slot')).toBeInTheDocument();
    // The hosting cards are the second slice, drawn after the first has been painted (lib/use-after-paint.ts).
    expect(await screen.findByText('hosting slot')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /Browse Plugins/ }))
      expect(link).toHaveAttribute('href', '/plugins');
  });

  it('lists the first 5 recent downloads and counts the distinct plugins among them', async () => {
    const item = (id: number, overrides = {}) => ({
      id,
      type: 'plugin',
      pluginId: id,
      themeId: null,
      name: `Plugin ${id}`,
      slug: `plugin-${id}`,
      version: '1.0',
      downloadedAt: '2026-01-02T00:00:00.000Z',
      ...overrides,
    });
    const list = [
      item(1),
      item(2),
      item(3, { pluginId: 1, name: 'Plugin 1 again' }),
      item(4, { type: 'theme', pluginId: null, themeId: 4, name: 'Theme 4' }),
      item(5),
      item(6),
    ];
    mockApi({ 'GET /api/plugin-downloads': { body: list } });
    renderWithProviders(<ClientDashboard user={makeUser()} />, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Plugin 1' })).toHaveAttribute('href', '/plugin/plugin-1');
    expect(screen.getByRole('link', { name: 'Theme 4' })).toHaveAttribute('href', '/themes');
    expect(screen.getByRole('link', { name: 'Plugin 5' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Plugin 6' })).not.toBeInTheDocument();
    expect(screen.getByText('Downloaded Plugins').closest('div')!.parentElement!).toHaveTextContent('4');
  });

  it("says so when nothing was downloaded, and '20+' when the answer is full", async () => {
    mockApi({ 'GET /api/plugin-downloads': { body: [] } });
    const first = renderWithProviders(<ClientDashboard user={makeUser()} />, { user: makeUser() });
    expect(await screen.findByText('You have not downloaded any plugins or themes yet.')).toBeInTheDocument();
    first.unmount();

    const full = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      type: 'plugin',
      pluginId: (i % 7) + 1,
      themeId: null,
      name: `P${i}`,
      slug: `p${i}`,
      version: null,
      downloadedAt: '2026-01-02T00:00:00.000Z',
    }));
    mockApi({ 'GET /api/plugin-downloads': { body: full } });
    renderWithProviders(<ClientDashboard user={makeUser()} />, { user: makeUser() });
    expect(await screen.findByText('7+')).toBeInTheDocument();
  });

  it('offers an anonymous user without an e-mail to add one, without blocking or dimming anything', async () => {
    const api = mockApi({ 'PATCH /api/user/9': { body: { ...anonymous, email: 'me@example.com' } } });
    renderWithProviders(<LiveDashboard />, { user: anonymous });
    expect(screen.getByText('Add an email address (optional)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const content = screen.getByTestId('client-dashboard-content');
    expect(content).not.toHaveAttribute('aria-hidden');
    expect(content).not.toHaveAttribute('inert');
    expect(screen.getAllByRole('link', { name: /Browse Plugins/ })[0]).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('Email saved')).toBeInTheDocument();
    expect(screen.queryByText('Add an email address (optional)')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/9')[0].body).toEqual({ email: 'me@example.com' });
  });

  it('greets an account made today as new, and an older one as returning', () => {
    mockApi();
    const fresh = makeUser({ createdAt: new Date(Date.now() - 60_000).toISOString() });
    const first = renderWithProviders(<ClientDashboard user={fresh} />, { user: fresh });
    expect(screen.getByRole('heading', { name: 'Welcome to HostFree, Ada Lovelace' })).toBeInTheDocument();
    first.unmount();
    const older = makeUser({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() });
    renderWithProviders(<ClientDashboard user={older} />, { user: older });
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
  });

  it("explains 'Email Already Taken' and other update failures", async () => {
    mockApi({
      'PATCH /api/user/9': {
        status: 409,
        body: { message: 'EMAIL_ALREADY_EXISTS: This email address is already registered by another user.' },
      },
    });
    const first = renderWithProviders(<ClientDashboard user={anonymous} />, { user: anonymous });
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Already Taken');
    first.unmount();

    mockApi({ 'PATCH /api/user/9': { status: 500, text: '' } });
    renderWithProviders(<ClientDashboard user={anonymous} />, { user: anonymous });
    await userEvent.type(screen.getByLabelText('Email'), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update email address. Please try again.')).toBeInTheDocument();
  });

  it('shows a new anonymous account its credentials until they are marked saved', async () => {
    mockApi();
    localStorage.setItem(
      'tempCredentials',
      JSON.stringify({
        username: 'quiet-lynx-5',
        password: 'pw-123456',
        recoveryPhrase: 'one two three',
        timestamp: Date.now(),
      }),
    );
    const user = { ...anonymous, email: 'me@example.com' };
    renderWithProviders(<ClientDashboard user={user} />, { user });
    expect(screen.getByText('pw-123456')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved these details' }));
    expect(screen.queryByText('pw-123456')).not.toBeInTheDocument();
    expect(localStorage.getItem('tempCredentials')).toBeNull();
  });
});
