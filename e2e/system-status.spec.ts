import { expect, test, type Page } from './support/test';
import type { FakeWhm } from '../sandbox/whm';
import { adminToken, readSystemStatus, useToken } from './support/api';
import { uniqueSlug, uploadPluginViaApi } from './support/library';
import { startSandboxWhm } from './support/sandbox-whm';
import { startSandboxWordpressOrg } from './support/sandbox-wordpress-org';

// The operator's journey: System → Status shows WHM failing while the sandbox WHM is down, and a
// job that ran out of attempts is retried from the page.
test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e system-status' });
test.describe.configure({ mode: 'serial' });

let whm: FakeWhm;
let token: string;

async function openStatus(page: Page) {
  await page.goto('/admin-dashboard#system');
  await expect(page.getByRole('tab', { name: 'Status' })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('list', { name: 'Outside systems' });
}

test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  token = await adminToken(request);
});

test.afterAll(async () => {
  await whm?.stop();
});

test.beforeEach(async ({ page }) => {
  await useToken(page, token);
});

test('an admin sees WHM failing on System → Status while the sandbox WHM is down, and OK once it is back', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/test-whm-connection', { headers, data: {} })).ok()).toBeTruthy();
  const systems = await openStatus(page);
  const whmRow = systems.getByRole('listitem', { name: 'WHM' });
  await expect(whmRow).toContainText('OK');
  await expect(whmRow).toContainText('Breaker closed');
  await expect(systems.getByRole('listitem', { name: 'PostgreSQL' })).toContainText('OK');

  whm.switches.fail();
  try {
    // Any call to WHM will do; the admin's "Test connection" is the cheapest.
    expect((await request.post('/api/test-whm-connection', { headers, data: {} })).status()).toBe(502);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(whmRow).toContainText('Failing');
    await expect(whmRow).toContainText('WhmError');
  } finally {
    whm.switches.reset();
  }
  expect((await request.post('/api/test-whm-connection', { headers, data: {} })).ok()).toBeTruthy();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(whmRow).toContainText('OK');
});

test('an admin retries a version check job that ran out of attempts while wordpress.org was unreachable', async ({
  page,
  request,
}) => {
  // The job's four attempts wait out the queue's backoff, which the e2e server starts at JOB_RETRY_BASE_MS=500
  // (about 0.5, 1 and 2 s): the journey must not reach into the server's database to make a job fail.
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${token}` };
  const plugin = await uploadPluginViaApi(request, token, {
    slug: uniqueSlug('status'),
    name: 'Journey Status',
    version: '1.0.0',
    isPublic: false,
  });
  // No sandbox wordpress.org is listening yet: every attempt is refused.
  expect((await request.post('/api/admin/plugins/update-versions', { headers })).status()).toBe(202);
  let failedId: number | undefined;
  await expect
    .poll(
      async () => {
        failedId = (await readSystemStatus(request, token)).queue.failedJobs.find(
          (j) => j.kind === 'library.versions.plugins',
        )?.id;
        return failedId;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeDefined();

  const wordpressOrg = await startSandboxWordpressOrg();
  try {
    wordpressOrg.setPlugin(plugin.slug, { version: '1.2.0', last_updated: '2026-11-01 9:30am GMT' });
    await openStatus(page);
    const failed = page.getByRole('list', { name: 'Failed jobs' });
    await expect(failed).toContainText(`library.versions.plugins #${failedId}`);
    await expect(
      page.getByRole('table', { name: 'Jobs by kind' }).getByRole('row', { name: /library\.versions\.plugins/ }),
    ).toBeVisible();
    await failed.getByRole('button', { name: `Retry job ${failedId}` }).click();
    await expect(page.getByText('Job queued again', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Retry job ${failedId}` })).toHaveCount(0);
    // The retried check runs against the sandbox, which now answers.
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/admin/plugins/version-status', { headers });
          return (await res.json()).job.status;
        },
        { timeout: 60_000 },
      )
      .toBe('completed');
  } finally {
    await wordpressOrg.stop();
  }
});
