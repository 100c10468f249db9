import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers, testClientConfig } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { DonateSection } from './donate-section';
import { DonationBanner } from './donation-banner';

vi.mock('../../../lib/stripe-js', () => ({ loadStripeJs: vi.fn(() => new Promise(() => {})) }));

const unconfigured = { 'GET /api/client-config': { body: { ...testClientConfig, stripePublicKey: null } } };

describe('DonateSection (000 §2, §9)', () => {
  it('is the #donate section with the four tiers, their gifts and the most popular one marked', () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<DonateSection />, { user: null });
    const section = document.getElementById('donate')!;
    expect(section).toHaveAttribute('data-section', 'donate');
    const five = within(screen.getByTestId('tier-5'));
    expect(five.getByRole('heading', { name: 'Basic VPS' })).toBeInTheDocument();
    expect(five.getByText('VPS: 1 vCPU, 1GB RAM, 40GB SSD')).toBeInTheDocument();
    const ten = within(screen.getByTestId('tier-10'));
    expect(ten.getByText('Most popular')).toBeInTheDocument();
    expect(ten.getByText('Hosting: 50GB SSD with an .im domain')).toBeInTheDocument();
    expect(ten.getByText('VPS: 2 vCPU, 2GB RAM, 80GB SSD')).toBeInTheDocument();
    expect(within(screen.getByTestId('tier-15')).getByText('VPS: 4 vCPU, 4GB RAM, 120GB SSD')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('tier-20')).getByText(/^Hosting: 100GB SSD with an \.im domain \+ VPS: 4 vCPU/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
  });

  it('opens the dialog on the tier whose button was pressed', async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<DonateSection />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Donate $15/month' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /\$15\/month.*Professional/ })).toBeChecked();
  });

  it("shows the 'Donations Unavailable' banner and toast, and no dialog, without a publishable key", async () => {
    const api = mockApi({ ...backgroundHandlers, ...unconfigured });
    renderWithProviders(<DonateSection />, { user: null });
    await waitFor(() => expect(api.callsTo('GET', '/api/client-config')).toHaveLength(1));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Donations Unavailable');
    expect(banner).toHaveTextContent('Stripe is not configured. Donations are temporarily unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Donate $5/month' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findAllByText('Donations Unavailable')).toHaveLength(2);
  });
});

describe('DonationBanner (000 §2, §4)', () => {
  it('carries the donate anchor, lists the tiers with their gifts and opens the dialog on the 500-cent default', async () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<DonationBanner />, { user: makeUser() });
    expect(document.getElementById('donate')).toHaveTextContent('Free hosting, funded by people like you');
    const tiers = within(screen.getByRole('list', { name: 'Donation tiers' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(tiers).toEqual([
      '$5/mo · Basic VPSGift: VPS',
      '$10/mo · GrowthGift: Hosting or VPS',
      '$15/mo · ProfessionalGift: Hosting or VPS',
      '$20/mo · Ultimate ComboGift: Hosting + VPS',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Donate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /\$5\/month.*Basic VPS/ })).toBeChecked();
  });
});
