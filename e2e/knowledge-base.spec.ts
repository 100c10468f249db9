import { expect, test } from './support/test';
import { adminToken } from './support/api';

// A visitor with a question follows "contact support" to the help center, searches, reads the answer and says it
// helped; the admin's Help tab counts the vote. The journey's own vote is found by its article, not by totals alone.

const SLUG = 'why-was-my-site-suspended';

async function helpfulYes(request: Parameters<typeof adminToken>[0]): Promise<number> {
  const token = await adminToken(request);
  const answer = await request.get('/api/admin/help/articles', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const articles = (await answer.json()) as { slug: string; helpfulYes: number }[];
  return articles.find((a) => a.slug === SLUG)!.helpfulYes;
}

test('a visitor goes from "contact support" to the help center, finds the answer and votes it helpful', async ({
  page,
  request,
}) => {
  const before = await helpfulYes(request);

  // The page a visitor sees when their generated credentials are gone says "…or contact support (help center)".
  await page.goto('/auth?showCredentials=true');
  await expect(page.getByText('Your credentials are no longer shown')).toBeVisible();
  await page.getByRole('link', { name: 'help center', exact: true }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('site suspend');
  const results = page.getByRole('region', { name: 'Articles' }).getByRole('link');
  await expect(results.first()).toHaveText('Why was my site suspended or deactivated?');
  await results.first().click();

  await expect(page).toHaveURL(new RegExp(`/help/${SLUG}$`));
  await expect(
    page.getByRole('heading', { name: 'Why was my site suspended or deactivated?', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '4. The site had no visitors (free sites)' })).toBeVisible();
  await page.getByRole('group', { name: 'Was this helpful?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('group', { name: 'Was this helpful?' }).getByRole('status')).toHaveText(
    'Thanks for telling us',
  );
  await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');

  // One more vote for this article, counted for the admin.
  await expect.poll(() => helpfulYes(request)).toBe(before + 1);
  // Voting again from the same browser changes nothing in the count.
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('group', { name: 'Was this helpful?' }).getByRole('status')).toHaveText(
    'Thanks for telling us',
  );
  expect(await helpfulYes(request)).toBe(before + 1);
});
