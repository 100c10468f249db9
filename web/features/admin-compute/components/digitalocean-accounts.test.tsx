import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DigitaloceanAccount } from '../../../../contract/compute-digitalocean.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { DigitaloceanAccounts } from './digitalocean-accounts';

const admin = makeUser({ id: 1, role: 'admin' });
const VERIFIED = { ok: true, message: 'Token verified', account: { email: 'ops@example.com', status: 'active', team: 'Ops', dropletLimit: 25 } };
const account = (fields: Partial<DigitaloceanAccount> = {}): DigitaloceanAccount => ({
  id: 7, name: 'Main DO', allowedRegions: ['fra1'], isActive: true, isDefault: true, hasToken: true, tokenLast4: 'abcd',
  createdAt: '2026-11-25T00:00:00.000Z', updatedAt: '2026-11-25T00:00:00.000Z', ...fields,
});

function render(handlers: Record<string, MockHandler>) {
  const api = mockApi(handlers);
  renderWithProviders(<DigitaloceanAccounts />, { user: admin });
  return api;
}

describe('DigitaloceanAccounts', () => {
  it('asks for a token, enables Save only after a passing test, resets the check on edit, and sends the first as default', async () => {
    const api = render({
      'GET /api/admin/digitalocean/accounts': { body: [] },
      'POST /api/admin/digitalocean/accounts/test': { body: VERIFIED },
      'POST /api/admin/digitalocean/accounts': { status: 201, body: account() },
    });
    expect(await screen.findByText('No DigitalOcean accounts yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add DigitalOcean Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Test API Token' }));
    expect(await screen.findByText('Enter your DigitalOcean API token to continue.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/digitalocean/accounts/test')).toHaveLength(0);
    const save = screen.getByRole('button', { name: 'Save Account' });
    await userEvent.type(screen.getByLabelText('Account name'), 'Main DO');
    await userEvent.type(screen.getByLabelText(/API Token/), 'dop_v1_abc');
    await userEvent.click(screen.getByRole('button', { name: 'Test API Token' }));
    expect(await screen.findByText('Token verified: ops@example.com (Ops)')).toBeInTheDocument();
    expect(save).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/Allowed regions/), 'fra1');
    expect(save).toBeDisabled();
    expect(screen.getByText('Please test the API token before saving.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test API Token' }));
    await screen.findByText('Token verified: ops@example.com (Ops)');
    await userEvent.click(save);
    expect(await screen.findByText('DigitalOcean account added')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/digitalocean/accounts')[0].body).toEqual({ name: 'Main DO', token: 'dop_v1_abc', allowedRegions: 'fra1', isActive: true, isDefault: true });
  }, 30_000);

  it("toasts 'Failed to verify API token' with DigitalOcean's answer", async () => {
    render({
      'GET /api/admin/digitalocean/accounts': { body: [] },
      'POST /api/admin/digitalocean/accounts/test': { status: 400, body: { message: 'Failed to verify API token', details: 'DigitalOcean refused the token: Unable to authenticate you' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add DigitalOcean Account' }));
    await userEvent.type(screen.getByLabelText(/API Token/), 'dop_v1_wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Test API Token' }));
    expect((await screen.findAllByText('DigitalOcean refused the token: Unable to authenticate you')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save Account' })).toBeDisabled();
  });

  it('edits with the token left blank (write-only) and tests the stored one by account id', async () => {
    const api = render({
      'GET /api/admin/digitalocean/accounts': { body: [account()] },
      'POST /api/admin/digitalocean/accounts/test': { body: VERIFIED },
      'PUT /api/admin/digitalocean/accounts/7': { body: account({ name: 'Renamed' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Main DO' }));
    expect(screen.getByLabelText(/API Token/)).toHaveValue('');
    expect(screen.getByText(/A token is saved \(ending in abcd\)/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Account name'));
    await userEvent.type(screen.getByLabelText('Account name'), 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Test API Token' }));
    await screen.findByText('Token verified: ops@example.com (Ops)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Account' }));
    expect(await screen.findByText('DigitalOcean account updated')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/digitalocean/accounts/test')[0].body).toEqual({ accountId: 7 });
    expect(api.callsTo('PUT', '/api/admin/digitalocean/accounts/7')[0].body).toEqual({ name: 'Renamed', allowedRegions: 'fra1', isActive: true, isDefault: true });
  }, 30_000);
});
