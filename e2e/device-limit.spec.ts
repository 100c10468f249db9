import { expect, test } from './support/test';
import { setDeviceLimits, uniqueEmail } from './support/api';

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e device-limit' });

test('a device at its registration limit is refused, until an admin turns limits off', async ({ page, request }) => {
  await setDeviceLimits(request, true);
  try {
    const checked = page.waitForRequest((r) => r.url().endsWith('/api/check-device-limits'));
    await page.goto('/auth');
    // The device is looked at once the visitor starts on the form.
    await expect(page.locator('[data-state="idle"]')).toBeVisible();
    await page.getByLabel('Email').click();
    const { fingerprintHash } = (await checked).postDataJSON();
    await expect(page.getByRole('status').filter({ hasText: 'accounts used on this device' })).toBeVisible();

    // Use up this browser's registrations (2 per device) through the API with the same fingerprint.
    for (let i = 0; i < 2; i++) {
      const res = await request.post('/api/register-anonymous', {
        data: { email: uniqueEmail('limit'), fingerprintHash },
      });
      if (res.status() === 403) break;
      expect(res.ok(), await res.text()).toBeTruthy();
    }
    await page.reload();
    await page.getByLabel('Email').click();
    await expect(page.locator('[data-state="reached"]')).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('blocked'));
    await page.getByRole('button', { name: 'Create Anonymous Account' }).click();
    await expect(page.getByText('Device Limit Reached', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Each device can register up to 2 accounts. This device has registered 2.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);

    await setDeviceLimits(request, false);
    await page.reload();
    await page.getByLabel('Email').click();
    await expect(page.locator('[data-state="disabled"]')).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('open'));
    await page.getByRole('button', { name: 'Create Anonymous Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to HostFree' })).toBeVisible();
  } finally {
    await setDeviceLimits(request, true);
  }
});
