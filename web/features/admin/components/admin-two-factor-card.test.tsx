import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { AdminTwoFactorCard } from './admin-two-factor-card';

const admin = makeUser({ role: 'admin' });

describe('AdminTwoFactorCard', () => {
  it("turns 'Require two-factor for admins' on and off, keeping the device-limits value", async () => {
    const api = mockApi({
      'GET /api/admin/registration-settings': { body: { deviceLimitsEnabled: true, adminsRequireTwoFactor: false } },
      'PUT /api/admin/registration-settings': (body) => ({ body }),
    });
    renderWithProviders(<AdminTwoFactorCard />, { user: admin });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor for admins' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Two-factor required for admins')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/registration-settings')[0].body).toEqual({
      deviceLimitsEnabled: true,
      adminsRequireTwoFactor: true,
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Two-factor no longer required for admins')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it("toasts 'Update failed' and keeps the old value", async () => {
    mockApi({
      'GET /api/admin/registration-settings': { body: { deviceLimitsEnabled: false, adminsRequireTwoFactor: true } },
      'PUT /api/admin/registration-settings': { status: 500, body: { message: 'Database unavailable' } },
    });
    renderWithProviders(<AdminTwoFactorCard />, { user: admin });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor for admins' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
