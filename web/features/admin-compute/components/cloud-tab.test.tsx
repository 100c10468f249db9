import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CloudProviderInfo } from '../../../../contract/compute.js';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { CloudTab } from './cloud-tab';

// A provider the server registers appears on the cloud tab with its own account form, and the default
// provider choice and the instance filter list it, with no web change. "Examplecloud" exists only in this test.
const admin = makeUser({ id: 1, role: 'admin' });
const EXAMPLE: CloudProviderInfo = {
  id: 'examplecloud',
  label: 'Examplecloud',
  launchMode: 'catalogue',
  billedHourly: true,
  hasConsole: false,
  listsRemoteMachines: false,
  accountRequiredMessage: 'Examplecloud account required',
  accounts: [],
  accountForm: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      {
        name: 'token',
        label: 'API token',
        kind: 'secret',
        required: true,
        placeholder: 'Leave blank to keep the current token',
      },
      { name: 'allowedRegions', label: 'Allowed regions', kind: 'regions', required: false },
      { name: 'isActive', label: 'Active', kind: 'switch', required: false },
    ],
  },
};

describe('CloudTab with a provider the web has never heard of', () => {
  it('renders its account form from the server, saves through the generic route, and lists it as a default-provider choice', async () => {
    let accounts: unknown[] = [];
    const api = mockApi({
      'GET /api/admin/compute/providers': () => ({ body: [{ ...EXAMPLE, accounts }] }),
      'GET /api/admin/compute/default-provider': {
        body: {
          provider: 'examplecloud',
          account: null,
          azureAccountId: null,
          vultrAccountId: null,
          accountIds: { examplecloud: null },
        },
      },
      'GET /api/admin/compute/instances?provider=all': { body: { instances: [], remoteError: null } },
      'POST /api/admin/compute/providers/examplecloud/accounts': (body) => {
        accounts = [
          {
            id: 4,
            name: (body as { name: string }).name,
            allowedRegions: ['nyc1'],
            isActive: true,
            isDefault: true,
            hasToken: true,
          },
        ];
        return { status: 201, body: accounts[0] };
      },
    });
    renderWithProviders(<CloudTab />, { user: admin });
    expect(await screen.findByText('Examplecloud accounts')).toBeInTheDocument();
    expect(screen.getByText('No Examplecloud accounts yet')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Examplecloud' })).toBeInTheDocument();
    expect((await screen.findAllByRole('option', { name: 'Examplecloud' })).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Add Examplecloud account' }));
    await userEvent.type(screen.getByLabelText('Name *'), 'Main');
    expect(screen.getByLabelText('API token')).toHaveAttribute('type', 'password');
    await userEvent.type(screen.getByLabelText('API token'), 'tok-123');
    await userEvent.type(screen.getByLabelText('Allowed regions'), 'nyc1');
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Account added')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/compute/providers/examplecloud/accounts')[0]!.body).toEqual({
      name: 'Main',
      token: 'tok-123',
      allowedRegions: 'nyc1',
      isActive: true,
    });
    expect(await screen.findByText('nyc1')).toBeInTheDocument();
  }, 15_000);

  it('says why a credential test failed, with the server message', async () => {
    mockApi({
      'GET /api/admin/compute/providers': {
        body: [
          { ...EXAMPLE, accounts: [{ id: 4, name: 'Main', allowedRegions: [], isActive: true, isDefault: true }] },
        ],
      },
      'GET /api/admin/compute/default-provider': {
        body: {
          provider: 'examplecloud',
          account: { id: 4, name: 'Main' },
          azureAccountId: null,
          vultrAccountId: null,
          accountIds: { examplecloud: 4 },
        },
      },
      'GET /api/admin/compute/instances?provider=all': { body: { instances: [], remoteError: null } },
      'POST /api/admin/compute/providers/examplecloud/accounts/test': {
        status: 400,
        body: { message: 'Credential test failed', details: 'Unable to authenticate you' },
      },
    });
    renderWithProviders(<CloudTab />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Test' }));
    expect(await screen.findAllByText('Credential test failed')).not.toHaveLength(0);
  });
});
