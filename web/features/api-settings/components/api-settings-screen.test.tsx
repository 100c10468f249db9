import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiSettings } from '../../../../contract/hosting.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ApiSettingsScreen } from './api-settings-screen';

const admin = makeUser({ id: 1, role: 'admin' });
const EMPTY: ApiSettings = {
  whmApiUrl: null,
  cpanelBaseUrl: null,
  emailFromAddress: null,
  emailFromName: null,
  isActive: false,
  hasWhmApiToken: false,
  whmApiTokenSet: false,
  whmApiTokenLast4: null,
  updatedAt: null,
};
const SAVED: ApiSettings = {
  ...EMPTY,
  whmApiUrl: 'https://whm.example.com:2087',
  cpanelBaseUrl: 'https://whm.example.com:2083',
  emailFromAddress: 'hosting@example.com',
  emailFromName: 'HostFree',
  isActive: true,
  hasWhmApiToken: true,
  whmApiTokenSet: true,
  whmApiTokenLast4: 'WXYZ',
};

function render(settings: ApiSettings, extra: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/api-settings': { body: settings },
    'POST /api/api-settings': (body) => ({ body: { ...SAVED, ...(body as object), whmApiToken: undefined } }),
    ...extra,
  });
  renderWithProviders(<ApiSettingsScreen />, { user: admin });
  return api;
}

async function type(label: string | RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('ApiSettingsScreen', () => {
  it('shows every 001 §5 message on an empty form and sends nothing', async () => {
    const api = render(EMPTY);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findAllByText('Please enter a valid URL')).toHaveLength(2);
    expect(screen.getByText('API token is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('From name is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/api-settings')).toHaveLength(0);
  });

  it('refuses an address that is not http(s)', async () => {
    render(EMPTY);
    await type('WHM API URL', 'ftp://whm.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findAllByText('Please enter a valid URL')).toHaveLength(2);
  });

  it('saves the first settings with the token', async () => {
    const api = render(EMPTY);
    await type('WHM API URL', 'https://whm.example.com:2087');
    await type(/API Token/, 'root:ABCDEF123');
    await type('cPanel Base URL', 'https://whm.example.com:2083');
    await type('From Address', ' hosting@example.com ');
    await type('From Name', 'HostFree');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/api-settings')[0].body).toEqual({
      whmApiUrl: 'https://whm.example.com:2087',
      whmApiToken: 'root:ABCDEF123',
      cpanelBaseUrl: 'https://whm.example.com:2083',
      emailFromAddress: 'hosting@example.com',
      emailFromName: 'HostFree',
    });
  });

  it("keeps a saved token write-only: 'A token is saved', blank field, blank keeps it", async () => {
    const api = render(SAVED);
    expect(await screen.findByText('A token is saved (ending in WXYZ). Leave blank to keep it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/API Token/)).toHaveValue('');
    expect(screen.getByLabelText('WHM API URL')).toHaveValue('https://whm.example.com:2087');
    await type('From Name', 'HostFree Hosting');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/api-settings')[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('whmApiToken');
    expect(body.emailFromName).toBe('HostFree Hosting');
  });

  it('asks for the token again when the WHM address changes', async () => {
    const api = render(SAVED);
    await type('WHM API URL', 'https://other.example.com:2087');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Re-enter the API token when changing the WHM address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/api-settings')).toHaveLength(0);
  });

  it("toasts 'Failed to save settings' with the server's message", async () => {
    render(SAVED, { 'POST /api/api-settings': { status: 500, body: { message: 'Database unavailable' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('tests the connection and shows the WHM version', async () => {
    const api = render(SAVED, {
      'POST /api/test-whm-connection': { body: { version: '11.120.0.4', message: 'Connected' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected. WHM version 11.120.0.4')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/test-whm-connection')[0].body).toEqual({
      whmApiUrl: 'https://whm.example.com:2087',
    });
  });

  it("toasts 'Connection Failed' / 'Unable to connect to WHM API'", async () => {
    render(SAVED, {
      'POST /api/test-whm-connection': { status: 502, body: { message: 'Unable to connect to WHM API' } },
    });
    await type(/API Token/, 'newtoken');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to connect to WHM API')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Connected\. WHM version/)).not.toBeInTheDocument());
  });
});
