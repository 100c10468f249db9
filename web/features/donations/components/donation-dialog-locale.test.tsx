import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue, isCatalogueReady } from '../../../lib/i18n/catalogues';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { loadStripeJs } from '../../../lib/stripe-js';
import { createFakeStripeJs } from '../../../test/fake-stripe-js';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { useDonationDialog } from '../hooks/use-donation-dialog';

// Its own file: the payment parts' words must not be here yet (each test file starts with no catalogue loaded), as on
// a page in Spanish where nothing has drawn a payment part before the donation.
vi.mock('../../../lib/stripe-js', () => ({ loadStripeJs: vi.fn() }));

const SUBSCRIPTION = {
  clientSecret: 'pi_sub1_secret_abc',
  subscriptionId: 'sub_1',
  paymentIntentId: 'pi_sub1',
  hostedInvoiceUrl: 'https://invoice.stripe.test/i/in_1',
  amountDue: 500,
  currency: 'usd',
};

function Page() {
  const { openDonation, dialog } = useDonationDialog();
  return (
    <>
      <button type="button" onClick={() => openDonation()}>
        open
      </button>
      {dialog}
    </>
  );
}

describe('the donation dialog in Spanish, the payment words not loaded yet', () => {
  // The page's own words are here (it is drawn); the payment parts' are not.
  beforeAll(() => Promise.all(['layout', 'donations', 'components'].map((f) => loadCatalogue('es', f))));
  beforeEach(() => {
    setCurrentLocale('es');
    vi.mocked(loadStripeJs).mockResolvedValue(createFakeStripeJs().stripe);
  });
  afterEach(() => setCurrentLocale('en'));

  it('goes on to the card step in Spanish instead of starting again at step 1', async () => {
    expect(isCatalogueReady('es', 'payment')).toBe(false);
    mockApi({ ...backgroundHandlers, 'POST /api/create-subscription': { body: SUBSCRIPTION } });
    renderWithProviders(<Page />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Suscribirse por/ }));
    // The card form, in Spanish, on the dialog's last step.
    expect(await screen.findByRole('form', { name: 'Pago con tarjeta' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Paso 3 de 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('heading', { name: /Pago/ })).toBeVisible(),
    );
  });

  it('says the busy Subscribe button in Spanish', async () => {
    let answer: () => void = () => {};
    mockApi({
      ...backgroundHandlers,
      'POST /api/create-subscription': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: SUBSCRIPTION });
        }),
    });
    renderWithProviders(<Page />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Suscribirse por/ }));
    expect(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Procesando...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('form', { name: 'Pago con tarjeta' })).toBeInTheDocument();
  });
});
