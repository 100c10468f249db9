import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { AZURE_META, provisionResult, VULTR_META } from '../test/fixtures';
import { COMPUTE_MESSAGES, type ComputeMeta } from '../../../../contract/compute.js';
import { TRIAL_MESSAGES } from '../../../../contract/compute-trial.js';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../../contract/email-verification.js';
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

  it('sends plan, region and osId as a number, omits an empty label, then shows the green summary once and empties the form', async () => {
    const api = render({
      'GET /api/compute/meta': { body: VULTR_META },
      'POST /api/compute/provision': { status: 201, body: provisionResult() },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Region'), 'fra');
    // Only plans sold in Frankfurt are offered; a client pays nothing, so no price is shown.
    expect(
      within(screen.getByLabelText('Plan'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select a plan',
      'vc2-1c-1gb • 1 vCPU • 1GB RAM • 25GB SSD',
      'vc2-2c-4gb • 2 vCPU • 4GB RAM • 80GB SSD',
    ]);
    expect(screen.queryByText(/Billing is per hour|bills the linked account/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'vc2-2c-4gb');
    await userEvent.selectOptions(screen.getByLabelText('Operating system'), '2284');
    await userEvent.type(screen.getByLabelText(/Label/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Launch Vultr Instance' }));
    const summary = await screen.findByRole('region', { name: 'Provisioning summary' });
    expect(api.callsTo('POST', '/api/compute/provision')[0].body).toEqual({
      plan: 'vc2-2c-4gb',
      region: 'fra',
      osId: 2284,
    });
    expect(within(summary).getByText('hf-7-web')).toBeInTheDocument();
    expect(within(summary).getByText('S3cret!pass')).toBeInTheDocument();
    expect(within(summary).getByText('Save these credentials now: they may be shown only once.')).toBeInTheDocument();
    // The launch form starts over.
    for (const name of ['Region', 'Plan', 'Operating system']) expect(screen.getByLabelText(name)).toHaveValue('');
    expect(screen.getByLabelText(/Label/)).toHaveValue('');
  });

  it('sends the trimmed label', async () => {
    const api = render({
      'GET /api/compute/meta': { body: VULTR_META },
      'POST /api/compute/provision': { status: 201, body: provisionResult() },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Region'), 'ewr');
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'vc2-1c-1gb');
    await userEvent.selectOptions(screen.getByLabelText('Operating system'), '2136');
    await userEvent.type(screen.getByLabelText(/Label/), '  my box ');
    await userEvent.click(screen.getByRole('button', { name: 'Launch Vultr Instance' }));
    await screen.findByRole('region', { name: 'Provisioning summary' });
    expect(api.callsTo('POST', '/api/compute/provision')[0].body).toEqual({
      plan: 'vc2-1c-1gb',
      region: 'ewr',
      osId: 2136,
      label: 'my box',
    });
  });

  it("toasts 'Provisioning failed' with the server's message", async () => {
    render({
      'GET /api/compute/meta': { body: VULTR_META },
      'POST /api/compute/provision': {
        status: 409,
        body: { message: 'You can run 1 Vultr instance at a time. Terminate it before launching another.' },
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Region'), 'ewr');
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'vc2-1c-1gb');
    await userEvent.selectOptions(screen.getByLabelText('Operating system'), '2284');
    await userEvent.click(screen.getByRole('button', { name: 'Launch Vultr Instance' }));
    expect(await screen.findByText('Provisioning failed')).toBeInTheDocument();
    expect(
      screen.getByText('You can run 1 Vultr instance at a time. Terminate it before launching another.'),
    ).toBeInTheDocument();
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
    const api = render({
      'GET /api/compute/meta': { body: AZURE_META },
      'POST /api/compute/provision': {
        status: 201,
        body: provisionResult({
          provider: 'azure',
          name: 'hf-trial-7',
          plan: 'Standard_B1ms',
          region: 'eastus',
          adminUsername: 'hfadmin',
        }),
      },
    });
    // No payments set up, so no $3 price on the quota line.
    expect(await screen.findByText('1 free trial per e-mail address')).toBeInTheDocument();
    expect(screen.queryByText(/\$3/)).not.toBeInTheDocument();
    expect(screen.getByText('Your free trial is available.')).toBeInTheDocument();
    expect(screen.getByText('48-hour spot sandbox')).toBeInTheDocument();
    expect(screen.getByText('Standard_B1ms • 1 vCPU • 2GB RAM • 60GB SSD')).toBeInTheDocument();
    expect(screen.getByText('SSH (Ubuntu) • RDP (Windows)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Windows 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Launch 48-hour Trial' }));
    const summary = await screen.findByRole('region', { name: 'Provisioning summary' });
    expect(within(summary).getByText('hfadmin')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/compute/provision')[0].body).toEqual({ os: 'windows-11' });
    // The form starts over with the first choice.
    expect(screen.getByRole('radio', { name: 'Ubuntu 24.04 LTS' })).toBeChecked();
  });

  it('shows the $3 quota line only when payments are set up', async () => {
    render({
      'GET /api/compute/meta': { body: { ...AZURE_META, trial: { ...AZURE_META.trial!, paymentsAvailable: true } } },
    });
    expect(await screen.findByText('1 free trial • additional runs billed at $3 / 48h')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load compute meta'", async () => {
    render({ 'GET /api/compute/meta': { status: 500, text: '' } });
    expect(await screen.findAllByText('Failed to load compute meta')).not.toHaveLength(0);
  });
});

describe('ComputePage for an admin', () => {
  it('shows the admin, whose Vultr account pays, the hourly billing and the plan prices', async () => {
    render({ 'GET /api/compute/meta': { body: VULTR_META } }, admin);
    expect(await screen.findByText(/Vultr bills the linked account per hour while it exists/)).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Plan'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('vc2-1c-1gb • 1 vCPU • 1GB RAM • 25GB SSD • $5/mo');
  });

  it('shows the Admin Navigation card with its three links', async () => {
    render({ 'GET /api/compute/meta': { body: VULTR_META } }, admin);
    const card = (await screen.findByText('Admin Navigation')).closest('div')!.parentElement!;
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin-dashboard', '/admin-dashboard#cloud', '/admin/api-settings']);
  });
});

// The trial card says before Launch what the server would answer, and offers the next step here.
describe('the free trial card', () => {
  const blocked = (
    eligibility: NonNullable<ComputeMeta['trial']>['eligibility'],
    extra: Partial<NonNullable<ComputeMeta['trial']>> = {},
  ): ComputeMeta => ({ ...AZURE_META, trial: { ...AZURE_META.trial!, ...extra, eligibility } });

  it('an unconfirmed e-mail: Launch is off with the reason, and the confirmation link is sent from the same card', async () => {
    const anon = makeUser({ id: 9, role: 'client', isAnonymous: true, email: 'anon@example.test' });
    const api = mockApi({
      'GET /api/compute/my': { body: [] },
      'GET /api/compute/meta': {
        body: blocked({ block: 'email-unverified', message: TRIAL_MESSAGES.emailUnverified, nextStep: 'verify-email' }),
      },
      'GET /api/email-verification': { body: { email: 'anon@example.test', verified: false, sentAt: null } },
      'POST /api/email-verification': {
        body: {
          message: EMAIL_VERIFICATION_MESSAGES.sent('anon@example.test'),
          status: { email: 'anon@example.test', verified: false, sentAt: '2026-11-25T23:00:00.000Z' },
        },
      },
    });
    renderWithProviders(<ComputePage user={anon} />, { user: anon });
    expect(await screen.findByText(TRIAL_MESSAGES.emailUnverified)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Launch 48-hour Trial' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/We sent a confirmation link to anon@example.test/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/email-verification')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/compute/provision')).toHaveLength(0);
  });

  it('no e-mail: the add-email card the route passes in is shown on the card', async () => {
    mockApi({
      'GET /api/compute/my': { body: [] },
      'GET /api/compute/meta': {
        body: blocked({ block: 'email-required', message: TRIAL_MESSAGES.emailRequired, nextStep: 'add-email' }),
      },
    });
    renderWithProviders(<ComputePage user={client} addEmailCard={<p>The add-email card</p>} />, { user: client });
    expect(await screen.findByText(TRIAL_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Launch 48-hour Trial' })).toBeDisabled();
    expect(screen.getByText('The add-email card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send confirmation link' })).not.toBeInTheDocument();
  });

  it('a run going on: the trial button is off with the reason', async () => {
    render({
      'GET /api/compute/meta': {
        body: blocked(
          { block: 'trial-running', message: COMPUTE_MESSAGES.azureTrialRunning, nextStep: 'terminate' },
          { running: true },
        ),
      },
    });
    expect(await screen.findByText(COMPUTE_MESSAGES.azureTrialRunning)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Launch 48-hour Trial' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(COMPUTE_MESSAGES.azureTrialRunning);
  });

  it('one free trial per e-mail address: said before Launch, the button off while payments are not set up', async () => {
    const message = `${TRIAL_MESSAGES.emailTrialUsed} ${TRIAL_MESSAGES.emailTrialUsedNoPayments}`;
    render({
      'GET /api/compute/meta': {
        body: blocked({ block: 'email-trial-used', message, nextStep: null }, { freeTrialAvailable: false }),
      },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Launch 48-hour Trial' })).toBeDisabled();
  });
});
