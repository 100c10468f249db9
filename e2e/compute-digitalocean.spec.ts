import { expect, test } from './support/test';
import type { FakeDigitalOcean } from '../sandbox/digitalocean';
import { adminToken, registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';
import { SANDBOX_DIGITALOCEAN_TOKEN, startSandboxDigitalOcean } from './support/sandbox-digitalocean';

// An admin adds a DigitalOcean account (the registry's form; the token tested) and launches a Droplet
// for a user, who sees it on /compute come up Running with its address. The sandbox DigitalOcean runs in this worker
// on E2E_PORT+7 (DIGITALOCEAN_API_URL of the e2e server).
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e compute-digitalocean' });

const run = Date.now().toString(36);
const accountName = `DigitalOcean ${run}`;
let fake: FakeDigitalOcean;

test.beforeAll(async () => {
  fake = await startSandboxDigitalOcean();
  // New Droplets stay `new` until the journey says they are ready.
  fake.readsToActive = 1_000_000;
  fake.activateAfterMs = null;
});

test.afterAll(async () => {
  await fake?.stop();
});

test('an admin adds a DigitalOcean account and launches a Droplet for a user, who sees it running', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerAnonymousViaApi(request, uniqueEmail('compute-do-owner'));
  await useToken(page, await adminToken(request));
  await page.goto('/admin-dashboard#cloud');
  await expect(page.getByText('DigitalOcean accounts', { exact: true })).toBeVisible();

  // The account form comes from the server's registry: name, API token (tested with DigitalOcean's GET /v2/account),
  // allowed regions. A wrong token is refused with DigitalOcean's answer.
  await page.getByRole('button', { name: 'Add DigitalOcean account' }).click();
  const form = page.getByRole('form', { name: 'DigitalOcean account' });
  await form.getByLabel(/^Name/).fill(accountName);
  await form.getByLabel('API token').fill('dop_v1_wrong');
  await form.getByRole('button', { name: 'Test credentials' }).click();
  await expect(page.getByText('Credential test failed', { exact: true }).first()).toBeVisible();
  await form.getByLabel('API token').fill(SANDBOX_DIGITALOCEAN_TOKEN);
  await form.getByRole('button', { name: 'Test credentials' }).click();
  await expect(page.getByText('Token verified', { exact: true }).first()).toBeVisible();
  await form.getByLabel('Allowed regions').fill('fra1, ams3');
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText('Account added', { exact: true }).first()).toBeVisible();
  const list = page.getByRole('listitem').filter({ hasText: accountName });
  await expect(list).toBeVisible();
  await expect(list.getByText('fra1, ams3')).toBeVisible();

  // DigitalOcean can be the default provider.
  await page.getByRole('radio', { name: 'DigitalOcean' }).check();
  await page.getByLabel('DigitalOcean account', { exact: true }).selectOption({ label: accountName });
  await page.getByRole('button', { name: 'Save Default Provider' }).click();
  await expect(page.getByText(`Clients launch on DigitalOcean (${accountName}).`)).toBeVisible();

  // A Droplet for the user: only the allowed regions are offered.
  await page.getByRole('button', { name: 'New DigitalOcean machine' }).click();
  const dialog = page.getByRole('dialog', { name: 'New DigitalOcean machine' });
  await dialog.getByLabel('Account').selectOption({ label: accountName });
  await dialog.getByRole('button', { name: 'Provision Machine' }).click();
  await expect(
    dialog.getByText('Select an account, user, plan, region, and operating system to continue.'),
  ).toBeVisible();
  await dialog.getByLabel('User').selectOption(String(owner.userId));
  await expect(dialog.getByLabel('Region').locator('option')).toHaveText([
    'Select a region',
    'Amsterdam 3 (ams3)',
    'Frankfurt 1 (fra1)',
  ]);
  await dialog.getByLabel('Region').selectOption('fra1');
  await dialog.getByLabel('Size').selectOption('s-1vcpu-1gb');
  await dialog.getByLabel('Image').selectOption({ label: 'Ubuntu 24.04 (LTS) x64' });
  const name = `droplet-${run}`;
  await dialog.getByLabel(/Name/).fill(name);
  await dialog.getByRole('button', { name: 'Provision Machine' }).click();
  const summary = page
    .getByRole('dialog', { name: 'Machine requested' })
    .getByRole('region', { name: 'Provisioning summary' });
  await expect(summary).toBeVisible();
  const droplet = [...fake.droplets.values()].find((d) => d.name === name);
  expect(droplet, 'the sandbox received the launch').toBeTruthy();
  expect(droplet!).toMatchObject({ region: 'fra1', size: 's-1vcpu-1gb', imageId: 185121098, status: 'new' });
  expect(droplet!.tags.some((t) => t.startsWith('hostfree-row:'))).toBe(true);
  const password = /password: "([^"]+)"/.exec(droplet!.userData ?? '')?.[1];
  expect(password, 'the root password went in user_data').toBeTruthy();
  await expect(summary.getByText(password!)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // The admin list has it under DigitalOcean with its owner.
  await page.getByLabel('Provider', { exact: true }).selectOption('digitalocean');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText(owner.username)).toBeVisible();

  // The user sees it on /compute; once DigitalOcean has it running, with its public address.
  await useToken(page, owner.token);
  await page.goto('/compute');
  const article = page.getByRole('article', { name: name });
  await expect(article).toBeVisible();
  await expect(article.locator('[data-status]')).toHaveText('Pending');
  fake.settleAll();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(article.locator('[data-status]')).toHaveText('Running', { timeout: 2_000 });
  }).toPass({ timeout: 50_000, intervals: [1_000, 2_000, 3_000] });
  await expect(article.getByText(fake.droplets.get(droplet!.id)!.publicIpv4!)).toBeVisible();
});
