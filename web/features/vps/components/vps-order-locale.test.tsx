import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VpsPublicPackage } from '../../../../contract/vps.js';
import { isCatalogueReady, loadCatalogue } from '../../../lib/i18n/catalogues';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { VpsOffer } from './vps-offer';

// Its own file: no catalogue is loaded when it starts, as on a page drawn in Spanish that has shown no payment part.
const BASIC: VpsPublicPackage = {
  id: 4,
  name: 'vps-basic',
  displayName: 'Basic VPS',
  description: 'A small server',
  price: 999,
  currency: 'USD',
  vcpu: 1,
  memory: 2048,
  storage: 40,
  additionalStorage: 0,
  ipv4Addresses: 1,
  trafficPort: '1Gbps',
  isAnonymous: true,
  sortOrder: 0,
  osChoices: [{ label: 'Ubuntu 24.04 LTS', value: 'ubuntu-24-04' }],
};

describe('the VPS offer and its order form in Spanish', () => {
  beforeAll(() => loadCatalogue('es', 'layout'));
  afterEach(() => setCurrentLocale('en'));

  it('fetches the payment words only once a plan is chosen, and says the form’s validation messages in Spanish', async () => {
    setCurrentLocale('es');
    mockApi({ ...backgroundHandlers, 'GET /api/vps/packages': { body: [BASIC] } });
    renderWithProviders(
      <Suspense fallback={null}>
        <VpsOffer />
      </Suspense>,
      { user: null },
    );
    const order = await screen.findByRole('button', { name: 'Pedir ahora, Basic VPS' });
    // The plans alone: no order dialog, so none of its payment words.
    expect(isCatalogueReady('es', 'payment')).toBe(false);

    await userEvent.click(order);
    const form = await screen.findByRole('form', { name: 'Pedido de VPS' });
    await userEvent.clear(within(form).getByLabelText('Tu nombre'));
    await userEvent.click(within(form).getByRole('button', { name: 'Continuar al pago' }));
    expect(await within(form).findByText('Escribe tu nombre')).toBeInTheDocument();
    expect(await within(form).findByText('Introduce una dirección de correo electrónico válida')).toBeInTheDocument();
    expect(within(form).queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(within(form).queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });
});
