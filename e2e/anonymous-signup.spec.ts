import { expect, test, type Page } from './support/test';
import { uniqueEmail } from './support/api';

/** Radix toasts live in the 'Notifications' region: the generated password must never be in one. */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('status');

test.describe('on a desktop', () => {
  // Each journey is its own device: the user agent is part of the fingerprint.
  test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e anonymous-signup' });

  test('anonymous sign-up: one calm panel with the details, then the dashboard greets a new user', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Anonymous' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Email').fill(uniqueEmail('anon'));
    await page.getByRole('button', { name: 'Create Anonymous Account' }).click();

    // At once, no countdown page in between.
    await page.waitForURL(/\/auth\?showCredentials=true$/);
    await expect(page.getByRole('heading', { name: 'Welcome to HostFree' })).toBeVisible();
    const username = await page.locator('dt:has-text("Username") + dd span').first().textContent();
    expect(username).toMatch(/^user_/);
    await expect(page.locator('dt:has-text("Recovery phrase") + dd span').first()).toHaveText(/^(\w+ ){11}\w+$/);
    await expect(toasts(page)).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download recovery phrase' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`hostfree-recovery-${username}.txt`);

    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: /^Welcome to HostFree, / })).toBeVisible();
    // An anonymous user with an e-mail is not offered another one.
    await expect(page.getByText('Add an email address (optional)')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 HostFree-e2e anonymous-signup-phone',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test('a new user signs up on a phone and keeps their credentials without a toast', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(uniqueEmail('anon-phone'));
    await page.getByRole('button', { name: 'Create Anonymous Account' }).click();

    await page.waitForURL(/\/auth\?showCredentials=true$/);
    await expect(page.getByRole('heading', { name: 'Welcome to HostFree' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    const phrase = page.locator('dt:has-text("Recovery phrase") + dd span').first();
    await expect(phrase).toHaveText(/^(\w+ ){11}\w+$/);
    // Each word of the phrase stays whole on a narrow screen: the box is as wide as the longest word allows, and no
    // line starts or ends inside a word (checked by the rendered line boxes of each word).
    const brokenWords = await phrase.evaluate((element) => {
      const text = element.firstChild as Text;
      const broken: string[] = [];
      let offset = 0;
      for (const word of (text.textContent ?? '').split(' ')) {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + word.length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word);
        offset += word.length + 1;
      }
      return broken;
    });
    expect(brokenWords).toEqual([]);
    // Nothing on the panel is dimmed or blocked: the copy buttons answer.
    await page.getByRole('button', { name: 'Copy Password' }).click();

    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await expect(page.getByRole('heading', { name: /^Welcome to HostFree, / })).toBeVisible();
    // The details stay on the dashboard until the person says they are saved.
    await expect(page.getByText('Your account credentials')).toBeVisible();
    await page.getByRole('button', { name: 'I have saved these details' }).click();
    await expect(page.getByText('Your account credentials')).toHaveCount(0);
  });
});
