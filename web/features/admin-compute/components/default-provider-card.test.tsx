import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { azureAccount, cloudProviders, vultrAccount } from '../test/fixtures';
import { DefaultProviderCard } from './default-provider-card';

const admin = makeUser({ id: 1, role: 'admin' });
const AZURE_DEFAULT = {
  provider: 'azure',
  account: null,
  azureAccountId: null,
  vultrAccountId: 1,
  accountIds: { azure: null, vultr: 1 },
};

function render(handlers: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /api/admin/compute/default-provider': { body: AZURE_DEFAULT }, ...handlers });
  renderWithProviders(<DefaultProviderCard />, { user: admin });
  return api;
}

describe('DefaultProviderCard', () => {
  it("says 'Azure account required' when none is linked, and sends nothing", async () => {
    const api = render({
      'GET /api/admin/compute/providers': { body: cloudProviders({ azure: [], vultr: [vultrAccount()] }) },
    });
    expect(await screen.findByText('Clients launch on Azure — no account linked.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Default Provider' }));
    expect(await screen.findByText('Azure account required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/compute/default-provider')).toHaveLength(0);
  });

  it("says 'Vultr account required' when the server refuses", async () => {
    render({
      'GET /api/admin/compute/providers': {
        body: cloudProviders({ azure: [azureAccount()], vultr: [vultrAccount()] }),
      },
      // In the requester's language, as the server writes it: the card recognises the refusal by its code.
      'POST /api/admin/compute/default-provider': {
        status: 400,
        body: { message: 'Se necesita una cuenta de Vultr', error: 'providerAccountRequired' },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Vultr' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Default Provider' }));
    expect(await screen.findByText('Se necesita una cuenta de Vultr')).toBeInTheDocument();
    expect(screen.getByText('Link a Vultr account first.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update default provider')).not.toBeInTheDocument();
  });

  it('picks Vultr with its default account', async () => {
    let saved: unknown = AZURE_DEFAULT;
    const api = render({
      'GET /api/admin/compute/default-provider': () => ({ body: saved }),
      'GET /api/admin/compute/providers': {
        body: cloudProviders({ azure: [azureAccount()], vultr: [vultrAccount()] }),
      },
      'POST /api/admin/compute/default-provider': () => {
        saved = {
          provider: 'vultr',
          account: { id: 1, name: 'Main Vultr' },
          azureAccountId: 3,
          vultrAccountId: 1,
          accountIds: { azure: 3, vultr: 1 },
        };
        return { body: saved };
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Vultr' }));
    expect(screen.getByLabelText('Vultr account')).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Default Provider' }));
    expect(await screen.findByText('Default provider updated')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/compute/default-provider')[0].body).toEqual({
      provider: 'vultr',
      accountId: 1,
    });
    expect(await screen.findByText('Clients launch on Vultr (Main Vultr).')).toBeInTheDocument();
  });

  it("toasts 'Failed to update default provider'", async () => {
    render({
      'GET /api/admin/compute/providers': { body: cloudProviders({ azure: [azureAccount()], vultr: [] }) },
      'POST /api/admin/compute/default-provider': { status: 500, text: '' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Default Provider' }));
    expect(await screen.findAllByText('Failed to update default provider')).not.toHaveLength(0);
  });
});
