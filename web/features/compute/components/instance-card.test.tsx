import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../../../contract/i18n/catalogue/en/compute.json';
import { COMPUTE_MESSAGES, INSTANCE_ACTIONS } from '../../../../contract/compute-constants.js';
import { ACTION_LABELS } from '../../../../contract/instance-actions.js';
import { loadCatalogue } from '../../../lib/i18n/catalogues';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { instance } from '../test/fixtures';
import type { MyInstance } from '../../../../contract/compute.js';
import { myInstancesRefreshMs } from '../api/get-my-instances';
import { InstanceCard } from './instance-card';
import { MyInstances } from './my-instances';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const client = makeUser({ id: 7 });
const admin = makeUser({ id: 1, role: 'admin' });

function renderCard(item: MyInstance, handlers: Record<string, MockHandler> = {}, { isAdmin = false } = {}) {
  const api = mockApi({ 'GET /api/compute/my': { body: [item] }, ...handlers });
  renderWithProviders(<InstanceCard instance={item} isAdmin={isAdmin} now={NOW} />, { user: isAdmin ? admin : client });
  return api;
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('InstanceCard', () => {
  it('shows every field and badge of a running Vultr instance', () => {
    renderCard(instance());
    const card = screen.getByRole('article', { name: 'web-1' });
    expect(within(card).getByText('Active', { selector: '[data-status]' })).toBeInTheDocument();
    expect(within(card).getByText('Vultr')).toBeInTheDocument();
    expect(within(card).queryByText('Remote')).not.toBeInTheDocument();
    expect(field('Region')).toHaveTextContent('ewr');
    expect(field('IP address')).toHaveTextContent('203.0.113.10');
    expect(field('Operating system')).toHaveTextContent('Ubuntu 24.04 LTS x64');
    expect(field('Status')).toHaveTextContent('Active');
    expect(field('Provider ID')).toHaveTextContent('cb676a46-66fd-4dfb-b839-443f2e6c0b60');
    expect(screen.getByRole('button', { name: 'Copy Provider ID' })).toBeInTheDocument();
    expect(screen.queryByText('Resource group')).not.toBeInTheDocument();
    for (const name of ['Console', 'Stop', 'Restart', 'Terminate'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    // Start is for a stopped machine; this one runs.
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveAttribute(
      'title',
      'Start works on a stopped instance; this one is not stopped.',
    );
  });

  it.each([
    ['stopped', ['Start', 'Terminate'], ['Stop', 'Restart']],
    ['halted', ['Start', 'Terminate'], ['Stop', 'Restart']],
    ['running', ['Stop', 'Restart', 'Terminate'], ['Start']],
    ['pending', [], ['Start', 'Stop', 'Restart', 'Terminate']],
    ['provisioning', [], ['Start', 'Stop', 'Restart', 'Terminate']],
    ['building', [], ['Start', 'Stop', 'Restart', 'Terminate']],
    ['deleting', [], ['Start', 'Stop', 'Restart', 'Terminate']],
  ])('a %s machine offers %j and disables %j', (status, enabled, disabled) => {
    renderCard(instance({ status }));
    for (const name of enabled) expect(screen.getByRole('button', { name }), name).toBeEnabled();
    for (const name of disabled) expect(screen.getByRole('button', { name }), name).toBeDisabled();
  });

  it('a changing machine says why its buttons wait; a launch stuck with an error can still be terminated', () => {
    renderCard(
      instance({ status: 'pending', error: 'The cloud provider could not be reached. Please try again shortly.' }),
    );
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveAttribute(
      'title',
      'Wait until the instance has finished changing',
    );
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeEnabled();
  });

  it("shows 'Pending' for a missing IP and a secondary badge while provisioning", () => {
    renderCard(instance({ status: 'pending', ipv4Address: null }));
    expect(field('IP address')).toHaveTextContent('Pending');
    expect(screen.getAllByText('Pending')[0]).toHaveAttribute('data-status', 'pending');
  });

  it('masks the password until revealed, and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCard(instance());
    expect(screen.getByTestId('instance-password')).toHaveTextContent('••••••••••••');
    expect(screen.queryByText('v9#Xq2!pR7mK')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByTestId('instance-password')).toHaveTextContent('v9#Xq2!pR7mK');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(writeText).toHaveBeenCalledWith('v9#Xq2!pR7mK');
    expect(await screen.findByText('Password copied to clipboard')).toBeInTheDocument();
  });

  it("says 'Copy failed' / 'Your browser blocked clipboard access.' when the clipboard refuses", async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    renderCard(instance());
    await userEvent.click(screen.getByRole('button', { name: 'Copy Provider ID' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Your browser blocked clipboard access.')).toBeInTheDocument();
  });

  it('shows the two "not retained" texts', () => {
    renderCard(instance({ adminPassword: null }));
    expect(
      screen.getByText('Password not retained—use the credentials presented during provisioning.'),
    ).toBeInTheDocument();
  });

  it("says 'Credentials not stored for this instance.' without username or password", () => {
    renderCard(instance({ adminUsername: null, adminPassword: undefined }));
    expect(screen.getByText('Credentials not stored for this instance.')).toBeInTheDocument();
  });

  it.each([
    ['2026-11-23T09:30:00.000Z', '1d 21h'],
    ['2026-11-21T14:05:30.000Z', '2h 5m'],
    ['2026-11-21T12:07:59.000Z', '7m'],
    ['2026-11-21T11:59:00.000Z', 'Expired'],
    ['not a date', '–'],
  ])(
    'shows the time remaining of an Azure trial ending %s as %s, with its resource group and no Console',
    (expiresAt, shown) => {
      renderCard(
        instance({
          cloudProvider: 'azure',
          isTrial: true,
          expiresAt,
          resourceGroup: 'hf-trial-7-abc',
          adminUsername: 'hfadmin',
        }),
      );
      expect(field('Time remaining')).toHaveTextContent(shown);
      expect(field('Resource group')).toHaveTextContent('hf-trial-7-abc');
      expect(screen.getByText('Azure')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Console' })).not.toBeInTheDocument();
    },
  );

  it("shows '–' for an Azure trial that ended early, 'Expired' for one past its end", () => {
    renderCard(
      instance({
        id: 1,
        cloudProvider: 'azure',
        isTrial: true,
        status: 'terminated',
        expiresAt: '2026-11-22T12:00:00.000Z',
      }),
    );
    expect(field('Time remaining')).toHaveTextContent('–');
  });

  it('disables Start and Restart (and the rest) once terminated, with a destructive badge', () => {
    renderCard(instance({ status: 'terminated' }));
    expect(screen.getByText('Terminated', { selector: '[data-status]' })).toHaveClass('bg-destructive');
    for (const name of ['Start', 'Restart', 'Terminate', 'Console'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it.each([
    ['halted', 'Stopped'],
    ['stopped', 'Stopped'],
    ['running', 'Running'],
    ['building', 'Building'],
    ['deleting', 'Deleting'],
  ])('labels %s as %s', (status, label) => {
    renderCard(instance({ status }));
    expect(screen.getByText(label, { selector: '[data-status]' })).toBeInTheDocument();
  });

  it("shows 'Remote' and lets only an admin act on a remote Vultr instance", () => {
    renderCard(instance({ source: 'remote', adminUsername: null, adminPassword: null }));
    expect(screen.getByText('Remote')).toBeInTheDocument();
    for (const name of ['Console', 'Start', 'Restart', 'Terminate'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('lets an admin act on a remote Vultr instance', () => {
    renderCard(instance({ source: 'remote' }), {}, { isAdmin: true });
    for (const name of ['Console', 'Stop', 'Restart', 'Terminate'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('starts a stopped machine; stops and restarts a running one; each refreshes the list', async () => {
    const api = renderCard(instance({ status: 'stopped' }), {
      'POST /api/compute/1/start': { body: { message: 'Start requested', instance: instance() } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Start requested')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/compute/1/start')).toHaveLength(1);
  });

  it('Stop and Restart on a running machine call their routes', async () => {
    const api = renderCard(instance({ status: 'running' }), {
      'POST /api/compute/1/stop': { body: { message: 'Stop requested', instance: instance({ status: 'stopped' }) } },
      'POST /api/compute/1/restart': { body: { message: 'Restart requested', instance: instance() } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stop requested')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText('Restart requested')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/compute/1/stop')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/compute/1/restart')).toHaveLength(1);
  });

  it('terminates after confirming, with DELETE /api/compute/{id}', async () => {
    const api = renderCard(instance(), {
      'DELETE /api/compute/1': { body: { message: 'Terminate requested', instance: instance({ status: 'deleting' }) } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate web-1?' });
    expect(api.callsTo('DELETE', '/api/compute/1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('Terminate requested')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/compute/1')).toHaveLength(1);
  });

  it("toasts 'Action failed' with 'Failed to {action}' when the server gives no message", async () => {
    renderCard(instance(), { 'POST /api/compute/1/restart': { status: 502, text: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText('Action failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to restart')).toBeInTheDocument();
  });

  it("toasts the server's message on a failed action", async () => {
    renderCard(instance(), {
      'POST /api/compute/1/stop': {
        status: 409,
        body: { message: 'This instance is still being set up. Please try again in a minute.' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(
      await screen.findByText('This instance is still being set up. Please try again in a minute.'),
    ).toBeInTheDocument();
  });
});

describe('Console', () => {
  function stubWindow() {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    return { tab, open };
  }

  it("opens the noVNC link in a new tab: 'VNC console opened' with the password", async () => {
    const { tab, open } = stubWindow();
    renderCard(instance(), {
      'GET /api/compute/1/vnc': { body: { vnc: { url: 'http://127.0.0.1:9/novnc/?data=abc', password: 'kvm-pass' } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Console' }));
    expect(await screen.findByText('VNC console opened')).toBeInTheDocument();
    expect(screen.getByText('Console password: kvm-pass')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('http://127.0.0.1:9/novnc/?data=abc');
    expect(tab.opener).toBeNull();
  });

  it("says 'Use the browser window to access your console.' without a password", async () => {
    stubWindow();
    renderCard(instance(), {
      'GET /api/compute/1/vnc': { body: { vnc: { url: 'http://127.0.0.1:9/novnc/?data=abc', password: null } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Console' }));
    expect(await screen.findByText('Use the browser window to access your console.')).toBeInTheDocument();
  });

  it("says 'Console unavailable' when Vultr has no noVNC link yet, and closes the tab", async () => {
    const { tab } = stubWindow();
    renderCard(instance(), {
      'GET /api/compute/1/vnc': {
        status: 409,
        body: { message: 'Vultr did not return a noVNC URL. Try again shortly.' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Console' }));
    expect(await screen.findByText('Console unavailable')).toBeInTheDocument();
    expect(screen.getByText('Vultr did not return a noVNC URL. Try again shortly.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it("says 'Unable to open console' with the message, falling back to 'Failed to load VNC console'", async () => {
    stubWindow();
    renderCard(instance(), { 'GET /api/compute/1/vnc': { status: 500, text: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Console' }));
    expect(await screen.findByText('Unable to open console')).toBeInTheDocument();
    expect(screen.getByText('Failed to load VNC console')).toBeInTheDocument();
  });
});

describe('MyInstances', () => {
  it('lists newest first by createdAt', async () => {
    mockApi({
      'GET /api/compute/my': {
        body: [
          instance({ id: 1, instanceName: 'old', createdAt: '2026-11-01T00:00:00.000Z' }),
          instance({ id: 2, instanceName: 'new', createdAt: '2026-11-20T00:00:00.000Z' }),
        ],
      },
    });
    renderWithProviders(<MyInstances isAdmin={false} />, { user: client });
    await screen.findByRole('article', { name: 'new' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['new', 'old']);
  });

  it("shows 'No instances yet', and refreshes on Refresh", async () => {
    const api = mockApi({ 'GET /api/compute/my': { body: [] } });
    renderWithProviders(<MyInstances isAdmin={false} />, { user: client });
    expect(await screen.findByText('No instances yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(async () => {});
    expect(api.callsTo('GET', '/api/compute/my').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message or 'Failed to load instances'", async () => {
    mockApi({ 'GET /api/compute/my': { status: 500, text: '' } });
    renderWithProviders(<MyInstances isAdmin={false} />, { user: client });
    expect(await screen.findByText('Failed to load instances')).toBeInTheDocument();
  });

  it('refetches every 20 seconds, every 3 while a machine is changing (no reload needed)', () => {
    expect(myInstancesRefreshMs([instance({ status: 'running' }), instance({ status: 'stopped' })])).toBe(20_000);
    expect(myInstancesRefreshMs(undefined)).toBe(20_000);
    for (const status of ['pending', 'provisioning', 'building', 'deleting']) {
      expect(myInstancesRefreshMs([instance({ status: 'running' }), instance({ status })]), status).toBe(3_000);
    }
  });

  it('shows a status change without a reload: the list is read again while the machine changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let status = 'provisioning';
      mockApi({ 'GET /api/compute/my': () => ({ body: [instance({ status })] }) });
      renderWithProviders(<MyInstances isAdmin={false} />, { user: client });
      expect(await screen.findByText('Provisioning', { selector: '[data-status]' })).toBeInTheDocument();
      status = 'running';
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3_100);
      });
      expect(await screen.findByText('Running', { selector: '[data-status]' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  describe('in Spanish', () => {
    afterEach(() => setCurrentLocale('en'));

    it('says which action was asked for in the page language, whatever sentence the answer carries', async () => {
      setCurrentLocale('es');
      // The toasts are drawn by the providers, outside the card's Suspense: their words are fetched first.
      await loadCatalogue('es', 'layout');
      mockApi({
        'GET /api/compute/my': { body: [instance({ status: 'stopped' })] },
        'POST /api/compute/1/start': { body: { message: 'Start requested', instance: instance() } },
      });
      renderWithProviders(
        <Suspense fallback={null}>
          <InstanceCard instance={instance({ status: 'stopped' })} isAdmin={false} now={NOW} />
        </Suspense>,
        { user: client },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
      expect(await screen.findByText('Inicio solicitado')).toBeInTheDocument();
      expect(screen.queryByText('Start requested')).not.toBeInTheDocument();
    });
  });

  it("keeps the English of each action's toast as the server says it", () => {
    for (const action of INSTANCE_ACTIONS)
      expect(english[`requested_${action}`]).toBe(COMPUTE_MESSAGES.actionStarted(ACTION_LABELS[action]));
  });
});
