import { expect, test } from './support/test';
import { openAdminTab } from './support/admin-session';

// A visitor asks for a plugin on /plugins; an admin finds it in the Plugins tab's queue and marks it fulfilled.
test('a visitor requests a plugin and an admin fulfils it from the queue', async ({ page, request, browser }) => {
  const pluginName = `Journey Request ${Date.now().toString(36)}`;
  const visitor = await browser.newPage();
  await visitor.goto('/plugins');
  const form = visitor.getByRole('form', { name: 'Plugin request' });
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill('Hopper');
  await form.getByLabel('Email').fill(`grace-${Date.now()}@example.test`);
  await form.getByLabel('Plugin Name').fill(pluginName);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  // The toast (its text is also read out once by a live region: look in the notifications only).
  await expect(
    visitor.getByRole('region', { name: /Notifications/ }).getByText(/We aim to fulfil requests within 48 to 72 hours/),
  ).toBeVisible();
  await visitor.close();

  await openAdminTab(page, request, 'plugins');
  const card = page.getByRole('list', { name: 'Plugin requests' });
  await expect(card).toBeVisible();
  // Pending ones come oldest first: page on until this one shows.
  const row = card.getByRole('listitem', { name: pluginName });
  const pages = page.getByRole('navigation', { name: 'Plugin request pages' });
  for (let shown = 1; shown <= 20 && !(await row.isVisible()); shown++) {
    const next = pages.getByRole('button', { name: /Next/ });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
    // The next page's rows are in when the card says which page it shows (not after a fixed 200 ms).
    await expect(pages.getByText(`Page ${shown + 1} of`)).toBeVisible();
  }
  await expect(row).toContainText('(visitor)');
  await row.getByRole('button', { name: `Mark ${pluginName} fulfilled` }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Marked fulfilled. The requester was e-mailed.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Show requests' }).selectOption('fulfilled');
  await expect(page.getByRole('listitem', { name: pluginName })).toBeVisible();
});
