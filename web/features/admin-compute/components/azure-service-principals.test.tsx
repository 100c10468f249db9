import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { azureAccount } from '../test/fixtures';
import { AzureServicePrincipals } from './azure-service-principals';

const admin = makeUser({ id: 1, role: 'admin' });

function render(handlers: Record<string, MockHandler>) {
  const api = mockApi(handlers);
  renderWithProviders(<AzureServicePrincipals />, { user: admin });
  return api;
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

describe('AzureServicePrincipals', () => {
  it("shows 'No Azure accounts yet'", async () => {
    render({ 'GET /api/admin/azure/accounts': { body: [] } });
    expect(await screen.findByText('No Azure accounts yet')).toBeInTheDocument();
  });

  it('enforces the 001 §5 messages, then adds with trimmed regions', async () => {
    const api = render({
      'GET /api/admin/azure/accounts': { body: [] },
      'POST /api/admin/azure/accounts': { status: 201, body: azureAccount() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Azure Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('All required fields must be filled')).toBeInTheDocument();
    await fill({
      Name: 'Trials',
      'Tenant ID': 'tenant-1',
      'Client ID': 'client-1',
      'Subscription ID': 'sub-1',
      'Allowed regions': ' eastus , , westeurope ,',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Test Credentials' }));
    expect(await screen.findByText('Provide tenant, client, secret, and subscription')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Client secret is required')).toBeInTheDocument();
    await fill({ 'Client Secret': 's3cret' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Azure account added')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/azure/accounts')[0].body).toEqual({
      name: 'Trials',
      tenantId: 'tenant-1',
      clientId: 'client-1',
      clientSecret: 's3cret',
      subscriptionId: 'sub-1',
      allowedRegions: ['eastus', 'westeurope'],
      isActive: true,
    });
  }, 30_000);

  it("toasts 'Failed to add account'", async () => {
    render({
      'GET /api/admin/azure/accounts': { body: [] },
      'POST /api/admin/azure/accounts': { status: 500, body: { message: 'Database unavailable' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Azure Account' }));
    await fill({ Name: 'Trials', 'Tenant ID': 't', 'Client ID': 'c', 'Client Secret': 's', 'Subscription ID': 'sub' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByText('Failed to add account')).toBeInTheDocument();
  });

  it('edits with a blank secret, which keeps the stored one; tests the stored secret by account id', async () => {
    const api = render({
      'GET /api/admin/azure/accounts': { body: [azureAccount()] },
      'PUT /api/admin/azure/accounts/3': { body: azureAccount() },
      'POST /api/admin/azure/accounts/test': {
        body: {
          ok: true,
          message: 'ok',
          subscription: { subscriptionId: 'sub-1', displayName: 'Pay-As-You-Go', state: 'Enabled' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Trials' }));
    expect(screen.getByLabelText(/^Client Secret/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Test Credentials' }));
    expect(await screen.findByText('Credentials work: subscription Pay-As-You-Go (Enabled)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Azure account updated')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/azure/accounts/test')[0].body).toEqual({
      tenantId: 'tenant-1',
      clientId: 'client-1',
      subscriptionId: 'sub-1',
      accountId: 3,
    });
    const body = api.callsTo('PUT', '/api/admin/azure/accounts/3')[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('clientSecret');
    expect(body.allowedRegions).toEqual(['eastus']);
  });

  it.each([
    [
      { message: 'Azure auth failed', details: 'AADSTS7000215: Invalid client secret provided.' },
      'Azure auth failed',
      'AADSTS7000215: Invalid client secret provided.',
    ],
    [
      { message: 'Credential test failed', details: 'AuthorizationFailed' },
      'Credential test failed',
      'AuthorizationFailed',
    ],
  ])('toasts the failed step of the credential test', async (reply, title, details) => {
    render({
      'GET /api/admin/azure/accounts': { body: [] },
      'POST /api/admin/azure/accounts/test': { status: 400, body: reply },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Azure Account' }));
    await fill({ Name: 'x', 'Tenant ID': 't', 'Client ID': 'c', 'Client Secret': 's', 'Subscription ID': 'sub' });
    await userEvent.click(screen.getByRole('button', { name: 'Test Credentials' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(details)).toBeInTheDocument();
  });

  it("sets the default, or toasts 'Failed to set default'; deletes, or toasts 'Delete failed'", async () => {
    const api = render({
      'GET /api/admin/azure/accounts': {
        body: [azureAccount(), azureAccount({ id: 4, name: 'Spare', isDefault: false })],
      },
      'POST /api/admin/azure/accounts/4/default': { status: 500, body: { message: 'nope' } },
      'DELETE /api/admin/azure/accounts/4': { status: 500, body: { message: 'nope' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('Failed to set default')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Spare' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/azure/accounts/4/default')).toHaveLength(1);
  });
});
