import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { AZURE_META, provisionResult, VULTR_META } from '../test/fixtures';
import { ComputePage } from './compute-page';

const client = makeUser({ id: 7, role: 'client' });
const admin = makeUser({ id: 1, role: 'admin' });

function render(handlers: Record<string, MockHandler>, user = client) {
  const api = mockApi({ 'GET /api/compute/my': { body: [] }, ...handlers });
  renderWithProviders(<ComputePage user={user} />, { user });
  return api;
}

describe('ComputePage with Vultr active', () => {
  it("refuses to launch without plan, region and OS: 'Selection required'", async () => {
    const api = render({ 'GET /api/compute/meta': { body: VULTR_META } });
    await userEvent.click(await screen.findByRole('button', { name: 'Launch Vultr Instance' }));
    expect(await screen.findByText('Selection required')).toBeInTheDocument();
    expect(screen.getByText('Choose a plan, region, and operating system before provisioning.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/compute/provision')).toHaveLength(0);
  });

  it('sends plan, region and osId as a number, omits an empty label, then shows the green summary once', async () => {
    const api = render({ 'GET /api/compute/meta': { body: VULTR_META }, 'POST /api/compute/provision': { status: 201, body: provisionResult() } });
    await userEvent.selectOptions(await screen.findByLabelText('Region'), 'fra');
    // Only plans sold in Frankfurt are offered.
    expect(within(screen.getByLabelText('Plan')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a plan', 'vc2-1c-1gb • 1 vCPU • 1GB RAM • 25GB SSD • $5/mo', 'vc2-2c-4gb • 2 vCPU • 4GB RAM • 80GB SSD • $20/mo',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'vc2-2c-4gb');
    await userEvent.selectOptions(screen.getByLabelText('Operating system'), '2284');
    await userEvent.type(screen.getByLabelText(/Label/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Launch Vultr Instance' }));
    const summary = await screen.findByRole('region', { name: 'Provisioning summary' });
    expect(api.callsTo('POST', '/api/compute/provision')[0].body).toEqual({ plan: 'vc2-2c-4gb', region: 'fra', osId: 2284 });
    expect(within(summary).getByText('hf-7-web')).toBeInTheDocument();
    expect(within(summary).getByText('S3cret!pass')).toBeInTheDocument();
    expect(within(summary).getByText('Save these credentials now: they may be shown only once.')).toBeInTheDocument();
  });

  it('sends the trimmed label', async () => {
    const api = render({ 'GET /api/compute/meta': { body: VULTR_META }, 'POST /api/compute/provision': { status: 201, body: provisionResult() } });
    await userEvent.selectOptions(await screen.findByLabelText('Region'), 'ewr');
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'vc2-1c-1gb');
    await userEvent.selectOptions(screen.getByLabelText('Operating system'), '2136');
    await userEvent.type(screen.getByLabelText(/Label/), '  my box ');
    await userEvent.click(screen.getByRole('button', { name: 'Launch Vultr Instance' }));
    await screen.findByRole('region', { name: 'Provisioning summary' });
    expect(api.callsTo('POST', '/api/compute/provision')[0].body).toEqual({ plan: 'vc2-1c-1gb', region: 'ewr', osId: 2136, label: 'my box' });
  });

  it("toasts 'Provisioning failed' with the server's message", async () => {
    render({ 'GET /api/compute/meta': { body: VULTR_META }, 'POST /api/compute/provision': { status: 409, body: { message: 'You can run 1 Vultr instance at a time. Terminate it before launching another.' } } });
    await userEvent.selectOptions(await screen.findByLabelText('Region'), 'ewr');
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'vc2-1c-1gb');
    await userEvent.selectOptions(screen.getByLabelText('Operating system'), '2284');
    await userEvent.click(screen.getByRole('button', { name: 'Launch Vultr Instance' }));
    expect(await screen.findByText('Provisioning failed')).toBeInTheDocument();
    expect(screen.getByText('You can run 1 Vultr instance at a time. Terminate it before launching another.')).toBeInTheDocument();
  });

  it('shows the Vultr counts on the Active Provider card and no admin card for a client', async () => {
    render({ 'GET /api/compute/meta': { body: VULTR_META } });
    expect(await screen.findByText('Active Provider')).toBeInTheDocument();
    expect(screen.getByText('Vultr')).toBeInTheDocument();
    expect(screen.getByText('Regions').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Plans').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Operating systems').nextSibling).toHaveTextContent('2');
    expect(screen.queryByText('Admin Navigation')).not.toBeInTheDocument();
    expect(await screen.findByText('No instances yet')).toBeInTheDocument();
  });
});

describe('ComputePage with Azure active', () => {
  it('shows the OS list, the quota line and the Azure facts, and launches the trial with {os}', async () => {
    const api = render({ 'GET /api/compute/meta': { body: AZURE_META }, 'POST /api/compute/provision': { status: 201, body: provisionResult({ provider: 'azure', name: 'hf-trial-7', plan: 'Standard_B1ms', region: 'eastus', adminUsername: 'hfadmin' }) } });
    expect(await screen.findByText('1 free trial • additional runs billed at $3 / 48h')).toBeInTheDocument();
    expect(screen.getByText('48-hour spot sandbox')).toBeInTheDocument();
    expect(screen.getByText('Standard_B1ms • 1 vCPU • 2GB RAM • 60GB SSD')).toBeInTheDocument();
    expect(screen.getByText('SSH (Ubuntu) • RDP (Windows)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Windows 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Launch 48-hour Trial' }));
    const summary = await screen.findByRole('region', { name: 'Provisioning summary' });
    expect(within(summary).getByText('hfadmin')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/compute/provision')[0].body).toEqual({ os: 'windows-11' });
  });

  it("falls back to 'Failed to load compute meta'", async () => {
    render({ 'GET /api/compute/meta': { status: 500, text: '' } });
    expect(await screen.findAllByText('Failed to load compute meta')).not.toHaveLength(0);
  });
});

describe('ComputePage for an admin', () => {
  it('shows the Admin Navigation card with its three links', async () => {
    render({ 'GET /api/compute/meta': { body: VULTR_META } }, admin);
    const card = (await screen.findByText('Admin Navigation')).closest('div')!.parentElement!;
    expect(within(card).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/admin-dashboard', '/admin-dashboard#cloud', '/admin/api-settings']);
  });
});
