import { expect, test } from './support/test';
import { startFakeSmtp, type FakeSmtp } from '../sandbox/smtp';
import { startFakeWebFront, type FakeWebFront, type FakeWhm } from '../sandbox/whm';
import { CLEAN_PAGE, KIT_PAGE } from '../sandbox/whm/sample-pages';
import { e2eWebFrontPort } from '../playwright.config';
import { openAdminTab } from './support/admin-session';
import { adminToken, registerViaApi, uniqueEmail } from './support/api';
import { startSandboxWhm } from './support/sandbox-whm';

// A live site starts serving a phishing kit. The weekly rescan (every 30 s on the e2e server) fetches it from the
// sandbox WHM's web front, quarantines it (suspended on WHM), and the owner is mailed the address and what was
// found. An admin reads the case in Admin → Abuse and reverses it: the site is back online.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e abuse-quarantine' });

const run = Date.now().toString(36);
let whm: FakeWhm;
let front: FakeWebFront;
let smtp: FakeSmtp;

test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request, { sharedIp: '127.0.0.1' });
  front = await startFakeWebFront(whm.state, { port: e2eWebFrontPort });
  smtp = await startFakeSmtp();
  const token = await adminToken(request);
  const mail = await request.post('/api/smtp-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      host: smtp.host,
      port: smtp.port,
      username: smtp.username,
      password: smtp.password,
      encryption: 'none',
      fromEmail: 'mailer@hostfree.test',
      fromName: 'HostFree',
      isActive: true,
    },
  });
  expect(mail.ok(), await mail.text()).toBeTruthy();
});

test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  // Later journeys' mail must not wait on a stopped server.
  await request.delete('/api/smtp-settings', { headers: { authorization: `Bearer ${token}` } });
  await smtp?.stop();
  await front?.stop();
  await whm?.stop();
});

test('a site serving a kit page is quarantined, its owner mailed, and an admin reverses it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerViaApi(request, uniqueEmail('abuse-kit-owner'), `pw-${run}-kit`);
  const headers = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/api/hosting-accounts', { headers, data: { subdomain: `kitsite${run}` } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const domain: string = (await created.json()).domain;
  whm.state.putSiteFile(domain, '/', { body: CLEAN_PAGE });
  const status = async () =>
    (
      (await (await request.get('/api/hosting-accounts', { headers })).json()) as { domain: string; status: string }[]
    ).find((a) => a.domain === domain)?.status;
  await expect.poll(status, { timeout: 30_000 }).toBe('active');

  // The site starts serving a kit: within the rescan interval it is suspended on WHM.
  whm.state.putSiteFile(domain, '/', { body: KIT_PAGE });
  await expect.poll(() => whm.state.accountByDomain(domain)?.suspended, { timeout: 75_000 }).toBe(true);
  await expect.poll(status, { timeout: 10_000 }).toBe('suspended');
  const offline = () =>
    smtp.received.find((m) => m.to.includes(owner.email) && m.subject === `${domain} was taken offline`);
  await expect.poll(() => offline() !== undefined, { timeout: 30_000 }).toBe(true);
  const mail = offline()!;
  expect(mail.text).toContain(`http://${domain}/`);
  expect(mail.text).toContain('password form posts to collector.example.net');

  // The admin reads the case, the fetched page shown as text, and reverses it in one click.
  await openAdminTab(page, request, 'abuse');
  const card = page.locator(`[aria-label^="Case "][aria-label$="about ${domain}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('password form posts to collector.example.net')).toBeVisible();
  await expect(card.getByText(/<form method="post"/)).toBeVisible();
  await card.getByRole('button', { name: 'Reverse and restore the site' }).click();
  await expect(page.getByText(/Case reversed/).first()).toBeVisible();
  await expect.poll(() => whm.state.accountByDomain(domain)?.suspended, { timeout: 10_000 }).toBe(false);
  await expect.poll(status, { timeout: 10_000 }).toBe('active');
  // The kit page is still there: take it down so the next rescan finds the site clean and leaves it alone.
  whm.state.putSiteFile(domain, '/', { body: CLEAN_PAGE });
});
