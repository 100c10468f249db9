import { expect, test, type Page } from './support/test';
import type { FakeAzure } from '../sandbox/azure';
import type { FakeVultr } from '../sandbox/vultr';
import { adminToken, registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';
import { SANDBOX_VULTR_KEY, startSandboxAzure, startSandboxVultr } from './support/sandbox-compute';

// The admin's journey: link a Vultr account (the key must pass its test first, and an edit
// resets the check) and an Azure service principal, pick the default provider, provision for a user.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e compute-admin' });

const run = Date.now().toString(36);
const vultrName = `Vultr ${run}`;
const azureName = `Azure ${run}`;
let vultr: FakeVultr;
let azure: FakeAzure;

test.beforeAll(async () => {
  vultr = await startSandboxVultr();
  azure = await startSandboxAzure();
});

test.afterAll(async () => {
  await vultr?.stop();
  await azure?.stop();
});

async function openCloudTab(page: Page) {
  await page.goto('/admin-dashboard#cloud');
  await expect(page.getByText('Vultr Compute Setup')).toBeVisible();
}

test('an admin links accounts, picks the default provider and provisions for a user', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await registerAnonymousViaApi(request, uniqueEmail('compute-owner'));
  await useToken(page, await adminToken(request));
  await openCloudTab(page);

  // Vultr: Save stays disabled until the key passes; editing resets the check.
  const addVultr = page.getByRole('button', { name: 'Add Vultr Account' });
  if (await addVultr.isVisible()) await addVultr.click();
  const form = page.getByRole('form', { name: 'Link a Vultr account' });
  await form.getByLabel('Account name').fill(vultrName);
  await form.getByLabel(/API Key/).fill(`${SANDBOX_VULTR_KEY}-WRONG`);
  const save = form.getByRole('button', { name: 'Save Account' });
  await expect(save).toBeDisabled();
  await form.getByRole('button', { name: 'Test API Key' }).click();
  await expect(page.getByText('Failed to verify API key', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  await form.getByLabel(/API Key/).fill(SANDBOX_VULTR_KEY);
  await form.getByRole('button', { name: 'Test API Key' }).click();
  await expect(form.getByText(/^API key verified/)).toBeVisible();
  await expect(save).toBeEnabled();
  await form.getByLabel(/Allowed regions/).fill('ewr, fra');
  await expect(save).toBeDisabled();
  await expect(form.getByText('Please test the API key before saving.')).toBeVisible();
  await form.getByRole('button', { name: 'Test API Key' }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Vultr account added', { exact: true })).toBeVisible();
  const vultrList = page.getByRole('list', { name: 'Vultr accounts' });
  await expect(vultrList.getByText(vultrName)).toBeVisible();
  await expect(vultrList.getByText(/Regions: ewr, fra/).first()).toBeVisible();

  // Azure: the secret is required on create; the test gets a token and reads the subscription.
  await page.getByRole('button', { name: 'Add Azure Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Azure Service Principal' });
  await dialog.getByLabel(/^Name/).fill(azureName);
  await dialog.getByLabel(/^Tenant ID/).fill(azure.principal.tenantId);
  await dialog.getByLabel(/^Client ID/).fill(azure.principal.clientId);
  await dialog.getByLabel(/^Subscription ID/).fill(azure.principal.subscriptionId);
  await dialog.getByLabel(/^Allowed regions/).fill(' eastus , ,westeurope');
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog.getByText('Client secret is required')).toBeVisible();
  await dialog.getByLabel(/^Client Secret/).fill(azure.principal.clientSecret);
  await dialog.getByRole('button', { name: 'Test Credentials' }).click();
  await expect(dialog.getByText(/^Credentials work: subscription/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByText('Azure account added', { exact: true })).toBeVisible();
  const azureList = page.getByRole('list', { name: 'Azure accounts' });
  await expect(azureList.getByText(azureName)).toBeVisible();
  await expect(azureList.getByText('eastus, westeurope').first()).toBeVisible();

  // The default provider: Vultr, with the account just linked.
  await page.getByRole('radio', { name: 'Vultr' }).check();
  await page.getByLabel('Vultr account', { exact: true }).selectOption({ label: vultrName });
  await page.getByRole('button', { name: 'Save Default Provider' }).click();
  await expect(page.getByText('Default provider updated', { exact: true })).toBeVisible();
  await expect(page.getByText(`Clients launch on Vultr (${vultrName}).`)).toBeVisible();

  // Provision for the user.
  await page.getByRole('button', { name: 'New Vultr Instance' }).click();
  const create = page.getByRole('dialog', { name: 'New Vultr Instance' });
  await create.getByLabel('Account').selectOption({ label: vultrName });
  await create.getByRole('button', { name: 'Provision Instance' }).click();
  await expect(
    create.getByText('Select an account, user, plan, region, and operating system to continue.'),
  ).toBeVisible();
  await create.getByLabel('User').selectOption(String(owner.userId));
  await create.getByLabel('Region').selectOption('ewr');
  await create.getByLabel('Plan').selectOption('vc2-1c-1gb');
  await create.getByLabel('Operating system').selectOption({ label: 'Debian 12 x64 (bookworm)' });
  const label = `for-user-${run}`;
  await create.getByLabel(/Label/).fill(label);
  await create.getByLabel(/Hostname/).fill(label);
  await create.getByLabel(/Tag/).fill('e2e');
  await create.getByRole('switch', { name: 'Enable IPv6' }).click();
  await create.getByRole('button', { name: 'Provision Instance' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Instance requested' }).getByRole('region', { name: 'Provisioning summary' }),
  ).toBeVisible();
  const created = [...vultr.instances.values()].find((i) => i.label === label);
  expect(created, 'the sandbox received the launch').toBeTruthy();
  expect(created!).toMatchObject({
    region: 'ewr',
    plan: 'vc2-1c-1gb',
    os_id: 2136,
    hostname: label,
    enable_ipv6: true,
  });
  expect(created!.tags).toContain('e2e');
  await page.getByRole('button', { name: 'Done' }).click();

  // The admin list shows it with its owner; the provider filter narrows it.
  await page.getByLabel('Provider', { exact: true }).selectOption('vultr');
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toBeVisible();
  await expect(row.getByText(owner.username)).toBeVisible();
  await page.getByLabel('Provider', { exact: true }).selectOption('azure');
  await expect(page.getByRole('row').filter({ hasText: label })).toHaveCount(0);

  // The user finds it on /compute.
  await useToken(page, owner.token);
  await page.goto('/compute');
  await expect(page.getByRole('article', { name: label })).toBeVisible();
});
