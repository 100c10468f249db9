import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test';
import { e2eGraphPort } from '../playwright.config';
import { startFakeGraph, type FakeGraph } from '../sandbox/facebook-graph';
import { adminToken, readSystemStatus, uniqueEmail } from './support/api';
import { openAdminTab } from './support/admin-session';

// With the pixel active, a visitor's registration reaches the sandbox Graph API once, with
// the same event id the browser's pixel uses. (The pixel library itself cannot load here: no internet.)
const TOKEN = 'EAAsandboxtoken';
let graph: FakeGraph;
test.beforeAll(async () => {
  graph = await startFakeGraph({ port: e2eGraphPort, tokens: [TOKEN] });
});
test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  await request.delete('/api/facebook-pixel-settings', { headers: { authorization: `Bearer ${token}` } });
  await graph?.stop();
});

test.use({ userAgent: 'Mozilla/5.0 HostFree-e2e pixel' });

/** Conversions API jobs that may still send something: waiting, scheduled for a retry or running (System → Status). */
async function capiJobsLeft(request: APIRequestContext, token: string): Promise<number> {
  const { queue } = await readSystemStatus(request, token);
  const capi = queue.kinds.find((k) => k.kind === 'facebook.capi');
  return capi ? capi.waiting + capi.scheduled + capi.running : 0;
}

test('with the pixel active a registration reaches the Graph API once', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  // Inactive: a visitor's page loads no pixel.
  const before = await (await browser.newContext()).newPage();
  await before.goto('/');
  await expect(before.getByRole('heading').first()).toBeVisible();
  expect(await before.evaluate(() => typeof window.fbq)).toBe('undefined');

  await openAdminTab(page, request, 'analytics');
  await expect(page.getByRole('tab', { name: 'Facebook Pixel' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Pixel ID').fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Pixel ID is required')).toBeVisible();
  await expect(page.getByLabel('Purchase Event Value (USD)')).toHaveValue('5.00');
  await page.getByLabel('Pixel ID').fill('123456789012345');
  await page.getByLabel(/Conversions API Access Token/).fill(TOKEN);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Token saved')).toBeVisible();
  await expect(page.getByLabel(/Conversions API Access Token/)).toHaveValue('');
  // Admin screens never load the pixel.
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');

  const visitor = await (await browser.newContext({ userAgent: 'Mozilla/5.0 HostFree-e2e pixel visitor' })).newPage();
  const email = uniqueEmail('pixel');
  await visitor.goto('/auth');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Create Anonymous Account' }).click();
  // Straight to the credentials panel, which sends the registration event.
  await visitor.waitForURL(/\/auth\?showCredentials=true/);
  const userId = await visitor.evaluate(async () => {
    const res = await fetch('/api/user', {
      headers: { authorization: `Bearer ${localStorage.getItem('hfAuthToken')}` },
    });
    return (await res.json()).id as number;
  });

  // The browser queued CompleteRegistration worth 5 USD with the shared event id.
  await expect
    .poll(() => visitor.evaluate(() => JSON.stringify(window.fbq?.queue ?? [])))
    .toContain('CompleteRegistration');
  const queued = await visitor.evaluate(() => (window.fbq?.queue ?? []) as unknown[][]);
  expect(queued).toContainEqual([
    'track',
    'CompleteRegistration',
    { value: 5, currency: 'USD' },
    { eventID: `reg-${userId}` },
  ]);

  // The server's event goes out from the job queue, which runs one job at a time: behind the mail and scan jobs that
  // earlier journeys left, it took over 15 s on a loaded CI machine.
  await expect.poll(() => graph.received.length, { timeout: 60_000 }).toBe(1);
  const [{ event, pixelId }] = graph.received as [(typeof graph.received)[0]];
  expect(pixelId).toBe('123456789012345');
  expect(event).toMatchObject({
    event_name: 'CompleteRegistration',
    event_id: `reg-${userId}`,
    action_source: 'website',
    custom_data: { value: 5, currency: 'USD' },
    user_data: {
      em: [createHash('sha256').update(email.toLowerCase()).digest('hex')],
      client_user_agent: 'Mozilla/5.0 HostFree-e2e pixel visitor',
    },
  });
  // Once: the countdown page, reloads and the job runner do not send it again. Instead of a fixed wait: the reload
  // has made all its requests, and the queue holds no Conversions API job that could still run (due, backing off,
  // running); only then is the count final.
  await visitor.reload({ waitUntil: 'networkidle' });
  const token = await adminToken(request);
  await expect.poll(() => capiJobsLeft(request, token), { timeout: 15_000 }).toBe(0);
  expect(graph.received).toHaveLength(1);
});
