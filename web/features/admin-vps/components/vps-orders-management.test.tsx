import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VpsAdminOrder } from '../../../../contract/vps.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { VpsOrdersManagement } from './vps-orders-management';

const admin = makeUser({ id: 1, role: 'admin' });

function makeOrder(overrides: Partial<VpsAdminOrder> = {}): VpsAdminOrder {
  return {
    id: 5,
    status: 'pending',
    customerEmail: 'buyer@example.test',
    customerName: 'Grace Hopper',
    userId: 12,
    packageId: 1,
    operatingSystem: 'ubuntu-24-04',
    stripeSubscriptionId: 'sub_1',
    stripeCustomerId: 'cus_1',
    subscriptionStatus: 'active',
    packageName: 'Basic VPS',
    packagePrice: 999,
    vcpu: 1,
    memory: 1024,
    storage: 40,
    serverIpAddress: null,
    serverUsername: null,
    serverPassword: null,
    serverSshPort: 22,
    serverRdpPort: 3389,
    serverSshKey: null,
    serverNotes: null,
    processedBy: null,
    processedAt: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

const handlers = (orders: VpsAdminOrder[], extra: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /api/vps-orders': { body: orders },
  ...extra,
});

describe('VPS Orders Management (001 §2, §4)', () => {
  it("says 'No VPS orders found' when there are none", async () => {
    mockApi(handlers([]));
    renderWithProviders(<VpsOrdersManagement />, { user: admin });
    expect(await screen.findByText('No VPS orders found')).toBeInTheDocument();
  });

  it("refuses to complete an order without IP, username and password: 'Missing Server Details'", async () => {
    const api = mockApi(handlers([makeOrder()]));
    renderWithProviders(<VpsOrdersManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('Missing Server Details')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all server details before marking as completed.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/vps-orders/5')).toHaveLength(0);
  });

  it('the Server Setup form starts with ports 22 and 3389 and refuses completed without details', async () => {
    const api = mockApi(handlers([makeOrder()]));
    renderWithProviders(<VpsOrdersManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('tab', { name: 'Server Setup' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Server Details' }));
    const form = screen.getByRole('form', { name: 'Server details' });
    expect(within(form).getByLabelText('SSH port')).toHaveValue('22');
    expect(within(form).getByLabelText('RDP port')).toHaveValue('3389');
    await userEvent.type(within(form).getByLabelText('IP address'), '203.0.113.7');
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'completed');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Server Details' }));
    expect(
      await screen.findByText('Please fill in all server details before marking as completed.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/vps-orders/5')).toHaveLength(0);
  });

  it("saves the details and completes the order: 'Order Completed'", async () => {
    const done = makeOrder({
      status: 'completed',
      serverIpAddress: '203.0.113.7',
      serverUsername: 'root',
      serverPassword: 's3cret!',
      serverSshPort: 2222,
      processedAt: '2026-02-01T11:00:00.000Z',
    });
    let current = makeOrder();
    const api = mockApi({
      'GET /api/vps-orders': () => ({ body: [current] }),
      'PUT /api/vps-orders/5': () => {
        current = done;
        return { body: done };
      },
    });
    renderWithProviders(<VpsOrdersManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('tab', { name: 'Server Setup' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Server Details' }));
    const form = screen.getByRole('form', { name: 'Server details' });
    await userEvent.type(within(form).getByLabelText('IP address'), '203.0.113.7');
    await userEvent.type(within(form).getByLabelText('Username'), 'root');
    await userEvent.type(within(form).getByLabelText('Password'), 's3cret!');
    await userEvent.clear(within(form).getByLabelText('SSH port'));
    await userEvent.type(within(form).getByLabelText('SSH port'), '2222');
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'completed');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Server Details' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/vps-orders/5')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/vps-orders/5')[0].body).toEqual({
      status: 'completed',
      serverIpAddress: '203.0.113.7',
      serverUsername: 'root',
      serverPassword: 's3cret!',
      serverSshPort: 2222,
      serverRdpPort: 3389,
      serverSshKey: null,
      serverNotes: null,
    });
    expect((await screen.findAllByText('Order Completed')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Order Details' }));
    expect(await screen.findByText('Order Completed', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Completed' })).not.toBeInTheDocument();
  });

  it('rejects a port outside 1 to 65535', async () => {
    const api = mockApi(handlers([makeOrder()]));
    renderWithProviders(<VpsOrdersManagement />, { user: admin });
    await userEvent.click(await screen.findByRole('tab', { name: 'Server Setup' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Server Details' }));
    const form = screen.getByRole('form', { name: 'Server details' });
    await userEvent.clear(within(form).getByLabelText('RDP port'));
    await userEvent.type(within(form).getByLabelText('RDP port'), '70000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Server Details' }));
    expect(await within(form).findByText('RDP port must be less than 65536')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/vps-orders/5')).toHaveLength(0);
  });

  it('shows a cancelled or unpaid subscription as needing attention, and switches orders from the list', async () => {
    mockApi(
      handlers([makeOrder(), makeOrder({ id: 6, customerEmail: 'late@example.test', subscriptionStatus: 'unpaid' })]),
    );
    renderWithProviders(<VpsOrdersManagement />, { user: admin });
    const rows = await screen.findAllByTestId('vps-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText('unpaid')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(rows[1]);
    expect(await screen.findByRole('heading', { name: 'Order #6' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The subscription is unpaid');
  });
});
