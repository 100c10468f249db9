import { expect, test } from './support/test';
import { registerAnonymousViaApi, uniqueEmail, useToken } from './support/api';

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e add-email-offer' });

test('a signed-in user without an e-mail is offered to add one, and the dashboard works meanwhile', async ({
  page,
  request,
}) => {
  // Domain registration makes users without an e-mail; here one clears it through the API.
  const account = await registerAnonymousViaApi(request, uniqueEmail('offer'));
  const cleared = await request.patch(`/api/user/${account.userId}`, {
    data: { email: null },
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(cleared.ok()).toBeTruthy();

  await useToken(page, account.token);
  await page.goto('/dashboard');
  const offer = page.getByRole('region', { name: 'Add an email address (optional)' });
  await expect(offer).toBeVisible();
  // Nothing is dimmed, hidden or blocked: no dialog, no inert content, and the page's own links answer.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Welcome to HostFree, / })).toBeVisible();

  await offer.getByLabel('Email').fill(uniqueEmail('added'));
  await offer.getByRole('button', { name: 'Save email' }).click();
  await expect(offer).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Add an email address (optional)')).toHaveCount(0);
});
