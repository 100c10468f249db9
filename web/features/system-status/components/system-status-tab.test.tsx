import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SYSTEM_STATUS_MESSAGES, type SystemStatusResponse } from '../../../../contract/system-status.js';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { SystemStatusTab } from './system-status-tab';

const admin = makeUser({ id: 1, role: 'admin' });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function statusWith(overrides: Partial<SystemStatusResponse> = {}): SystemStatusResponse {
  const none = { lastSuccessAt: null, lastFailureAt: null, lastFailureMessage: null, breaker: null };
  return {
    checkedAt: new Date().toISOString(),
    systems: [
      {
        id: 'postgres',
        label: 'PostgreSQL',
        detail: 'PGlite (embedded)',
        state: 'ok',
        ...none,
        lastSuccessAt: minutesAgo(0),
      },
      {
        id: 'whm',
        label: 'WHM',
        detail: 'https://whm.example.net:2087',
        state: 'failing',
        lastSuccessAt: minutesAgo(30),
        lastFailureAt: minutesAgo(2),
        lastFailureMessage: 'WhmError: WHM did not answer within 15000 ms',
        breaker: { state: 'open', retryAt: new Date(Date.now() + 10_000).toISOString() },
      },
      { id: 'stripe', label: 'Stripe', detail: null, state: 'not_configured', ...none },
      { id: 'cloud:vultr', label: 'Vultr', detail: 'Cloud compute', state: 'unknown', ...none },
    ],
    queue: {
      kinds: [
        { kind: 'hosting.provision', waiting: 3, scheduled: 1, running: 0, failed: 0, oldestWaitingSeconds: 720 },
        { kind: 'mail.send', waiting: 0, scheduled: 0, running: 0, failed: 1, oldestWaitingSeconds: null },
      ],
      oldestWaitingSeconds: 720,
      failedJobs: [
        {
          id: 42,
          kind: 'mail.send',
          attempts: 60,
          maxAttempts: 60,
          lastError: 'SMTP server refused the connection',
          createdAt: minutesAgo(600),
          failedAt: minutesAgo(5),
        },
      ],
    },
    outbox: { pending: 4, failed: 1, oldestPendingSeconds: 3900 },
    abuseScan: {
      queueDepth: 3,
      nextRunAt: minutesAgo(-10),
      creationToDetectionMedianMinutes: 30,
      reportToTakedownMedianMinutes: null,
      falsePositiveRate: 0.25,
      bySource: [],
      bySignal: [],
    },
    traffic: {
      signups: { lastMinute: 940, lastHour: 12_400 },
      whm: { cap: 8, inFlight: 8, waiting: 31, peak: 8 },
      jobLanes: [
        { lane: 'provisioning', concurrency: 4, inFlight: 4 },
        { lane: 'mail', concurrency: 2, inFlight: 0 },
      ],
      webhook: {
        windowMinutes: 15,
        processed: 5200,
        unprocessed: 310,
        lagP50Seconds: 2.5,
        lagP99Seconds: 95,
        oldestUnprocessedSeconds: 40,
      },
    },
    warnings: [],
    ...overrides,
  };
}

describe('SystemStatusTab', () => {
  it('warns while no support contact is set, and shows no warning once there is none', async () => {
    const warning = { id: 'support-contact-missing' as const, message: SYSTEM_STATUS_MESSAGES.supportContactMissing };
    mockApi({ 'GET /api/admin/system-status': { body: statusWith({ warnings: [warning] }) } });
    const { unmount } = renderWithProviders(<SystemStatusTab />, { user: admin });
    const list = await screen.findByRole('list', { name: 'Settings to make' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(SYSTEM_STATUS_MESSAGES.supportContactMissing);
    unmount();
    mockApi({ 'GET /api/admin/system-status': { body: statusWith() } });
    renderWithProviders(<SystemStatusTab />, { user: admin });
    await screen.findByRole('list', { name: 'Outside systems' });
    expect(screen.queryByRole('list', { name: 'Settings to make' })).toBeNull();
  });

  it('shows each system with its state, last success and failure, and the WHM breaker', async () => {
    mockApi({ 'GET /api/admin/system-status': { body: statusWith() } });
    renderWithProviders(<SystemStatusTab />, { user: admin });
    const systems = await screen.findByRole('list', { name: 'Outside systems' });
    const whm = within(systems).getByRole('listitem', { name: 'WHM' });
    expect(whm).toHaveTextContent('Failing');
    expect(whm).toHaveTextContent('Breaker open until');
    expect(whm).toHaveTextContent('WhmError: WHM did not answer within 15000 ms');
    expect(whm).toHaveTextContent('30 minutes ago');
    expect(whm).toHaveTextContent('2 minutes ago');
    expect(within(systems).getByRole('listitem', { name: 'PostgreSQL' })).toHaveTextContent('OK');
    expect(within(systems).getByRole('listitem', { name: 'Stripe' })).toHaveTextContent('Not configured');
    const vultr = within(systems).getByRole('listitem', { name: 'Vultr' });
    expect(vultr).toHaveTextContent('Not called yet');
    expect(vultr).toHaveTextContent('Never');
  });

  it('shows the queue per kind, the oldest waiting job, and the outbox', async () => {
    mockApi({ 'GET /api/admin/system-status': { body: statusWith() } });
    renderWithProviders(<SystemStatusTab />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Jobs by kind' });
    const provision = within(table).getByRole('row', { name: /hosting\.provision/ });
    expect(
      within(provision)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '1', '0', '0', '12 min']);
    // The oldest waiting job across kinds, above the table, and per kind (a kind with none waiting shows a dash).
    expect(screen.getAllByText('12 min').length).toBeGreaterThanOrEqual(2);
    const mail = within(table).getByRole('row', { name: /mail\.send/ });
    expect(within(mail).getAllByRole('cell').at(-1)).toHaveTextContent('—');
    const outbox = screen.getByText('Oldest pending').closest('dl')!;
    expect(outbox).toHaveTextContent('Pending4');
    expect(outbox).toHaveTextContent('Oldest pending1 h 5 min');
    expect(outbox).toHaveTextContent('Failed1');
  });

  it('retries a failed job with POST /api/admin/jobs/{id}/retry and reloads the figures', async () => {
    let retried = false;
    const api = mockApi({
      'GET /api/admin/system-status': () => ({
        body: retried ? statusWith({ queue: { ...statusWith().queue, failedJobs: [] } }) : statusWith(),
      }),
      'POST /api/admin/jobs/42/retry': () => {
        retried = true;
        return { body: { message: 'Job queued again', job: { id: 42, kind: 'mail.send' } } };
      },
    });
    renderWithProviders(<SystemStatusTab />, { user: admin });
    const failed = await screen.findByRole('list', { name: 'Failed jobs' });
    expect(failed).toHaveTextContent('mail.send #42');
    expect(failed).toHaveTextContent('SMTP server refused the connection');
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry job 42' }));
    expect(await screen.findByText('Job queued again')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/jobs/42/retry')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('No failed jobs.')).toBeInTheDocument());
  });

  it("toasts 'Failed to retry the job' with the server's message", async () => {
    mockApi({
      'GET /api/admin/system-status': { body: statusWith() },
      'POST /api/admin/jobs/42/retry': { status: 404, body: { message: 'No failed job with that id' } },
    });
    renderWithProviders(<SystemStatusTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry job 42' }));
    expect(await screen.findByText('Failed to retry the job')).toBeInTheDocument();
    expect(screen.getByText('No failed job with that id')).toBeInTheDocument();
  });

  it('says so when the status cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/system-status': { status: 500, body: { message: 'Internal server error' } } });
    renderWithProviders(<SystemStatusTab />, { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the system status');
  });

  it('shows the day’s traffic: sign-ups, WHM calls against the cap, webhook lag and the job lanes', async () => {
    mockApi({ 'GET /api/admin/system-status': { body: statusWith() } });
    renderWithProviders(<SystemStatusTab />, { user: admin });
    const traffic = await screen.findByLabelText('Traffic');
    expect(traffic).toHaveTextContent('Sign-ups, last minute940');
    expect(traffic).toHaveTextContent('Sign-ups, last hour12400');
    expect(traffic).toHaveTextContent('WHM calls in flight8 of 8');
    expect(traffic).toHaveTextContent('WHM calls waiting31');
    expect(traffic).toHaveTextContent('Webhook lag, median2.5 s');
    expect(traffic).toHaveTextContent('Webhook lag, p991 min');
    expect(traffic).toHaveTextContent('Oldest waiting event40.0 s');
    expect(traffic).toHaveTextContent('Jobs running, provisioning lane4 of 4');
    expect(traffic).toHaveTextContent('Jobs running, mail lane0 of 2');
  });
});
