import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPluginRequest } from '../../../../contract/library.js';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { PluginRequestsCard } from './plugin-requests-card';

const admin = makeUser({ role: 'admin' });
const request = (id: number, overrides: Partial<AdminPluginRequest> = {}): AdminPluginRequest => ({
  id,
  userId: null,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace${id}@example.test`,
  pluginName: `Plugin ${id}`,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const page = (
  requests: AdminPluginRequest[],
  overrides: { pendingCount?: number; total?: number; totalPages?: number; page?: number } = {},
) => ({
  requests,
  pagination: {
    page: overrides.page ?? 1,
    limit: 25,
    total: overrides.total ?? requests.length,
    totalPages: overrides.totalPages ?? 1,
  },
  pendingCount: overrides.pendingCount ?? requests.length,
});

describe('PluginRequestsCard', () => {
  it('lists what waits, marks one fulfilled with PUT {status} and says the requester was e-mailed', async () => {
    const api = mockApi({
      'GET /api/admin/plugin-requests?status=pending&page=1': { body: page([request(1), request(2, { userId: 9 })]) },
      'PUT /api/admin/plugin-requests/1': { body: request(1, { status: 'fulfilled' }) },
    });
    renderWithProviders(<PluginRequestsCard />, { user: admin });
    expect(await screen.findByText(/2 waiting for an answer/)).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: 'Plugin 1' });
    expect(within(first).getByText(/grace1@example\.test \(visitor\)/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Plugin 2' })).queryByText(/\(visitor\)/),
    ).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Mark Plugin 1 fulfilled' }));
    expect(await screen.findByText('Marked fulfilled. The requester was e-mailed.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/plugin-requests/1')[0].body).toEqual({ status: 'fulfilled' });
  });

  it('filters by status, pages, reopens an answered one, and shows an empty queue plainly', async () => {
    const api = mockApi({
      'GET /api/admin/plugin-requests?status=pending&page=1': { body: page([], { pendingCount: 0 }) },
      'GET /api/admin/plugin-requests?status=declined&page=1': {
        body: page([request(3, { status: 'declined' })], { pendingCount: 0, total: 26, totalPages: 2 }),
      },
      'GET /api/admin/plugin-requests?status=declined&page=2': {
        body: page([request(4, { status: 'declined' })], { pendingCount: 0, total: 26, totalPages: 2, page: 2 }),
      },
      'PUT /api/admin/plugin-requests/4': { body: request(4) },
    });
    renderWithProviders(<PluginRequestsCard />, { user: admin });
    expect(await screen.findByText('No requests waiting.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show requests' }), 'declined');
    expect(await screen.findByText('Plugin 3')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    const fourth = await screen.findByRole('listitem', { name: 'Plugin 4' });
    await userEvent.click(within(fourth).getByRole('button', { name: 'Reopen Plugin 4' }));
    expect(await screen.findByText('Request back in the queue.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/plugin-requests/4')[0].body).toEqual({ status: 'pending' });
  });

  it("toasts 'Update Failed' with the server's reason", async () => {
    mockApi({
      'GET /api/admin/plugin-requests?status=pending&page=1': { body: page([request(5)]) },
      'PUT /api/admin/plugin-requests/5': { status: 404, body: { message: 'Plugin request not found' } },
    });
    renderWithProviders(<PluginRequestsCard />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Plugin 5' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Plugin request not found')).toBeInTheDocument();
  });
});
