import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { DeviceLimitsCard } from './device-limits-card';

const admin = makeUser({ role: 'admin' });

describe('DeviceLimitsCard', () => {
  it('reads the setting and toggles it with PUT', async () => {
    const api = mockApi({
      'GET /api/admin/registration-settings': { body: { deviceLimitsEnabled: true } },
      'PUT /api/admin/registration-settings': (body) => ({ body }),
    });
    renderWithProviders(<DeviceLimitsCard />, { user: admin });
    const toggle = await screen.findByRole('switch', { name: 'Enforce device limits' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Device limits disabled')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/registration-settings')[0].body).toEqual({ deviceLimitsEnabled: false });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Device limits enabled')).toBeInTheDocument();
  });

  it("toasts 'Update failed' and keeps the old value", async () => {
    mockApi({
      'GET /api/admin/registration-settings': { body: { deviceLimitsEnabled: false } },
      'PUT /api/admin/registration-settings': { status: 500, body: { message: 'Database unavailable' } },
    });
    renderWithProviders(<DeviceLimitsCard />, { user: admin });
    const toggle = await screen.findByRole('switch', { name: 'Enforce device limits' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
