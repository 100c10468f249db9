import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { IdleSitesSettingsResponse } from '../../../../contract/idle-sites.js';
import { IDLE_SITES_MESSAGES } from '../../../../contract/idle-sites-constants.js';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { IdleSitesSettings } from './idle-sites-settings';

const OFF = {
  enabled: false,
  idleDays: 30,
  removalDays: 60,
  lastSweepAt: null,
  lastSweep: null,
  deactivatedNow: 0,
} satisfies IdleSitesSettingsResponse;

describe('Settings → Idle sites', () => {
  it('saves the rule turned on with its days, and refuses days out of range without asking the server', async () => {
    const api = mockApi({
      'GET /api/admin/idle-sites/settings': { body: OFF },
      'PUT /api/admin/idle-sites/settings': {
        body: { message: IDLE_SITES_MESSAGES.saved, settings: { ...OFF, enabled: true, idleDays: 45 } },
      },
    });
    renderWithProviders(<IdleSitesSettings />, { user: makeUser({ id: 1, role: 'admin' }) });
    expect(await screen.findByText('No sweep has run yet. Deactivated now: 0.')).toBeInTheDocument();
    const idleDays = screen.getByLabelText('Days without visitors before deactivation');
    await userEvent.clear(idleDays);
    await userEvent.type(idleDays, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(IDLE_SITES_MESSAGES.daysOutOfRange)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/idle-sites/settings')).toHaveLength(0);

    await userEvent.click(screen.getByRole('switch', { name: 'Deactivate and remove idle free sites' }));
    await userEvent.clear(idleDays);
    await userEvent.type(idleDays, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/idle-sites/settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/idle-sites/settings')[0]!.body).toEqual({
      enabled: true,
      idleDays: 45,
      removalDays: 60,
    });
  });
});
