import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { adminToken, registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';
import { buildPluginZip, uniqueSlug, uploadPluginViaApi } from './support/library';
import { startSandboxWordpressOrg } from './support/sandbox-wordpress-org';

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e library' });

/** Slows the browser's uploads (bytes per second) so a few megabytes take long enough to watch. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

test('an admin uploads a plugin, watches the progress bar, then finds it in the library', async ({ page, request }) => {
  await useToken(page, await adminToken(request));
  await page.goto('/admin-dashboard#plugins');
  const form = page.getByRole('form', { name: 'Upload Plugin' });
  await expect(form).toBeVisible();

  const slug = uniqueSlug('upload');
  const name = `Journey Upload ${slug.slice(-8)}`;
  const zip = await buildPluginZip({ slug, name, version: '1.4.0', padBytes: 6 * 1024 * 1024 });
  await form
    .getByLabel('Plugin file (.zip)')
    .setInputFiles({ name: `${slug}.zip`, mimeType: 'application/zip', buffer: zip });
  // The card reads the zip's header and fills the blank fields; typing before it has done raced it (fill empties the
  // field, the header's name landed in the empty field, then the typed name was added: the name came out twice).
  await expect(form.getByText("Filled in from the zip's header")).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Version', { exact: true }).fill('1.4.0');
  await form.getByLabel('Description').fill('Uploaded through the admin tab by a browser journey.');
  await form.getByLabel('Category').selectOption('performance');
  await expect(form.getByLabel('Author')).toHaveValue('HostFree');
  await form.getByRole('switch', { name: 'Public download' }).click();

  await throttleUploads(page, 2 * 1024 * 1024);
  await form.getByRole('button', { name: 'Upload Plugin' }).click();
  const bar = form.getByRole('progressbar', { name: 'Plugin upload progress' });
  await expect(bar).toBeVisible();
  // The bar follows the bytes really sent: it is seen part-way, neither empty nor full.
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const value = Number(await bar.getAttribute('aria-valuenow').catch(() => null));
        if (value) seen.push(value);
        return seen.some((v) => v > 0 && v < 100);
      },
      { intervals: [100], timeout: 15_000 },
    )
    .toBe(true);
  await expect(page.getByText('Plugin uploaded successfully.', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The throttle stays on: it slows request bodies only, and the rest of the journey sends none.
  expect(seen.every((v, i) => i === 0 || v >= seen[i - 1]!)).toBe(true);

  const list = page.getByRole('list', { name: 'All Plugins' });
  await expect(list.getByText(name, { exact: true })).toBeVisible();

  await page.goto('/plugins');
  await page.getByLabel('Search plugins').fill(name);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(`/plugin/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Public download')).toBeVisible();
});

test('the upload card fills the form from the chosen zip and warns of a duplicate before sending it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const taken = await uploadPluginViaApi(request, token, {
    slug: uniqueSlug('taken'),
    name: 'Journey Taken',
    version: '1.0.0',
    isPublic: false,
  });
  await useToken(page, token);
  await page.goto('/admin-dashboard#plugins');
  const form = page.getByRole('form', { name: 'Upload Plugin' });
  await expect(form).toBeVisible();

  // A fresh plugin with a 6 MB filler: the header is read from the zip's tail and main file only.
  const slug = uniqueSlug('prefill');
  const zip = await buildPluginZip({
    slug,
    name: 'Journey Prefill',
    version: '3.2.1',
    description: 'Read from the header.',
    padBytes: 6 * 1024 * 1024,
  });
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/admin/plugins')) uploads.push(r.url());
  });
  await form
    .getByLabel('Plugin file (.zip)')
    .setInputFiles({ name: `${slug}.zip`, mimeType: 'application/zip', buffer: zip });
  await expect(form.getByText("Filled in from the zip's header")).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Journey Prefill');
  await expect(form.getByLabel('Version', { exact: true })).toHaveValue('3.2.1');
  await expect(form.getByLabel('Description')).toHaveValue('Read from the header.');
  await expect(form.getByRole('button', { name: 'Upload Plugin' })).toBeEnabled();
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.screenshot({ path: 'test-results/upload-prefill-1280.png' });

  // The same slug as a stored plugin: the server's message shows at once, and nothing is sent.
  await form
    .getByLabel('Plugin file (.zip)')
    .setInputFiles({ name: `${taken.slug}.zip`, mimeType: 'application/zip', buffer: taken.zip });
  await expect(form.getByText('A plugin with this slug already exists')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Upload Plugin' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await form.screenshot({ path: 'test-results/upload-duplicate-390.png' });
  expect(uploads).toEqual([]);
});

test('a visitor downloads a public plugin from its detail page', async ({ page, request }) => {
  const slug = uniqueSlug('public');
  const plugin = await uploadPluginViaApi(request, await adminToken(request), {
    slug,
    name: `Journey Public ${slug.slice(-8)}`,
    version: '2.0.1',
    isPublic: true,
  });

  await page.goto(`/plugin/${plugin.slug}`);
  await expect(page.getByRole('heading', { name: plugin.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Donate/ })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}.zip`);
  expect((await readFile(await download.path())).equals(plugin.zip)).toBe(true);
  await expect(page.getByText('Download Started', { exact: true })).toBeVisible();

  // The download was counted.
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: /^1$/ })).toBeVisible();
});

test('a client downloads a members-only plugin; a visitor is sent to sign in', async ({ page, request }) => {
  const slug = uniqueSlug('members');
  const plugin = await uploadPluginViaApi(request, await adminToken(request), {
    slug,
    name: `Journey Members ${slug.slice(-8)}`,
    version: '3.1.0',
    isPublic: false,
  });

  await page.goto(`/plugin/${plugin.slug}`);
  await expect(page.getByText('Free account required for downloads')).toBeVisible();
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await page.waitForURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('redirect') === `/plugin/${plugin.slug}`,
  );

  // A card's Download asks visitors to sign in or sign up, in a dialog whose links come back to /plugins.
  await page.goto('/plugins');
  await page.getByLabel('Search plugins').fill(plugin.name);
  await page.getByRole('button', { name: `Download ${plugin.name}` }).click();
  const prompt = page.getByRole('dialog', { name: 'Authentication Required' });
  await expect(prompt.getByText('Please sign in to download plugins.', { exact: true })).toBeVisible();
  await prompt.getByRole('link', { name: 'Create Free Account' }).click();
  await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/plugins');

  const client = await registerAnonymousViaApi(request, uniqueEmail('library-client'));
  await useToken(page, client.token);
  await page.goto('/plugins');
  await page.getByLabel('Search plugins').fill(plugin.name);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${plugin.name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${slug}.zip`);
  expect((await readFile(await download.path())).equals(plugin.zip)).toBe(true);
  await expect(page.getByText('Download Started', { exact: true })).toBeVisible();
});

test('a version check shows updates available', async ({ page, request }) => {
  const wordpressOrg = await startSandboxWordpressOrg();
  try {
    const token = await adminToken(request);
    const slug = uniqueSlug('versions');
    const plugin = await uploadPluginViaApi(request, token, {
      slug,
      name: `Journey Versions ${slug.slice(-8)}`,
      version: '1.0.0',
      isPublic: false,
    });
    wordpressOrg.setPlugin(plugin.slug, { version: '2.0.0', last_updated: '2026-01-15 9:30am GMT' });
    // Each answer takes a moment, so the running state is on screen long enough to see.
    wordpressOrg.switches.slow(1500);

    await useToken(page, token);
    await page.goto('/admin-dashboard#plugins');
    const panel = page.getByTestId('plugin-version-check');
    await panel.getByRole('button', { name: 'Update Versions' }).click();
    await expect(panel.getByText(/^(Queued for update|Checking for updates\.\.\.)$/)).toBeVisible();
    await expect(panel.getByText('1 update(s) available', { exact: true })).toBeVisible({ timeout: 45_000 });
    await expect(panel.getByText(/^Last checked /)).toBeVisible();
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const row = page.getByTestId('library-item').filter({ hasText: plugin.name });
    await expect(row.getByText('Update available: 2.0.0')).toBeVisible();
    expect(wordpressOrg.requests.some((r) => r.api === 'plugin' && r.slugs.includes(plugin.slug))).toBe(true);
  } finally {
    await wordpressOrg.stop();
  }
});
