import { expect, test } from './support/test';
import { startFakeSmtp, type FakeSmtp } from '../sandbox/smtp';
import { adminToken } from './support/api';
import { openAdminTab } from './support/admin-session';

// An admin configures SMTP in Settings » SMTP and receives the test mail in a loopback SMTP server.
let smtp: FakeSmtp;
test.beforeAll(async () => {
  smtp = await startFakeSmtp();
});
test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  await request.delete('/api/smtp-settings', { headers: { authorization: `Bearer ${token}` } });
  await smtp?.stop();
});

test('admin configures SMTP, tests the connection and receives the test e-mail', async ({ page, request }) => {
  await openAdminTab(page, request, 'settings');
  await expect(page.getByRole('tab', { name: 'API', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'SMTP' }).click();
  await expect(page.getByText('Not configured')).toBeVisible();

  // 001 §5: the spec's messages on an empty form.
  await page.getByLabel('Port', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Host is required')).toBeVisible();
  await expect(page.getByText('Port must be at least 1')).toBeVisible();
  await expect(page.getByText('From name is required')).toBeVisible();
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Please enter an email address to receive the test email.')).toBeVisible();

  await page.getByLabel('SMTP Host').fill(smtp.host);
  await page.getByLabel('Port', { exact: true }).fill(String(smtp.port));
  await page.getByLabel('Username').fill(smtp.username);
  await page.getByLabel('Password').fill(smtp.password);
  await page.getByLabel('Encryption').selectOption('none');
  await page.getByLabel('From Email').fill('mailer@hostfree.test');
  await page.getByLabel('From Name').fill('HostFree Mailer');

  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText('SMTP connection verified', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Configured', { exact: true })).toBeVisible();
  await expect(page.getByText(`Mail is sent through ${smtp.host}:${smtp.port} (NONE).`)).toBeVisible();
  // Write-only: the saved password never comes back into the form.
  await expect(page.getByLabel('Password')).toHaveValue('');

  await page.getByLabel('Test Email Address').fill('admin-inbox@example.test');
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText('Test email sent to admin-inbox@example.test', { exact: true })).toBeVisible();
  // Mail that earlier journeys queued while SMTP was unset goes out now too: pick the test message.
  await expect.poll(() => smtp.received.some((m) => m.to.includes('admin-inbox@example.test'))).toBe(true);
  const mail = smtp.received.find((m) => m.to.includes('admin-inbox@example.test'));
  expect(mail!.to).toEqual(['admin-inbox@example.test']);
  expect(mail!.from).toBe('mailer@hostfree.test');
  expect(mail!.subject).toBe('HostFree SMTP test');

  // /admin/api-settings keeps working on its own.
  await page.goto('/admin/api-settings');
  await expect(page.getByRole('heading', { name: 'API Settings' })).toBeVisible();
});
