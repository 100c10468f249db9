import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ExportCatalogueButton } from './export-button';

const admin = makeUser({ role: 'admin' });

function stubObjectUrls() {
  const create = vi.fn(() => 'blob:export');
  const revoke = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { create, click };
}

describe('ExportCatalogueButton', () => {
  it("fetches the spreadsheet with the bearer header, saves the blob and toasts 'Export Ready'", async () => {
    localStorage.setItem('hfAuthToken', 'tok-admin');
    const api = mockApi({ ...backgroundHandlers, 'GET /api/admin/plugins/export': { text: 'xlsx-bytes' } });
    const { create, click } = stubObjectUrls();
    renderWithProviders(<ExportCatalogueButton kind="plugin" label="Export to .xlsx" />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: 'Export to .xlsx' }));
    expect(await screen.findByText('Export Ready')).toBeInTheDocument();
    const call = api.callsTo('GET', '/api/admin/plugins/export')[0];
    expect(call.headers.Authorization).toBe('Bearer tok-admin');
    expect(create).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("says 'Admin Only' when the server refuses a non-admin (403)", async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/themes/export': { status: 403, body: { message: 'Admin Only' } },
    });
    stubObjectUrls();
    renderWithProviders(<ExportCatalogueButton kind="theme" />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    expect(await screen.findByText('Admin Only')).toBeInTheDocument();
    expect(screen.getByText('Admin access required.')).toBeInTheDocument();
  });

  it("says 'Export failed ({status})' when the server answers another error", async () => {
    mockApi({ ...backgroundHandlers, 'GET /api/admin/themes/export': { status: 500, body: { message: 'Broken' } } });
    stubObjectUrls();
    renderWithProviders(<ExportCatalogueButton kind="theme" />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Export failed (500)')).toBeInTheDocument();
  });

  it("says 'Could not generate Excel file.' when the request itself fails", async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/themes/export': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { click } = stubObjectUrls();
    renderWithProviders(<ExportCatalogueButton kind="theme" />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    expect(await screen.findByText('Could not generate Excel file.')).toBeInTheDocument();
    await waitFor(() => expect(click).not.toHaveBeenCalled());
  });
});
