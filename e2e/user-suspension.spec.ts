import { expect, test } from './support/test';
import { openAdminTab } from './support/admin-session';
import { registerViaApi, uniqueEmail } from './support/api';

// An admin suspends a person from the Users tab with a reason, and that person, signing in, reads
// why and where to write. (The lead may put the abuse report in front of it later.)
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e user-suspension' });

const PASSWORD = 'correct horse battery staple';
const REASON = 'Phishing pages on your site';

test('an admin suspends a user, who then sees why at sign-in; unsuspending lets them back in', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const person = await registerViaApi(request, uniqueEmail('suspended'), PASSWORD);

  await openAdminTab(page, request, 'users');
  await page.getByLabel('Search users').fill(person.username);
  const row = page.getByRole('listitem', { name: person.username });
  await row.getByRole('button', { name: `Suspend ${person.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${person.username}?` });
  await expect(dialog).toContainText('every session of theirs ends now');
  await dialog.getByLabel('Reason (the user sees it)').fill(REASON);
  await dialog.getByRole('button', { name: 'Suspend User' }).click();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row).toContainText(REASON);
  // The person's token from registration no longer works.
  expect((await request.get('/api/user', { headers: { authorization: `Bearer ${person.token}` } })).status()).toBe(401);

  const visitor = await browser.newContext({ userAgent: 'Mozilla/5.0 HostFree-e2e user-suspension visitor' });
  const signIn = await visitor.newPage();
  await signIn.goto('/auth');
  await signIn.getByRole('tab', { name: 'Login' }).click();
  await signIn.getByLabel('Username or Email').fill(person.email);
  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signIn.getByRole('tabpanel', { name: 'Login' }).getByRole('button', { name: 'Sign In' }).click();
  const notice = signIn.getByRole('alert').filter({ hasText: 'Your account is suspended' });
  await expect(notice).toContainText(`Reason: ${REASON}`);
  // Where to write: the admin's support contact, or (none set) the published policy; never the no-reply sender.
  await expect(notice).toContainText(
    /If you think this is a mistake, write to|Acceptable Use Policy says how suspensions are decided/,
  );
  await expect(notice).not.toContainText(/no-?reply/i);
  await expect(signIn).toHaveURL(/\/auth/);

  await row.getByRole('button', { name: `Unsuspend ${person.username}` }).click();
  await page
    .getByRole('dialog', { name: `Unsuspend ${person.username}?` })
    .getByRole('button', { name: 'Unsuspend User' })
    .click();
  await expect(row.getByRole('button', { name: `Suspend ${person.username}` })).toBeVisible();
  await signIn.getByRole('tabpanel', { name: 'Login' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(notice).toHaveCount(0);
  await signIn.waitForURL((url) => url.pathname !== '/auth');
  await visitor.close();
});
