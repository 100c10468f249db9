import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { installFakeXhr } from '../testing/fake-xhr';
import { pluginMain, zipFile } from '../testing/make-zip';
import { UploadCard } from './upload-card';

const admin = makeUser({ role: 'admin' });
const zip = (name = 'cache-rocket.zip', size?: number) => {
  const file = new File(['PK\u0003\u0004'], name, { type: 'application/zip' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const SAVED = {
  message: 'Plugin uploaded successfully.',
  item: { id: 9, name: 'Cache Rocket' },
  header: {
    name: 'Cache Rocket',
    version: '1.2.0',
    description: 'Faster pages',
    author: 'Someone',
    slug: 'cache-rocket',
  },
};

async function fillPlugin() {
  await userEvent.type(screen.getByLabelText('Name'), 'Cache Rocket');
  await userEvent.type(screen.getByLabelText('Version'), '1.2.0');
  await userEvent.type(screen.getByLabelText('Description'), 'Faster pages');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'performance');
}

describe('UploadCard', () => {
  it('asks for the plugin file and every required field, and sends nothing', async () => {
    mockApi(backgroundHandlers);
    const xhr = installFakeXhr();
    renderWithProviders(<UploadCard kind="plugin" />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: 'Upload Plugin' }));
    expect(await screen.findByText('Please select a plugin file.')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Version is required')).toBeInTheDocument();
    expect(xhr.all()).toHaveLength(0);
  });

  it('asks for the theme file on the themes form', async () => {
    mockApi(backgroundHandlers);
    installFakeXhr();
    renderWithProviders(<UploadCard kind="theme" />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: 'Upload Theme' }));
    expect(await screen.findByText('Please select a theme file.')).toBeInTheDocument();
  });

  it('shows the plugin author fixed to the organisation and read-only; the theme author is free', () => {
    mockApi(backgroundHandlers);
    const { unmount } = renderWithProviders(<UploadCard kind="plugin" />, { user: admin });
    const author = screen.getByLabelText('Author');
    expect(author).toHaveValue('HostFree');
    expect(author).toHaveAttribute('readonly');
    unmount();
    renderWithProviders(<UploadCard kind="theme" />, { user: admin });
    expect(screen.getByLabelText(/^Author/)).not.toHaveAttribute('readonly');
  });

  it('rejects a theme over 250 MB in the browser with the size in MB', async () => {
    mockApi(backgroundHandlers);
    const xhr = installFakeXhr();
    renderWithProviders(<UploadCard kind="theme" />, { user: admin });
    await userEvent.upload(screen.getByLabelText(/Theme file/), zip('huge.zip', 300 * 1024 * 1024 + 1));
    expect(
      await screen.findByText('Theme archives must be 250 MB or smaller. Selected file is 300.0 MB.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'performance');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Theme' }));
    expect(xhr.all()).toHaveLength(0);
  });

  it("sends a theme with only its archive and category, under the fields 'theme' and 'image'", async () => {
    mockApi(backgroundHandlers);
    const xhr = installFakeXhr();
    renderWithProviders(<UploadCard kind="theme" />, { user: admin });
    const archive = zip('aurora.zip');
    await userEvent.upload(screen.getByLabelText(/Theme file/), archive);
    await userEvent.upload(screen.getByLabelText('Image'), new File(['img'], 'shot.png', { type: 'image/png' }));
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'e-commerce');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Theme' }));
    await waitFor(() => expect(xhr.all()).toHaveLength(1));
    const body = xhr.last().body!;
    expect(xhr.last().url).toBe('/api/admin/themes');
    expect(body.get('theme')).toBe(archive);
    expect(body.get('image')).toBeInstanceOf(File);
    expect(body.get('name')).toBe('');
    expect(body.get('category')).toBe('e-commerce');
  });

  it('does not check the plugin size in the browser (the server enforces it)', async () => {
    mockApi(backgroundHandlers);
    const xhr = installFakeXhr();
    renderWithProviders(<UploadCard kind="plugin" />, { user: admin });
    await userEvent.upload(screen.getByLabelText(/Plugin file/), zip('huge.zip', 300 * 1024 * 1024));
    await fillPlugin();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Plugin' }));
    await waitFor(() => expect(xhr.all()).toHaveLength(1));
  });

  it('uploads with the bearer header, shows the real progress, then toasts and shows the archive header', async () => {
    mockApi(backgroundHandlers);
    localStorage.setItem('hfAuthToken', 'tok-admin');
    const xhr = installFakeXhr();
    renderWithProviders(<UploadCard kind="plugin" />, { user: admin });
    const archive = zip();
    const image = new File(['img'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Plugin file/), archive);
    await userEvent.upload(screen.getByLabelText('Image'), image);
    await fillPlugin();
    await userEvent.click(screen.getByLabelText('Public download'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Plugin' }));

    await waitFor(() => expect(xhr.all()).toHaveLength(1));
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/plugins');
    expect(request.headers.Authorization).toBe('Bearer tok-admin');
    const body = request.body!;
    expect(body.get('pluginFile')).toBe(archive);
    expect(body.get('imageFile')).toBe(image);
    expect(
      Object.fromEntries(
        ['name', 'description', 'category', 'version', 'author', 'isPublic'].map((k) => [k, body.get(k)]),
      ),
    ).toEqual({
      name: 'Cache Rocket',
      description: 'Faster pages',
      category: 'performance',
      version: '1.2.0',
      author: 'HostFree',
      isPublic: 'true',
    });

    const bar = screen.getByRole('progressbar', { name: 'Plugin upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => request.progress(512, 1024));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading... 50%')).toBeInTheDocument();
    act(() => request.progress(1024, 1024));
    expect(screen.getByText('Upload complete. Checking the archive...')).toBeInTheDocument();

    act(() => request.respond(201, SAVED));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Plugin uploaded successfully.')).toBeInTheDocument();
    expect(screen.getByTestId('archive-header')).toHaveTextContent('cache-rocket');
    expect(screen.queryByRole('progressbar', { name: 'Plugin upload progress' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("toasts 'Upload Failed' with the server's message", async () => {
    mockApi(backgroundHandlers);
    const xhr = installFakeXhr();
    renderWithProviders(<UploadCard kind="plugin" />, { user: admin });
    await userEvent.upload(screen.getByLabelText(/Plugin file/), zip());
    await fillPlugin();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Plugin' }));
    await waitFor(() => expect(xhr.all()).toHaveLength(1));
    act(() => xhr.last().respond(400, { message: 'The file is not a valid zip archive.' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('The file is not a valid zip archive.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Cache Rocket');
  });

  it('cancels a running upload without a failure toast', async () => {
    mockApi(backgroundHandlers);
    const xhr = installFakeXhr();
    renderWithProviders(<UploadCard kind="plugin" />, { user: admin });
    await userEvent.upload(screen.getByLabelText(/Plugin file/), zip());
    await fillPlugin();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Plugin' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(xhr.last().aborted).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Plugin' })).toBeEnabled());
    expect(screen.queryByText('Upload Failed')).not.toBeInTheDocument();
  });

  describe('reading the chosen zip before it is sent', () => {
    const cacheRocketZip = () =>
      zipFile('cache-rocket.zip', {
        'cache-rocket/cache-rocket.php': pluginMain({
          'Plugin Name': 'Cache Rocket',
          Version: '1.2.0',
          Description: 'Faster pages',
          Author: 'Someone',
        }),
        'cache-rocket/readme.txt': '=== Cache Rocket ===',
      });
    const FREE = { body: { duplicate: false, message: null, existing: null } };

    it('fills the blank fields from the plugin header, keeps what the admin typed, and says so', async () => {
      const api = mockApi({ ...backgroundHandlers, 'GET /api/admin/plugins/check': FREE });
      const xhr = installFakeXhr();
      renderWithProviders(<UploadCard kind="plugin" />, { user: admin });
      await userEvent.type(screen.getByLabelText('Version'), '1.2.1-beta');
      await userEvent.upload(screen.getByLabelText(/Plugin file/), await cacheRocketZip());
      expect(await screen.findByText("Filled in from the zip's header")).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Cache Rocket');
      expect(screen.getByLabelText('Description')).toHaveValue('Faster pages');
      expect(screen.getByLabelText('Version')).toHaveValue('1.2.1-beta');
      // The plugin author stays the organisation's.
      expect(screen.getByLabelText('Author')).toHaveValue('HostFree');
      await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/api/admin/plugins/check?slug=cache-rocket'));
      expect(screen.getByRole('button', { name: 'Upload Plugin' })).toBeEnabled();
      expect(xhr.all()).toHaveLength(0);

      await userEvent.selectOptions(screen.getByLabelText('Category'), 'performance');
      await userEvent.click(screen.getByRole('button', { name: 'Upload Plugin' }));
      await waitFor(() => expect(xhr.all()).toHaveLength(1));
      expect(xhr.last().body!.get('name')).toBe('Cache Rocket');
      expect(xhr.last().body!.get('version')).toBe('1.2.1-beta');
    });

    it("fills a theme's author too, and a zip without a header leaves the form as it is", async () => {
      mockApi({ ...backgroundHandlers, 'GET /api/admin/themes/check': FREE });
      installFakeXhr();
      renderWithProviders(<UploadCard kind="theme" />, { user: admin });
      await userEvent.upload(
        screen.getByLabelText(/Theme file/),
        await zipFile('aurora.zip', {
          'aurora/style.css': { content: '/*\nTheme Name: Aurora\nVersion: 3.1\nAuthor: Studio\n*/', compress: false },
        }),
      );
      expect(await screen.findByText("Filled in from the zip's header")).toBeInTheDocument();
      expect(screen.getByLabelText(/^Author/)).toHaveValue('Studio');
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Aurora');
      // Another zip, this one without a header: what the first one filled in goes, nothing else is filled.
      await userEvent.upload(
        screen.getByLabelText(/Theme file/),
        await zipFile('plain.zip', { 'plain/readme.txt': 'no header' }),
      );
      await waitFor(() => expect(screen.queryByText("Filled in from the zip's header")).not.toBeInTheDocument());
      expect(screen.getByLabelText(/^Name/)).toHaveValue('');
      expect(screen.getByLabelText(/^Author/)).toHaveValue('');
    });

    it('lets the upload go ahead when the check cannot answer (the server checks again)', async () => {
      const api = mockApi({
        ...backgroundHandlers,
        'GET /api/admin/plugins/check': { status: 500, body: { message: 'Internal error' } },
      });
      const xhr = installFakeXhr();
      renderWithProviders(<UploadCard kind="plugin" />, { user: admin });
      await userEvent.upload(screen.getByLabelText(/Plugin file/), await cacheRocketZip());
      await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/api/admin/plugins/check?slug=cache-rocket'));
      await userEvent.selectOptions(screen.getByLabelText('Category'), 'performance');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Upload Plugin' }));
      await waitFor(() => expect(xhr.all()).toHaveLength(1));
    });

    it("shows the server's duplicate message before anything is sent and disables Upload until another file is chosen", async () => {
      mockApi({
        ...backgroundHandlers,
        'GET /api/admin/plugins/check': {
          body: {
            duplicate: true,
            message: 'A plugin with this slug already exists',
            existing: { id: 4, name: 'Cache Rocket', version: '1.0.0' },
          },
        },
        'GET /api/admin/plugins/check?slug=other-plugin': FREE,
      });
      const xhr = installFakeXhr();
      renderWithProviders(<UploadCard kind="plugin" />, { user: admin });
      await userEvent.upload(screen.getByLabelText(/Plugin file/), await cacheRocketZip());
      expect(await screen.findByText('A plugin with this slug already exists')).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Upload Plugin' });
      expect(button).toBeDisabled();
      await userEvent.selectOptions(screen.getByLabelText('Category'), 'performance');
      await userEvent.type(screen.getByLabelText('Name'), '{Enter}');
      expect(xhr.all()).toHaveLength(0);

      await userEvent.upload(
        screen.getByLabelText(/Plugin file/),
        await zipFile('other-plugin.zip', {
          'other-plugin/other-plugin.php': pluginMain({
            'Plugin Name': 'Other Plugin',
            Version: '1',
            Description: 'd',
          }),
        }),
      );
      await waitFor(() => expect(screen.queryByText('A plugin with this slug already exists')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Other Plugin'));
      expect(screen.getByRole('button', { name: 'Upload Plugin' })).toBeEnabled();
    });
  });
});
