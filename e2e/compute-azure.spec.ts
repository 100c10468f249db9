import { expect, test } from './support/test';
import type { FakeAzure } from '../sandbox/azure';
import type { FakeVultr } from '../sandbox/vultr';
import { adminToken, uniqueEmail, useToken } from './support/api';
import {
  linkAzureAccount,
  registerClientViaApi,
  setDefaultProvider,
  startSandboxAzure,
  startSandboxVultr,
} from './support/sandbox-compute';

// A client starts the free 48-hour Azure trial in the sandbox and sees its time remaining.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e compute-azure' });

const run = Date.now().toString(36);
let azure: FakeAzure;
let vultr: FakeVultr;

test.beforeAll(async ({ request }) => {
  azure = await startSandboxAzure();
  // Vultr answers too, for the status sync of instances earlier journeys left.
  vultr = await startSandboxVultr();
  const token = await adminToken(request);
  const accountId = await linkAzureAccount(request, token, `E2E Azure ${run}`, azure);
  await setDefaultProvider(request, token, 'azure', accountId);
});

test.afterAll(async () => {
  await azure?.stop();
  await vultr?.stop();
});

test('a client starts the 48-hour Azure trial and sees the time remaining', async ({ page, request }) => {
  const client = await registerClientViaApi(request, uniqueEmail('compute-azure'));
  await useToken(page, client.token);
  await page.goto('/compute');

  // The Azure launch card and the Active Provider facts of 001 §2.
  // The $3 price shows only when payments are set up (an earlier journey may have set them up).
  await expect(
    page.getByText(/^1 free trial (• additional runs billed at \$3 \/ 48h|per e-mail address)$/),
  ).toBeVisible();
  await expect(page.getByText('48-hour spot sandbox')).toBeVisible();
  await expect(page.getByText('Standard_B1ms • 1 vCPU • 2GB RAM • 60GB SSD')).toBeVisible();
  await expect(page.getByText('SSH (Ubuntu) • RDP (Windows)')).toBeVisible();
  await expect(page.getByText('Your free trial is available.')).toBeVisible();

  await page.getByRole('radio', { name: 'Ubuntu 24.04 LTS' }).check();
  await page.getByRole('button', { name: 'Launch 48-hour Trial' }).click();
  const summary = page.getByRole('region', { name: 'Provisioning summary' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Save these credentials now: they may be shown only once.')).toBeVisible();

  // The trial's card: Azure, no Console, and 48 hours less the seconds since launch.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Azure', { exact: true }) })
    .getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Time remaining')).toBeVisible();
  await expect(card.getByText(/^(1d 23h|2d 0h)$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Console' })).toHaveCount(0);
  await expect(card.getByText('Resource group')).toBeVisible();

  // One trial at a time: the quota line now says so.
  await expect(
    page.getByText('Your 48-hour trial is still running. Terminate it before starting another.'),
  ).toBeVisible();
  // The provisioning job creates the trial's resource group in the sandbox.
  await expect.poll(() => azure.groups.size, { timeout: 50_000 }).toBeGreaterThan(0);
  await expect(card.getByText(/^hostfree-trial-/)).toBeVisible();
});
