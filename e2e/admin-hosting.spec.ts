import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { FakeWhm } from '../sandbox/whm';
import { adminToken, registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';
import { hostedDomain, startSandboxWhm } from './support/sandbox-whm';

// The admin's journey: create an account for a user and one for a new anonymous user,
// fix a pending one after WHM comes back, change packages in bulk, delete a user with accounts.
// Its own device (user agent), so the device limits of other journeys do not touch it.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e admin-hosting' });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const basic = { name: `e2e-basic-${run}`, displayName: `E2E Basic ${run}` };
const plus = { name: `e2e-plus-${run}`, displayName: `E2E Plus ${run}` };
// Each package on a WHM package of its own (a WHM package carries one package's quotas); HostFree makes
// them on the sandbox WHM with the packages' quotas.
const basicWhm = `e2e_basic_${run}`;
const plusWhm = `e2e_plus_${run}`;
let whm: FakeWhm;
let suffix: string;
let owner: { userId: number; username: string };

async function createPackage(
  request: APIRequestContext,
  token: string,
  pkg: { name: string; displayName: string },
  whmPackageName: string,
  quotas: Record<string, number> = {},
) {
  const res = await request.post('/api/admin/packages', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...pkg, price: 0, whmPackageName, planType: 'custom', ...quotas },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function openTab(page: Page, tab: string) {
  await page.goto(`/admin-dashboard#${tab}`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Types a name into the Create New Account card and waits for the 500 ms availability answer. */
async function fillSubdomain(page: Page, name: string) {
  await page.getByLabel('Subdomain').fill(name);
  await expect(page.getByText(`${name}.${suffix} is available!`)).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  suffix = await hostedDomain(request);
  const token = await adminToken(request);
  await createPackage(request, token, basic, basicWhm);
  await createPackage(request, token, plus, plusWhm, { diskSpaceQuota: 3072, emailAccounts: 15 });
  const account = await registerAnonymousViaApi(request, uniqueEmail('admin-hosting-owner'));
  owner = { userId: account.userId, username: account.username };
});

test.afterAll(async () => {
  await whm?.stop();
});

test.beforeEach(async ({ page, request }) => {
  await useToken(page, await adminToken(request));
});

test('an admin creates an account for a user while WHM is down, then fixes it once WHM is back', async ({ page }) => {
  const name = `adm-${run}`;
  const domain = `${name}.${suffix}`;
  whm.switches.fail();
  try {
    await openTab(page, 'hosting');
    await fillSubdomain(page, name);
    await page.getByLabel('Package', { exact: true }).selectOption({ label: basic.displayName });
    // Options read 'username (email)'; their value is the user id.
    await page.getByLabel('Assign to user').selectOption(String(owner.userId));
    await page.getByRole('button', { name: 'Create Hosting Account' }).click();
    // WHM is down: the account is saved and waits, and the toast says so.
    await expect(page.getByText('Hosting Account Pending', { exact: true })).toBeVisible();

    await page.getByLabel('Search', { exact: true }).fill(name);
    const card = page.getByRole('article', { name: domain });
    await expect(card).toBeVisible();
    await expect(card.getByText('pending', { exact: true })).toBeVisible();
    await expect(card.getByText('Local', { exact: true })).toHaveCount(2);
    await expect(card.getByRole('button', { name: 'Fix' })).toBeVisible();
  } finally {
    whm.switches.reset();
  }

  // WHM is back: Fix provisions it now (or re-links it, if the retry job got there first).
  await page.getByRole('article', { name: domain }).getByRole('button', { name: 'Fix' }).click();
  await expect(page.getByText('WHM Account Fixed', { exact: true })).toBeVisible();
  expect(whm.state.accountByDomain(domain)).toBeDefined();
  const card = page.getByRole('article', { name: domain });
  await expect(card.getByText('active', { exact: true })).toBeVisible();
  // The server reads WHM's account list at most every 30 s for this screen: the panel data may lag the Fix.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh accounts' }).click();
    await expect(card.getByText('Live', { exact: true })).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(card.getByRole('button', { name: 'Fix' })).toHaveCount(0);
  await expect(card.locator('dl[aria-label="Panel details"]')).toContainText('jupiter');
});

test('an admin creates an account for a new anonymous user and sees the credentials once', async ({ page }) => {
  const name = `anon-${run}`;
  const domain = `${name}.${suffix}`;
  await openTab(page, 'hosting');
  await page.getByRole('tab', { name: 'Anonymous User' }).click();
  await fillSubdomain(page, name);
  await page.getByLabel('Package', { exact: true }).selectOption({ label: basic.displayName });
  await page.getByRole('button', { name: 'Create Anonymous Account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Anonymous Account Credentials' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy Username' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy Password' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy Recovery phrase' })).toBeVisible();
  const phrase = await dialog.locator('dd span').nth(2).textContent();
  expect(phrase?.trim().split(/\s+/)).toHaveLength(12);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dialog).toHaveCount(0);

  await expect.poll(() => whm.state.accountByDomain(domain) !== undefined, { timeout: 30_000 }).toBe(true);
  await page.getByLabel('Search', { exact: true }).fill(name);
  await expect(page.getByRole('article', { name: domain })).toBeVisible();
});

test('an admin moves every account of one package to another in bulk', async ({ page }) => {
  await openTab(page, 'hosting');
  await page.getByRole('button', { name: 'Manage Packages' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Packages' });
  // The group whose name starts its card: other groups (accounts earlier journeys made) offer it in their select.
  const group = dialog.getByRole('listitem').filter({ hasText: new RegExp(`^${basic.displayName}`) });
  await expect(group).toContainText('2 accounts');
  await group.getByLabel('Move to package').selectOption({ label: plus.displayName });
  await group.getByRole('button', { name: 'Change Package' }).click();
  await expect(dialog.getByRole('status', { name: 'Last package change' })).toHaveText(
    `${basic.displayName} → ${plus.displayName}: 2 successful · 0 failed`,
  );
  for (const name of [`adm-${run}`, `anon-${run}`]) {
    const moved = whm.state.accountByDomain(`${name}.${suffix}`)!;
    expect(moved.plan).toBe(plusWhm);
    // Moved accounts get the quotas the target package sells.
    expect(whm.state.limitsOf(moved)).toMatchObject({ QUOTA: '3072', MAXPOP: '15' });
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Search', { exact: true }).fill(`adm-${run}`);
  await expect(
    page.getByRole('article', { name: `adm-${run}.${suffix}` }).getByText(`Package: ${plus.displayName}`),
  ).toBeVisible();
});

test('an admin deletes a user with accounts, which removes them from WHM', async ({ page }) => {
  const domain = `adm-${run}.${suffix}`;
  expect(whm.state.accountByDomain(domain)).toBeDefined();
  await openTab(page, 'users');
  await page.getByLabel('Search users').fill(owner.username);
  const row = page.getByRole('listitem', { name: owner.username });
  await row.getByRole('button', { name: `Delete ${owner.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user?' });
  await expect(dialog).toContainText('linked WHM/cPanel accounts will be removed');
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('User deleted successfully.', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(whm.state.accountByDomain(domain)).toBeUndefined();

  // The admin's own row offers no Delete.
  await page.getByLabel('Search users').fill('');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'You' })
      .getByRole('button', { name: /^Delete/ }),
  ).toHaveCount(0);
});
