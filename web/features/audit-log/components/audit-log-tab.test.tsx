import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../../contract/account-safety.js';
import { mockApi, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { AuditLogTab } from './audit-log-tab';

const admin = makeUser({ id: 1, role: 'admin' });
const users = [
  { ...makeUser({ id: 1, username: 'root', role: 'admin' }), hostingAccountCount: 0 },
  { ...makeUser({ id: 7, username: 'ada' }), hostingAccountCount: 1 },
];
const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  at: '2026-11-23T10:00:00.000Z',
  actorId: 1,
  actorName: 'root',
  actorRole: 'admin',
  subjectUserId: 7,
  subjectName: 'ada@example.com',
  action: 'hosting.suspended',
  targetType: 'hosting_account',
  targetId: '42',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0',
  details: { reason: 'Phishing page', domain: 'bad.hostfree.test' },
  ...overrides,
});
const page = (events: AuditEvent[], p = 1, totalPages = 1, total = events.length) => ({
  events,
  pagination: { page: p, limit: 50, total, totalPages },
});

function auditCalls(calls: RecordedCall[]) {
  return calls
    .filter((c) => c.url.startsWith('/api/admin/audit-events'))
    .map((c) => new URL(c.url, 'http://x').searchParams);
}

describe('AuditLogTab', () => {
  it('lists who did what to what, when and from where, with secrets as sent (masked)', async () => {
    mockApi({
      'GET /api/admin/users': { body: users },
      'GET /api/admin/audit-events': {
        body: page([
          event({}),
          event({
            id: 2,
            action: 'auth.sign_in_failed',
            actorId: null,
            actorName: null,
            targetType: 'user',
            targetId: '7',
            details: {},
            userAgent: null,
          }),
          event({
            id: 3,
            action: 'settings.api_changed',
            targetType: 'settings',
            targetId: null,
            details: { whmApiToken: '••••' },
          }),
        ]),
      },
    });
    renderWithProviders(<AuditLogTab />, { user: admin });
    const list = await screen.findByRole('list', { name: 'Audit events' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // Each event reads as a sentence: who did what to whom, when, from where.
    expect(items[0]).toHaveTextContent(
      /^root \(admin\) suspended the hosting account bad\.hostfree\.test of ada@example\.com: Phishing page — .+ from 203\.0\.113\.9, Firefox 126 on Linux/,
    );
    expect(items[1]).toHaveTextContent(/^Someone tried to sign in as ada@example\.com with a wrong password — /);
    expect(items[2]).toHaveTextContent(/^root \(admin\) changed the WHM\/API settings \(whmApiToken\)/);
    // The raw record is behind the disclosure, secrets as the server sent them (masked).
    const details = within(items[2]).getByText('Details');
    expect(details.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(details);
    expect(details.closest('details')).toHaveAttribute('open');
    expect(within(items[2]).getByText('whmApiToken')).toBeInTheDocument();
    expect(within(items[2]).getByText('••••')).toBeInTheDocument();
    expect(within(items[0]).getByText('hosting.suspended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
  });

  it('sends the action, actor, target and date range filters, back at page 1', async () => {
    const api = mockApi({
      'GET /api/admin/users': { body: users },
      'GET /api/admin/audit-events': { body: page([event({})], 1, 3, 120) },
    });
    renderWithProviders(<AuditLogTab />, { user: admin });
    await screen.findByRole('list', { name: 'Audit events' });
    expect(screen.getByText('Page 1 of 3 · 120 events')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(auditCalls(api.calls).at(-1)?.get('page')).toBe('2'));

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Hosting account suspended');
    await waitFor(() => expect(screen.getByRole('option', { name: 'ada' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Actor'), 'ada');
    await userEvent.selectOptions(screen.getByLabelText('Target'), 'Hosting account');
    await userEvent.type(screen.getByLabelText('Target ID'), '42');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-23');
    await waitFor(() => {
      const last = auditCalls(api.calls).at(-1);
      expect(last && Object.fromEntries(last)).toEqual({
        page: '1',
        action: 'hosting.suspended',
        actorId: '7',
        targetType: 'hosting_account',
        targetId: '42',
        from: '2026-11-01',
        to: '2026-11-23',
      });
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(Object.fromEntries(auditCalls(api.calls).at(-1)!)).toEqual({ page: '1' }));
  });

  it("says 'From' is after 'To' and does not send a reversed range", async () => {
    const api = mockApi({ 'GET /api/admin/users': { body: users }, 'GET /api/admin/audit-events': { body: page([]) } });
    renderWithProviders(<AuditLogTab />, { user: admin });
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('From'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText("'From' is after 'To'")).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(auditCalls(api.calls).some((q) => q.has('from') && q.has('to'))).toBe(false);
  });

  it('shows why the log could not be loaded', async () => {
    mockApi({
      'GET /api/admin/users': { body: users },
      'GET /api/admin/audit-events': { status: 403, body: { message: 'Admin access required' } },
    });
    renderWithProviders(<AuditLogTab />, { user: admin });
    expect(await screen.findByText('Could not load the audit log: Admin access required')).toBeInTheDocument();
  });
});
