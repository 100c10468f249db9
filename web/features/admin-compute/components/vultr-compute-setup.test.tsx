import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { vultrAccount } from '../test/fixtures';
import { VultrComputeSetup } from './vultr-compute-setup';

const admin = makeUser({ id: 1, role: 'admin' });
const VERIFIED = { ok: true, message: 'API key verified', account: { name: 'Jane', email: 'jane@example.com' } };

function render(handlers: Record<string, MockHandler>) {
  const api = mockApi(handlers);
  // Another language's words are fetched on first use: the screen waits for them as it would under the app's boundary.
  renderWithProviders(
    <Suspense fallback={null}>
      <VultrComputeSetup />
    </Suspense>,
    { user: admin },
  );
  return api;
}

describe('VultrComputeSetup', () => {
  it("asks for the key: 'Enter your Vultr API key to continue.'", async () => {
    const api = render({ 'GET /api/admin/vultr/accounts': { body: [] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Test API Key' }));
    expect(await screen.findByText('Enter your Vultr API key to continue.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/vultr/accounts/test')).toHaveLength(0);
  });

  it('enables Save only after a passing test, and any edit resets the check', async () => {
    const api = render({
      'GET /api/admin/vultr/accounts': { body: [] },
      'POST /api/admin/vultr/accounts/test': { body: VERIFIED },
      'POST /api/admin/vultr/accounts': { status: 201, body: vultrAccount() },
    });
    const save = await screen.findByRole('button', { name: 'Save Account' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Please test the API key before saving.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Account name'), 'Main Vultr');
    await userEvent.type(screen.getByLabelText(/API Key/), 'VULTRKEY123');
    await userEvent.click(screen.getByRole('button', { name: 'Test API Key' }));
    expect(await screen.findByText('API key verified: Jane (jane@example.com)')).toBeInTheDocument();
    expect(save).toBeEnabled();
    // Editing resets the verification.
    await userEvent.type(screen.getByLabelText(/API Key/), '4');
    expect(save).toBeDisabled();
    expect(screen.getByText('Please test the API key before saving.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test API Key' }));
    await screen.findByText('API key verified: Jane (jane@example.com)');
    await userEvent.type(screen.getByLabelText(/Allowed regions/), ' ewr , fra,');
    await userEvent.click(screen.getByRole('button', { name: 'Test API Key' }));
    await screen.findByText('API key verified: Jane (jane@example.com)');
    await userEvent.click(save);
    expect(await screen.findByText('Vultr account added')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/vultr/accounts/test').map((c) => c.body)).toEqual([
      { apiKey: 'VULTRKEY123' },
      { apiKey: 'VULTRKEY1234' },
      { apiKey: 'VULTRKEY1234' },
    ]);
    // The first account is the default.
    expect(api.callsTo('POST', '/api/admin/vultr/accounts')[0].body).toEqual({
      name: 'Main Vultr',
      apiKey: 'VULTRKEY1234',
      label: null,
      allowedRegions: ' ewr , fra,',
      isActive: true,
      isDefault: true,
    });
  }, 30_000);

  it("toasts 'Failed to verify API key' with the details", async () => {
    render({
      'GET /api/admin/vultr/accounts': { body: [] },
      'POST /api/admin/vultr/accounts/test': {
        status: 400,
        body: { message: 'Failed to verify API key', details: 'Invalid API token.' },
      },
    });
    await userEvent.type(await screen.findByLabelText(/API Key/), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Test API Key' }));
    expect(await screen.findByText('Failed to verify API key')).toBeInTheDocument();
    expect(screen.getAllByText('Invalid API token.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save Account' })).toBeDisabled();
  });

  it('edits an account: the key stays blank (write-only), the stored key is tested, and blank keeps it', async () => {
    const api = render({
      'GET /api/admin/vultr/accounts': { body: [vultrAccount()] },
      'POST /api/admin/vultr/accounts/test': { body: VERIFIED },
      'PUT /api/admin/vultr/accounts/1': { body: vultrAccount({ name: 'Renamed' }) },
    });
    const list = await screen.findByRole('list', { name: 'Vultr accounts' });
    expect(within(list).getByText('Default')).toBeInTheDocument();
    expect(within(list).getByText('prod · Key ••••WXYZ · Regions: ewr, fra')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Main Vultr' }));
    expect(screen.getByLabelText(/API Key/)).toHaveValue('');
    expect(screen.getByText('A key is saved (ending in WXYZ). Leave blank to keep it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Account' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Account name'));
    await userEvent.type(screen.getByLabelText('Account name'), 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Test API Key' }));
    await screen.findByText('API key verified: Jane (jane@example.com)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Account' }));
    expect(await screen.findByText('Vultr account updated')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/vultr/accounts/test')[0].body).toEqual({ accountId: 1 });
    expect(api.callsTo('PUT', '/api/admin/vultr/accounts/1')[0].body).toEqual({
      name: 'Renamed',
      label: 'prod',
      allowedRegions: 'ewr, fra',
      isActive: true,
      isDefault: true,
    });
  });

  it("toasts 'Update failed' and 'Delete failed'", async () => {
    render({
      'GET /api/admin/vultr/accounts': { body: [vultrAccount()] },
      'POST /api/admin/vultr/accounts/test': { body: VERIFIED },
      'PUT /api/admin/vultr/accounts/1': { status: 500, body: { message: 'Database unavailable' } },
      'DELETE /api/admin/vultr/accounts/1': { status: 500, body: { message: 'Database unavailable' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Main Vultr' }));
    await userEvent.click(screen.getByRole('button', { name: 'Test API Key' }));
    await screen.findByText('API key verified: Jane (jane@example.com)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Account' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Main Vultr' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
  });

  it("shows 'Failed to load Vultr accounts'", async () => {
    render({ 'GET /api/admin/vultr/accounts': { status: 500, text: '' } });
    expect(await screen.findAllByText('Failed to load Vultr accounts')).not.toHaveLength(0);
  });

  describe('in Arabic', () => {
    afterEach(() => setCurrentLocale('en'));

    it('says its words in the page language, the account list and its key line too', async () => {
      setCurrentLocale('ar');
      render({ 'GET /api/admin/vultr/accounts': { body: [vultrAccount({ apiKeyLast4: 'AB12' })] } });
      const list = await screen.findByRole('list', { name: 'حسابات Vultr' });
      expect(screen.getByText('إعداد حوسبة Vultr')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'إضافة حساب Vultr' })).toBeInTheDocument();
      expect(within(list).getByText(/المفتاح ••••AB12/)).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: `تعديل ${vultrAccount().name}` })).toBeInTheDocument();
      expect(screen.queryByText('Vultr Compute Setup')).not.toBeInTheDocument();
    });
  });
});
