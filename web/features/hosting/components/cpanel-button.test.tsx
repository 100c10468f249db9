import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { CpanelButton } from './cpanel-button';

function fakeTab() {
  return { opener: {}, location: { href: '' }, close: vi.fn(), document: { title: '', body: { textContent: '' } } };
}

function setup(reply: MockHandler) {
  const tab = fakeTab();
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const api = mockApi({ ...backgroundHandlers, 'POST /api/cpanel-login': reply });
  renderWithProviders(<CpanelButton domain="maya.hostfree.test" />, { user: makeUser() });
  return { tab, open, api };
}

const answer = (overrides = {}) => ({
  body: { loginUrl: null, message: '', debug: null, error: null, username: null, panelUrl: null, ...overrides },
});

describe('CpanelButton', () => {
  it('opens a tab inside the click and sends it to the single sign-on address', async () => {
    const { tab, open, api } = setup(
      answer({ loginUrl: 'https://server.test:2083/cpsess1/login/?session=x', message: 'ok', username: 'maya' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Open cPanel/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://server.test:2083/cpsess1/login/?session=x'));
    expect(tab.opener).toBeNull();
    expect(api.callsTo('POST', '/api/cpanel-login')[0].body).toEqual({ domain: 'maya.hostfree.test' });
    expect(screen.queryByText('cPanel Login Failed')).not.toBeInTheDocument();
  });

  it('opens the panel for manual login when only a username comes back, saying why', async () => {
    const { tab } = setup(
      answer({
        message: 'Unable to create a session',
        debug: 'create_user_session failed',
        username: 'mayaxyz',
        panelUrl: 'https://server.test:2083',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /Open cPanel/ }));
    expect(await screen.findByText('cPanel Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to create a session')).toBeInTheDocument();
    expect(screen.getByText('mayaxyz')).toBeInTheDocument();
    expect(tab.location.href).toBe('https://server.test:2083');
  });

  it('says plainly that cPanel cannot be reached when no username comes back (a free account), and closes the tab', async () => {
    const { tab } = setup(answer({ debug: 'WHM answered create_user_session with HTTP 503', error: 'SESSION_FAILED' }));
    await userEvent.click(screen.getByRole('button', { name: /Open cPanel/ }));
    expect(
      await screen.findByText(
        "cPanel can't be reached right now. Your site is not affected; please try Open cPanel again in a few minutes.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sign in as/)).not.toBeInTheDocument();
    expect(screen.queryByText(/HTTP 503/)).not.toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('says cPanel is not set up yet when WHM is not configured', async () => {
    setup(answer({ debug: 'WHM is not configured', error: 'WHM_NOT_CONFIGURED' }));
    await userEvent.click(screen.getByRole('button', { name: /Open cPanel/ }));
    expect(await screen.findByText(/cPanel is not set up on this service yet/)).toBeInTheDocument();
  });

  it("says 'Could not access cPanel' when nothing better is known", async () => {
    const { tab } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(screen.getByRole('button', { name: /Open cPanel/ }));
    expect(await screen.findByText('cPanel Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not access cPanel')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
