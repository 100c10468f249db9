import { expect, test } from './support/test';
import type { FakeVultr } from '../sandbox/vultr';
import { adminToken, registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';
import { linkVultrAccount, setDefaultProvider, startSandboxVultr } from './support/sandbox-compute';

// A client launches a Vultr instance in the sandbox, sees it go Pending → Running, opens the
// console and terminates it. Its own device (user agent), so the device limits of other journeys do not touch it.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e compute-vultr' });

const run = Date.now().toString(36);
let vultr: FakeVultr;

test.beforeAll(async ({ request }) => {
  vultr = await startSandboxVultr();
  // The sandbox keeps new instances pending until the journey says they are ready.
  vultr.readsToActive = 1_000_000;
  const token = await adminToken(request);
  const accountId = await linkVultrAccount(request, token, `E2E Vultr ${run}`);
  await setDefaultProvider(request, token, 'vultr', accountId);
});

test.afterAll(async () => {
  await vultr?.stop();
});

test('a client launches a Vultr instance, watches it come up, opens its console and terminates it', async ({
  page,
  request,
}) => {
  const client = await registerAnonymousViaApi(request, uniqueEmail('compute-vultr'));
  await useToken(page, client.token);
  await page.goto('/compute');
  await expect(page.getByRole('heading', { name: 'Cloud Compute' })).toBeVisible();
  await expect(page.getByText('Admin Navigation')).toHaveCount(0);

  // The launch card refuses an incomplete choice.
  await page.getByRole('button', { name: 'Launch Vultr Instance' }).click();
  await expect(
    page.getByText('Choose a plan, region, and operating system before provisioning.', { exact: true }),
  ).toBeVisible();

  await page.getByLabel('Region').selectOption('fra');
  await page.getByLabel('Plan').selectOption('vc2-1c-2gb');
  await page.getByLabel('Operating system').selectOption({ label: 'Ubuntu 24.04 LTS x64' });
  const label = `e2e-box-${run}`;
  await page.getByLabel(/Label/).fill(`  ${label}  `);
  await page.getByRole('button', { name: 'Launch Vultr Instance' }).click();

  // The green summary shows the credentials once.
  const summary = page.getByRole('region', { name: 'Provisioning summary' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText(label)).toBeVisible();
  await expect(summary.getByText('vc2-1c-2gb')).toBeVisible();
  await expect(summary.getByText('Save these credentials now: they may be shown only once.')).toBeVisible();
  const created = [...vultr.instances.values()].find((i) => i.label === label);
  expect(created, 'the sandbox received the launch').toBeTruthy();
  expect(created!.region).toBe('fra');
  await expect(summary.getByText(created!.default_password)).toBeVisible();

  const card = page.getByRole('article', { name: label });
  await expect(card.locator('[data-status]')).toHaveText('Pending');
  await expect(card.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(card.getByText(created!.id)).toBeVisible();

  // The machine comes up at Vultr; the status sync brings it here (Refresh asks at once instead of in 20 s).
  vultr.activateAll();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.locator('[data-status]')).toHaveText('Running', { timeout: 2_000 });
  }).toPass({ timeout: 50_000, intervals: [1_000, 2_000, 3_000] });
  await expect(card.getByText(created!.main_ip)).toBeVisible();

  // The password is masked until revealed.
  await expect(card.getByTestId('instance-password')).not.toHaveText(created!.default_password);
  await card.getByRole('button', { name: 'Show password' }).click();
  await expect(card.getByTestId('instance-password')).toHaveText(created!.default_password);

  // Console: the sandbox's noVNC page opens in a new tab.
  const popupPromise = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Console' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'noVNC console' })).toBeVisible();
  expect(popup.url()).toBe(vultr.instances.get(created!.id)!.kvm);
  await popup.close();
  await expect(page.getByText('VNC console opened', { exact: true })).toBeVisible();

  // Terminate, confirmed: the machine is gone at Vultr and the card disables Start and Restart.
  await card.getByRole('button', { name: 'Terminate' }).click();
  await page
    .getByRole('dialog', { name: `Terminate ${label}?` })
    .getByRole('button', { name: 'Terminate' })
    .click();
  await expect(card.locator('[data-status]')).toHaveText(/Terminated|Deleting/);
  await expect(card.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Restart' })).toBeDisabled();
  await expect.poll(() => vultr.instances.has(created!.id)).toBe(false);
});
