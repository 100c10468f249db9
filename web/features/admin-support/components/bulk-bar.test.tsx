import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/i18n/catalogues';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { BulkBar } from './bulk-bar';

// The desk's bulk change: one request for the selected tickets, and a toast counted in the admin's language.
describe('BulkBar', () => {
  afterEach(() => setCurrentLocale('en'));

  const render = (ids: number[]) => {
    const onDone = vi.fn();
    renderWithProviders(
      <Suspense fallback={null}>
        <BulkBar ids={ids} admins={[]} onDone={onDone} />
      </Suspense>,
      { user: makeUser({ role: 'admin' }) },
    );
    return onDone;
  };

  it('sends the new status for the selected tickets and says how many changed', async () => {
    const api = mockApi({
      'POST /api/admin/support/tickets/bulk': { body: { message: '2 tickets updated.', updated: 2 } },
    });
    const onDone = render([4, 5]);
    await userEvent.selectOptions(await screen.findByLabelText('New status'), 'solved');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 2' }));
    expect(await screen.findByText('2 tickets updated.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/support/tickets/bulk')[0]!.body).toEqual({ ids: [4, 5], status: 'solved' });
    expect(onDone).toHaveBeenCalled();
  });

  it('counts in Spanish, whatever sentence the answer carries', async () => {
    setCurrentLocale('es');
    await loadCatalogue('es', 'layout');
    mockApi({ 'POST /api/admin/support/tickets/bulk': { body: { message: '1 ticket updated.', updated: 1 } } });
    render([4]);
    await userEvent.selectOptions(await screen.findByLabelText('Nuevo estado'), 'solved');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar a 1' }));
    expect(await screen.findByText('1 ticket actualizado.')).toBeInTheDocument();
    expect(screen.queryByText('1 ticket updated.')).not.toBeInTheDocument();
  });
});
