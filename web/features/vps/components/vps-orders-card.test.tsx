import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VpsOwnerOrder } from '../../../../contract/vps.js';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { VpsOrdersCard } from './vps-orders-card';

const order = (id: number, overrides: Partial<VpsOwnerOrder> = {}): VpsOwnerOrder => ({
  id,
  status: 'pending',
  customerEmail: 'ada+vps@example.com',
  customerName: 'Ada',
  packageId: 1,
  packageName: `Plan ${id}`,
  packagePrice: 999,
  vcpu: 1,
  memory: 1024,
  storage: 40,
  operatingSystem: 'ubuntu-24-04',
  subscriptionStatus: 'active',
  server: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});
const SERVER = {
  ipAddress: '203.0.113.9',
  username: 'root',
  password: 'Srv-pass-1',
  sshPort: 2222,
  rdpPort: 3389,
  sshKey: null,
  notes: null,
};

describe('client dashboard VPS orders (000 §2, §4)', () => {
  it('shows the first 3 with green active, orange pending and red otherwise; a completed order shows its server', async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/vps-orders/by-email/ada%2Bvps%40example.com': {
        body: [
          order(1, { status: 'completed', server: SERVER }),
          order(2),
          order(3, { status: 'completed', subscriptionStatus: 'unpaid', server: SERVER }),
          order(4, { status: 'cancelled' }),
        ],
      },
    });
    renderWithProviders(<VpsOrdersCard email="ada+vps@example.com" />, {
      user: makeUser({ email: 'ada+vps@example.com' }),
    });
    const items = await screen.findAllByTestId('client-vps-order');
    expect(items).toHaveLength(3);
    expect(api.callsTo('GET', '/api/vps-orders/by-email/ada%2Bvps%40example.com')).toHaveLength(1);
    expect(within(items[0]).getByText('Active')).toHaveAttribute('data-tone', 'green');
    expect(within(items[1]).getByText('Pending')).toHaveAttribute('data-tone', 'orange');
    expect(within(items[2]).getByText('Unpaid')).toHaveAttribute('data-tone', 'red');
    const server = within(items[0]).getByLabelText('Server details');
    for (const text of ['203.0.113.9', 'root', 'Srv-pass-1', '2222', '3389']) expect(server).toHaveTextContent(text);
    expect(within(items[1]).queryByLabelText('Server details')).not.toBeInTheDocument();
  });

  it("says 'No VPS orders found' and offers to order one", async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/vps-orders/by-email/ada%40example.com': { body: [] } });
    renderWithProviders(<VpsOrdersCard email="ada@example.com" />, { user: makeUser() });
    expect(await screen.findByText('No VPS orders found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order a VPS' })).toBeInTheDocument();
  });
});
