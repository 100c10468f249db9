import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../test/render';
import { AdminHome } from './dashboards';

// The admin dashboard's code never arrives here: what is asked meanwhile is asked by the wrapper alone.
vi.mock('./admin-dashboard', () => ({
  AdminHome: () => {
    throw new Promise(() => {});
  },
}));

describe('AdminHome (dashboards.tsx)', () => {
  it("asks whether the two-factor rule holds the admin while the dashboard's code is still on its way", async () => {
    const api = mockApi({
      'GET /api/user/two-factor': { body: { enabled: true, enabledAt: null, recoveryCodesLeft: 10, required: false } },
    });
    const admin = makeUser({ id: 1, role: 'admin' });
    renderWithProviders(
      <Suspense fallback={<p>Loading the dashboard</p>}>
        <AdminHome user={admin} />
      </Suspense>,
      { user: admin },
    );
    await vi.waitFor(() => expect(api.calls.map((c) => c.url)).toEqual(['/api/user/two-factor']));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });
});
