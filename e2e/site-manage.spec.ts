import { expect, test } from './support/test';
import type { FakeWhm } from '../sandbox/whm';
import { adminToken, registerViaApi, uniqueEmail, useToken } from './support/api';
import { uniqueSlug, uploadPluginViaApi } from './support/library';
import { hostedDomain, startSandboxWhm } from './support/sandbox-whm';

// A registered customer opens "Manage site" from their free site's card: installs WordPress and watches it finish,
// sends a library plugin into it, adds a verification TXT record (the operator allows them), creates a mailbox and
// opens webmail, and makes a backup and downloads it. Its own device.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e site-manage' });

let whm: FakeWhm;
test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  // An install in two progress reads (the server reads every 2 s): the page still shows it running, then done.
  whm.state.siteSettings.wordpressStep = 50;
});
test.afterAll(async () => {
  await whm?.stop();
});

test('a customer installs WordPress, sends a library plugin into it, opens webmail, makes a backup and downloads it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminToken(request);
  const slug = uniqueSlug('send');
  const plugin = await uploadPluginViaApi(request, admin, {
    slug,
    name: `Send Me ${slug.slice(-4)}`,
    version: '1.0.0',
    isPublic: false,
  });
  const me = await registerViaApi(request, uniqueEmail('site-manage'), 'site-manage-Pass-1');
  const label = `sm${Date.now().toString(36)}`;
  const shared = await hostedDomain(request);
  const domain = `${label}.${shared}`;
  // The operator allows verification records; the shared domain's zone is on the fake WHM.
  if (!whm.state.zones.has(shared)) whm.state.addServerZone(shared);
  const allowed = await request.put('/api/admin/site-manage/settings', {
    headers: { authorization: `Bearer ${admin}` },
    data: { subdomainTxtEnabled: true, subdomainTxtLimit: 3 },
  });
  expect(allowed.status()).toBe(200);
  const auth = { authorization: `Bearer ${me.token}` };
  expect((await request.post('/api/hosting-accounts', { headers: auth, data: { subdomain: label } })).status()).toBe(
    201,
  );
  // Provisioning is a queued job beside every other journey's: as the other journeys, allow it 30 s under load.
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/hosting-accounts', { headers: auth })).json()) as {
          domain: string;
          status: string;
        }[];
        return list.find((a) => a.domain === domain)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('active');

  await useToken(page, me.token);
  await page.goto('/dashboard');
  const card = page.locator(`[data-testid="hosting-account"][data-domain="${domain}"]`);
  await card.getByRole('link', { name: 'Manage site' }).click();
  await expect(page.getByRole('heading', { name: `Manage ${domain}` })).toBeVisible();
  await expect(page.locator(`[data-testid="https-domains"] li[data-domain="${domain}"]`)).toBeVisible();

  // WordPress: a password made for the customer, shown once, and the install's progress to the end.
  const wordpress = page.getByRole('region', { name: 'WordPress' });
  await wordpress.getByRole('button', { name: 'Install WordPress' }).click();
  await expect(wordpress.getByText('It is shown only now')).toBeVisible();
  await expect(wordpress.getByTestId('wordpress-run')).toHaveAttribute('data-state', 'completed');
  await expect(wordpress.getByTestId('wordpress-installs')).toContainText(domain);

  // From the library into the site: a signed link to the zip, counted as a download.
  const send = wordpress.getByTestId('send-to-site');
  await send.getByLabel('Search').fill(slug);
  await expect(send.getByLabel('Plugin')).toContainText(plugin.name);
  await send.getByRole('button', { name: 'Send to my site' }).click();
  const link = await send
    .getByTestId('send-result')
    .getByRole('link', { name: 'Download the zip' })
    .getAttribute('href');
  const zip = await request.get(new URL(link!).pathname);
  expect(zip.status()).toBe(200);
  expect((await zip.body()).equals(plugin.zip)).toBe(true);

  // A verification record under the site's own name, in the site's own zone (the fake keeps one per account).
  const txt = page.getByRole('region', { name: 'Verification records' });
  await txt.getByLabel('Name').fill('_acme-challenge');
  await txt.getByLabel('Value').fill('e2e-token-123');
  await txt.getByRole('button', { name: 'Add TXT record' }).click();
  await expect(txt.getByTestId('verification-txt-records')).toContainText(`_acme-challenge.${domain}`);
  expect(whm.state.serverZone(domain)!.records).toContainEqual(
    expect.objectContaining({ name: `_acme-challenge.${domain}.`, type: 'TXT', data: ['e2e-token-123'] }),
  );

  // A mailbox, then webmail in one click (a single-use session for the mailbox).
  const mail = page.getByRole('region', { name: 'E-mail' });
  await mail.getByLabel('Address').fill('info');
  await mail.getByLabel('Password').fill('Mailbox-pass-2026');
  await mail.getByRole('button', { name: 'Create mailbox' }).click();
  const box = mail.locator(`[data-email="info@${domain}"]`);
  await expect(box).toBeVisible();
  const [webmail] = await Promise.all([
    page.waitForEvent('popup'),
    box.getByRole('button', { name: 'Open webmail' }).click(),
  ]);
  await expect.poll(() => webmail.url()).toMatch(/\/cpsess\d+\/login\/\?session=info%40/);
  await webmail.close();

  // A backup: made, listed, ready; this week's allowance used.
  const backups = page.getByRole('region', { name: 'Backups' });
  await backups.getByRole('button', { name: 'Back up now' }).click();
  await expect(backups.getByTestId('backups').getByText('Ready')).toBeVisible();
  await expect(backups.getByRole('button', { name: 'Back up now' })).toBeDisabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    backups.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^backup-.*\.tar\.gz$/);
  expect((await download.failure()) ?? null).toBeNull();
  expect(whm.state.site(whm.state.accountByDomain(domain)!.user).backups).toHaveLength(1);
  // SM_SHOTS=1: the page at a desktop's and a phone's width, for a person to look at.
  if (process.env.SM_SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '.tmp/sm-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.tmp/sm-phone.png', fullPage: true });
  }
});
