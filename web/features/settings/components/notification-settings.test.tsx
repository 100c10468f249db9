import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotificationSettings } from './notification-settings';

describe('NotificationSettings', () => {
  it('starts with all three on and keeps changes in localStorage only', async () => {
    const fetchSpy = globalThis.fetch;
    renderWithProviders(<NotificationSettings />, { path: '/settings', user: null });
    for (const name of ['Newsletter', 'Product Updates', 'Security Alerts']) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
    await userEvent.click(screen.getByRole('switch', { name: 'Product Updates' }));
    expect(screen.getByRole('switch', { name: 'Product Updates' })).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem('notificationPreferences')!)).toEqual({
      newsletter: true,
      productUpdates: false,
      securityAlerts: true,
    });
    expect(globalThis.fetch).toBe(fetchSpy);
  });
});
