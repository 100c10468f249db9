import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SmtpSettings } from '../../../../contract/marketing.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { SmtpSettingsScreen } from './smtp-settings-screen';

const admin = makeUser({ id: 1, role: 'admin' });
const EMPTY: SmtpSettings = {
  host: null,
  port: 587,
  username: null,
  encryption: 'tls',
  fromEmail: null,
  fromName: null,
  isActive: false,
  hasPassword: false,
  updatedAt: null,
};
const SAVED: SmtpSettings = {
  ...EMPTY,
  host: 'smtp.example.com',
  username: 'mailer',
  fromEmail: 'noreply@example.com',
  fromName: 'HostFree',
  isActive: true,
  hasPassword: true,
};

function render(settings: SmtpSettings, extra: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/smtp-settings': { body: settings },
    'POST /api/smtp-settings': { body: SAVED },
    ...extra,
  });
  renderWithProviders(<SmtpSettingsScreen />, { user: admin });
  return api;
}

async function type(label: string | RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('SmtpSettingsScreen', () => {
  it('shows the 001 §5 messages on an empty form, defaults port 587 and TLS, and sends nothing', async () => {
    const api = render(EMPTY);
    expect(await screen.findByLabelText('Port')).toHaveValue('587');
    expect(screen.getByLabelText('Encryption')).toHaveValue('tls');
    await type('Port', '70000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Host is required')).toBeInTheDocument();
    expect(screen.getByText('Port must be less than 65536')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('From name is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(api.callsTo('POST', '/api/smtp-settings')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/smtp-settings/test-connection')).toHaveLength(0);
  });

  it('a test e-mail needs a recipient', async () => {
    const api = render(SAVED);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Please enter an email address to receive the test email.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/smtp-settings/test')).toHaveLength(0);
  });

  it('keeps the saved password when the field is left blank, and sends the form values with testEmail', async () => {
    const api = render(SAVED, {
      'POST /api/smtp-settings/test': { body: { message: 'Test email sent to me@example.com' } },
    });
    expect(await screen.findByText('Configured')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await type('Test Email Address', 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect((await screen.findAllByText('Test email sent to me@example.com')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/smtp-settings/test')[0]!.body).toEqual({
      host: 'smtp.example.com',
      port: 587,
      username: 'mailer',
      password: null,
      encryption: 'tls',
      fromEmail: 'noreply@example.com',
      fromName: 'HostFree',
      testEmail: 'me@example.com',
    });
  });

  it('shows the server message in a Connection Failed toast', async () => {
    render(SAVED, {
      'POST /api/smtp-settings/test-connection': {
        status: 502,
        body: { message: 'Failed to connect to SMTP server: authentication failed.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect((await screen.findAllByText(/authentication failed/)).length).toBeGreaterThan(0);
  });
});
