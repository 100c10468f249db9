import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { installFakeXhr } from '../testing/fake-xhr';
import { LibraryAdminTab } from './library-admin-tab';

const admin = makeUser({ role: 'admin' });
const item = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Plugin ${id}`,
  slug: `plugin-${id}`,
  description: `Does thing ${id}`,
  category: 'seo',
  version: '1.0.0',
  author: 'HostFree',
  fileName: `plugin-${id}.zip`,
  fileSize: 2 * 1024 * 1024,
  downloadCount: id * 10,
  imageUrl: null,
  isActive: true,
  isPublic: false,
  uploadedBy: 1,
  latestVersion: null,
  latestVersionCheckedAt: null,
  latestVersionSource: null,
  latestVersionNotes: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const noJob = { job: null, pendingUpdates: [] };

describe('LibraryAdminTab', () => {
  it('lists every plugin in a list capped at 26rem that scrolls, with a row update badge', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/plugins': { body: [item(1, { latestVersion: '1.1.0' }), item(2)] },
      'GET /api/admin/plugins/version-status': { body: noJob },
    });
    renderWithProviders(<LibraryAdminTab kind="plugin" />, { user: admin });
    const list = await screen.findByRole('list', { name: 'All Plugins' });
    expect(list).toHaveClass('max-h-[26rem]', 'overflow-y-auto');
    expect(within(list).getAllByTestId('library-item')).toHaveLength(2);
    expect(within(list).getByText('Update available: 1.1.0')).toBeInTheDocument();
    expect(screen.getByText('No recent checks')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Plugin version check progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it("shows 'N update(s) available' from the version status", async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/plugins': { body: [item(1), item(2)] },
      'GET /api/admin/plugins/version-status': {
        body: {
          job: { status: 'completed', createdAt: null, startedAt: null, completedAt: null, errorMessage: null },
          pendingUpdates: [
            { id: 1, name: 'Plugin 1', slug: 'plugin-1', version: '1.0.0', latestVersion: '1.1.0' },
            { id: 2, name: 'Plugin 2', slug: 'plugin-2', version: '1.0.0', latestVersion: '2.0.0' },
          ],
        },
      },
    });
    renderWithProviders(<LibraryAdminTab kind="plugin" />, { user: admin });
    expect(await screen.findByText('2 update(s) available')).toBeInTheDocument();
    expect(screen.getByText('Versions are up-to-date')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Plugin version check progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('polls version-status every 2000 ms while the job runs and stops when it completes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let status = 'pending';
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/admin/plugins': { body: [item(1)] },
      'GET /api/admin/plugins/version-status': () => ({
        body: {
          job: { status, createdAt: null, startedAt: null, completedAt: null, errorMessage: null },
          pendingUpdates: [],
        },
      }),
    });
    renderWithProviders(<LibraryAdminTab kind="plugin" />, { user: admin });
    const statusCalls = () => api.callsTo('GET', '/api/admin/plugins/version-status').length;
    const listCalls = () => api.callsTo('GET', '/api/admin/plugins').length;
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(statusCalls()).toBe(1);
    expect(screen.getByText('Queued for update')).toBeInTheDocument();

    // The first answer arrived at about 0 ms: the next read is due at 2000 ms, not before.
    await act(() => vi.advanceTimersByTimeAsync(1980));
    expect(statusCalls()).toBe(1);
    status = 'in_progress';
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(statusCalls()).toBe(2);
    expect(screen.getByText('Checking for updates...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Plugin version check progress' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );

    status = 'completed';
    const listBefore = listCalls();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(statusCalls()).toBe(3);
    expect(screen.getByText('Versions are up-to-date')).toBeInTheDocument();
    // The finished job changed latest versions: the list is read again.
    expect(listCalls()).toBe(listBefore + 1);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusCalls()).toBe(3);
  });

  it("starts a check with 'Update Versions' and toasts 'Version refresh failed' when it cannot", async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/admin/plugins': { body: [] },
      'GET /api/admin/plugins/version-status': { body: noJob },
      'POST /api/admin/plugins/update-versions': {
        status: 503,
        body: { message: 'Version checks are not configured' },
      },
    });
    renderWithProviders(<LibraryAdminTab kind="plugin" />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Versions' }));
    expect(await screen.findByText('Version refresh failed')).toBeInTheDocument();
    expect(screen.getByText('Version checks are not configured')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/plugins/update-versions')).toHaveLength(1);
  });

  it("says 'Last attempt failed: {message}' after a failed job", async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/themes': { body: [] },
      'GET /api/admin/themes/version-status': {
        body: {
          job: {
            status: 'failed',
            createdAt: null,
            startedAt: null,
            completedAt: null,
            errorMessage: 'wordpress.org did not answer',
          },
          pendingUpdates: [],
        },
      },
    });
    renderWithProviders(<LibraryAdminTab kind="theme" />, { user: admin });
    expect(await screen.findByText('Last attempt failed: wordpress.org did not answer')).toBeInTheDocument();
    expect(screen.getByText('No themes uploaded yet.')).toBeInTheDocument();
  });

  it('edits a plugin: name, description and version required; saves through PUT multipart', async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/plugins': { body: [item(1)] },
      'GET /api/admin/plugins/version-status': { body: noJob },
    });
    const xhr = installFakeXhr();
    renderWithProviders(<LibraryAdminTab kind="plugin" />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Plugin 1' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Plugin 1');
    await userEvent.clear(name);
    await userEvent.clear(within(dialog).getByLabelText('Description'));
    await userEvent.clear(within(dialog).getByLabelText('Version'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Version is required')).toBeInTheDocument();
    expect(xhr.all()).toHaveLength(0);

    await userEvent.type(name, 'Plugin One');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Better');
    await userEvent.type(within(dialog).getByLabelText('Version'), '1.0.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(xhr.all()).toHaveLength(1));
    const request = xhr.last();
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/api/admin/plugins/1');
    expect(request.body!.get('name')).toBe('Plugin One');
    expect(request.body!.get('pluginFile')).toBeNull();
    act(() =>
      request.respond(200, {
        message: 'Plugin updated successfully.',
        item: item(1, { name: 'Plugin One' }),
        header: null,
      }),
    );
    expect(await screen.findByText('Plugin updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks before deleting ('This action cannot be undone') and deletes on confirmation", async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/admin/themes': { body: [item(4, { name: 'Aurora' })] },
      'GET /api/admin/themes/version-status': { body: noJob },
      'DELETE /api/admin/themes/4': { body: { message: 'Theme deleted successfully.' } },
    });
    renderWithProviders(<LibraryAdminTab kind="theme" />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Aurora' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This action cannot be undone')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/themes/4')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Theme' }));
    expect(await screen.findByText('Theme deleted successfully.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/themes/4')).toHaveLength(1);
  });

  it("toasts 'Delete Failed' when the server refuses", async () => {
    mockApi({
      ...backgroundHandlers,
      'GET /api/admin/plugins': { body: [item(1)] },
      'GET /api/admin/plugins/version-status': { body: noJob },
      'DELETE /api/admin/plugins/1': { status: 404, body: { message: 'Plugin not found' } },
    });
    renderWithProviders(<LibraryAdminTab kind="plugin" />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Plugin 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Plugin' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Plugin not found')).toBeInTheDocument();
  });

  describe('in French', () => {
    afterEach(() => setCurrentLocale('en'));

    it("names each plugin's category, and the edit form's choices, in the admin's language", async () => {
      setCurrentLocale('fr');
      mockApi({
        ...backgroundHandlers,
        'GET /api/admin/plugins': { body: [item(1, { category: 'page-builder' })] },
        'GET /api/admin/plugins/version-status': { body: noJob },
      });
      installFakeXhr();
      renderWithProviders(
        <Suspense fallback={null}>
          <LibraryAdminTab kind="plugin" />
        </Suspense>,
        { user: admin },
      );
      expect(await screen.findByText('Constructeur de pages')).toBeInTheDocument();
      expect(screen.queryByText('Page Builder')).not.toBeInTheDocument();

      await userEvent.click(await screen.findByRole('button', { name: 'Modifier Plugin 1' }));
      const choice = within(await screen.findByRole('dialog')).getByLabelText('Catégorie');
      expect(within(choice).getByRole('option', { name: 'Sécurité' })).toHaveValue('security');
      expect(choice).toHaveValue('page-builder');
    });
  });
});
