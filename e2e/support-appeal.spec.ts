import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openAdminTab } from './support/admin-session';
import { adminToken, registerViaApi, uniqueEmail } from './support/api';

// The admins' support desk: a suspended owner's appeal found in the inbox beside its suspension and reinstated from
// there; a customer's payment question answered with a canned reply, filled in for the ticket.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e support-appeal' });

const PASSWORD = 'correct horse battery staple';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function openTicketFromInbox(page: Page, request: APIRequestContext, subject: string) {
  await openAdminTab(page, request, 'support');
  await page.getByLabel('Search tickets').fill(subject);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
}

test('a suspended owner appeals without signing in; the admin reads it beside the suspension and reinstates', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await registerViaApi(request, uniqueEmail('appeal'), PASSWORD);
  const reason = 'Phishing kit found on your site';
  const suspended = await request.post(`/api/admin/users/${owner.userId}/suspend`, {
    headers: auth(await adminToken(request)),
    data: { reason },
  });
  expect(suspended.ok(), await suspended.text()).toBeTruthy();

  // The owner, refused at sign-in, follows the notice's Appeal link (no sign-in) and sends the appeal.
  const visitor = await browser.newContext({ userAgent: 'Mozilla/5.0 HostFree-e2e support-appeal visitor' });
  const signIn = await visitor.newPage();
  await signIn.goto('/auth');
  await signIn.getByRole('tab', { name: 'Login' }).click();
  await signIn.getByLabel('Username or Email').fill(owner.email);
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signIn.getByRole('tabpanel', { name: 'Login' }).getByRole('button', { name: 'Sign In' }).click();
  await signIn.getByRole('link', { name: 'Appeal this suspension' }).click();
  await signIn.getByLabel('Your e-mail').fill(owner.email);
  await signIn.getByLabel('Message').fill('The kit was planted through an old plugin; the site is clean now.');
  await signIn.getByRole('button', { name: 'Send appeal' }).click();
  await expect(signIn.getByText('Appeal sent')).toBeVisible({ timeout: 30_000 });
  await visitor.close();

  // The desk: the appeal beside its suspension, with the reason, and the one click that lifts it.
  await openTicketFromInbox(page, request, 'Appeal of my suspension');
  const about = page.getByRole('region', { name: 'What this ticket is about' });
  await expect(about).toContainText(`Suspension of ${owner.username}: ${reason}`);
  await expect(page.getByRole('complementary', { name: 'About the customer' })).toContainText(
    'Sent without signing in',
  );
  await about.getByRole('button', { name: `Lift the suspension of ${owner.username}` }).click();
  await expect(about).toContainText(`Suspension of ${owner.username} (no longer suspended)`);
  await expect(about.getByRole('button', { name: /Lift the suspension/ })).toHaveCount(0);
  const back = await request.post('/api/auth/login', { data: { username: owner.email, password: PASSWORD } });
  expect(back.ok(), await back.text()).toBeTruthy();
});

test("an admin answers a customer's payment question with a canned reply, filled in for the ticket", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await registerViaApi(request, uniqueEmail('billing-question'), PASSWORD);
  const subject = `Charged twice ${Date.now()}`;
  const opened = await request.post('/api/support/tickets', {
    headers: auth(customer.token),
    data: { subject, category: 'billing', body: 'My card shows two payments for one donation.' },
  });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  const ticketId: number = (await opened.json()).ticket.id;
  const canned = await request.post('/api/admin/support/canned-replies', {
    headers: auth(await adminToken(request)),
    data: {
      title: `Double charge ${Date.now()}`,
      body: 'Hello {{name}}, about ticket {{ticket_id}}: one is refunded.',
    },
  });
  expect(canned.ok(), await canned.text()).toBeTruthy();

  await openTicketFromInbox(page, request, subject);
  await page.getByLabel('Canned reply').selectOption({ label: (await canned.json()).title });
  const filled = `Hello ${customer.username}, about ticket ${ticketId}: one is refunded.`;
  await expect(page.getByLabel('Answer to the customer')).toHaveValue(filled);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('listitem', { name: /Message from/ }).filter({ hasText: filled })).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('waiting_on_customer');

  // The customer reads exactly that answer on their ticket.
  const read = await request.get(`/api/support/tickets/${ticketId}`, { headers: auth(customer.token) });
  expect((await read.json()).messages.map((m: { body: string }) => m.body)).toContain(filled);
});
